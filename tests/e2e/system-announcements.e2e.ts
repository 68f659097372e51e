import { expect, test, type Page } from './farm-test';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

async function openAnnouncements(page: Page): Promise<void> {
  const toggle = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sideMenu(page).getByRole('link', { name: '通知公告', exact: true }).click();
  await expect(page.getByRole('table', { name: '通知公告' })).toBeVisible();
}

test.describe('the announcements page', () => {
  test('writes an announcement in the rich-text editor, releases it to everyone and revokes it', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, 'admin');
    await openAnnouncements(page);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增通知' });
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('请输入标题!')).toBeVisible();
    await form.getByRole('textbox', { name: '标题' }).fill('秋收检修通知');
    await form.getByRole('radio', { name: '指定用户' }).check();
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('请输入指定用户!')).toBeVisible();
    await form.getByRole('radio', { name: '全体用户' }).check();
    await form.locator('farm-rich-text .ql-editor').click();
    await page.keyboard.type('请各机手本周完成检修');
    // The start and end are the product's date-time pickers, typed in the spec's format; the server refuses an end before the start.
    await form.getByLabel('开始时间').fill('2020-01-01 08:00:00');
    await form.getByLabel('结束时间').fill('2019-12-31 18:00:00');
    await form.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '结束时间不能早于开始时间');
    await expect(form.getByRole('textbox', { name: '标题' })).toHaveValue('秋收检修通知');
    await form.getByLabel('结束时间').fill('2099-12-31 18:00:00');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form).toBeHidden();

    const row = page.getByRole('table', { name: '通知公告' }).getByRole('row').filter({ hasText: '秋收检修通知' });
    await expect(row).toContainText('未发布');
    await page.getByRole('group', { name: '秋收检修通知 的操作' }).getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑通知' });
    await expect(edit.locator('farm-rich-text .ql-editor')).toContainText('请各机手本周完成检修');
    await expect(edit.getByLabel('开始时间')).toHaveValue('2020-01-01 08:00:00');
    await expect(edit.getByLabel('结束时间')).toHaveValue('2099-12-31 18:00:00');
    await edit.getByRole('button', { name: '取消' }).click();

    await page.getByRole('group', { name: '秋收检修通知 的操作' }).getByRole('button', { name: '发布' }).click();
    await expectNotice(page, '该系统通知发布成功');
    await expect(row).toContainText('已发布');

    const operator = await apiToken(request, 'operator');
    const inbox = async () =>
      JSON.stringify(
        (
          await (
            await request.get(`${API_BASE}/sys/annountCement/listByUser`, { headers: { 'X-Access-Token': operator } })
          ).json()
        ).result,
      );
    expect(await inbox()).toContain('秋收检修通知');

    await page.getByRole('group', { name: '秋收检修通知 的操作' }).getByRole('button', { name: '撤销' }).click();
    await expectNotice(page, '该系统通知撤销成功');
    await expect(row).toContainText('已撤销');
    expect(await inbox()).not.toContain('秋收检修通知');
  });
});
