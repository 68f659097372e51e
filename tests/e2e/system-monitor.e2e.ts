import { expect, test, type Page } from './farm-test';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

const PASSWORD = 'Session-Pass-2026';

async function openPage(page: Page, name: string, table: string): Promise<void> {
  const toggle = sideMenu(page).getByRole('button', { name: '系统监控', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sideMenu(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('table', { name: table })).toBeVisible();
}

test.describe('the monitoring pages', () => {
  test('online users: an administrator ends a session and its token stops working', async ({ page, request }) => {
    // A user of its own, so no other test's session of the same user is listed.
    const admin = { 'X-Access-Token': await apiToken(request, 'admin') };
    const added = await (
      await request.post(`${API_BASE}/sys/user/add`, {
        headers: admin,
        data: { username: 'sessionkeeper', realname: '会话用户', password: PASSWORD, confirmpassword: PASSWORD },
      })
    ).json();
    expect(added.success, added.message).toBe(true);
    const token = await apiToken(request, 'sessionkeeper', PASSWORD);
    const own = { 'X-Access-Token': token };
    expect((await request.get(`${API_BASE}/sys/user/list`, { headers: own })).status()).toBe(200);

    await openSignedIn(page, 'admin');
    await openPage(page, '在线用户', '在线用户');
    await page
      .getByRole('search', { name: '在线用户' })
      .getByRole('textbox', { name: '用户账号' })
      .fill('sessionkeeper');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const rows = page.getByRole('table', { name: '在线用户' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await page.getByRole('group', { name: 'sessionkeeper 的操作' }).getByRole('button', { name: '强退' }).click();
    await page.getByRole('dialog', { name: '强制退出' }).getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '强制退出成功！');
    await expect(page.getByRole('group', { name: 'sessionkeeper 的操作' })).toHaveCount(0);
    expect((await request.get(`${API_BASE}/sys/user/list`, { headers: own })).status()).toBe(401);
  });

  test('logs: the login log is searched by its content and entries are deleted in a batch', async ({
    page,
    request,
  }) => {
    // A user of its own logs in twice, so exactly two entries match whatever else ran before.
    const admin = { 'X-Access-Token': await apiToken(request, 'admin') };
    const added = await (
      await request.post(`${API_BASE}/sys/user/add`, {
        headers: admin,
        data: { username: 'logwatcher', realname: '日志用户', password: PASSWORD, confirmpassword: PASSWORD },
      })
    ).json();
    expect(added.success, added.message).toBe(true);
    await apiToken(request, 'logwatcher', PASSWORD);
    await apiToken(request, 'logwatcher', PASSWORD);

    await openSignedIn(page, 'admin');
    await openPage(page, '日志管理', '登录日志');
    const search = page.getByRole('search', { name: '登录日志' });
    await search.getByRole('textbox', { name: '搜索日志' }).fill('logwatcher,登录成功');
    await search.getByRole('button', { name: '查询', exact: true }).click();
    const rows = page.getByRole('table', { name: '登录日志' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('用户名: logwatcher,登录成功！');
    await rows.first().getByRole('checkbox').check();
    await page.getByRole('button', { name: '批量删除' }).click();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '删除成功!');
    await expect(rows).toHaveCount(1);

    await page.getByRole('tab', { name: '操作日志' }).click();
    await expect(page.getByRole('table', { name: '操作日志' })).toBeVisible();
  });
});
