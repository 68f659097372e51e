import { expect, test, type Page } from './farm-test';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

// 部门用户 against the real server: the admin links an existing user to a department through
// the user picker, sees them listed, removes them, and the server agrees at each step.
const DEPART = '财务部';
/** Its id in the demo seed (server/db/seed/system-demo/organisation.ts). */
const DEPART_ID = 'dep-finance';
const USERNAME = 'wujiu';
const REALNAME = '吴玖';

async function openDepartUsersPage(page: Page): Promise<void> {
  const section = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await sideMenu(page).getByRole('link', { name: '部门用户', exact: true }).click();
  await expect(page.getByRole('tree', { name: '部门树' })).toBeVisible();
}

const node = (page: Page, name: string) =>
  page.getByRole('tree', { name: '部门树' }).getByRole('treeitem', { name, exact: true });
const members = (page: Page) => page.getByRole('table', { name: `${DEPART} 的用户` });
const memberRow = (page: Page) => members(page).locator('tbody tr').filter({ hasText: USERNAME });

test.describe('部门用户', () => {
  test('as admin: choose a department, add an existing user through the picker, see them listed, remove them', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, 'admin');
    await openDepartUsersPage(page);
    await expect(page.getByText('请在左侧选择一个部门')).toBeVisible();

    await node(page, DEPART).locator('[data-part="title"]').click();
    await expect(node(page, DEPART)).toHaveAttribute('aria-selected', 'true');
    await expect(members(page).locator('tbody tr').filter({ hasText: 'chenxi' })).toHaveCount(1);
    await expect(memberRow(page)).toHaveCount(0);

    await page.getByRole('button', { name: '添加已有用户' }).click();
    const picker = page.getByRole('dialog', { name: '选择用户' });
    await picker.getByRole('textbox', { name: '用户账号' }).fill(USERNAME);
    await picker.getByRole('textbox', { name: '用户账号' }).press('Enter');
    await expect(picker.locator('tbody tr')).toHaveCount(1);
    await picker.locator('tbody tr').filter({ hasText: USERNAME }).click();
    await picker.getByRole('button', { name: '确定' }).click();
    await expect(picker).toBeHidden();
    await expectNotice(page, '添加成功！');
    await expect(memberRow(page)).toHaveCount(1);
    await expect(memberRow(page)).toContainText(REALNAME);

    const headers = { 'X-Access-Token': await apiToken(request, 'admin') };
    const listed = async () =>
      (
        (
          await (
            await request.get(`${API_BASE}/sys/user/departUserList?depId=${DEPART_ID}&pageSize=100`, { headers })
          ).json()
        ).result.records as { username: string }[]
      ).map((user) => user.username);
    expect(await listed()).toContain(USERNAME);

    // The account query narrows the list.
    await page.getByRole('textbox', { name: '用户账号' }).fill('wu');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(members(page).locator('tbody tr')).toHaveCount(1);
    await expect(memberRow(page)).toHaveCount(1);

    await page
      .getByRole('group', { name: `${USERNAME} 的操作` })
      .getByRole('button', { name: '移除' })
      .click();
    const question = page.getByRole('dialog', { name: '确认移除' });
    await expect(question).toContainText(`确定将“${REALNAME}”移出部门“${DEPART}”吗?`);
    await question.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '删除成功!');
    await expect(memberRow(page)).toHaveCount(0);
    expect(await listed()).not.toContain(USERNAME);
    expect(await listed()).toContain('chenxi');
  });
});
