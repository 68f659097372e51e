import { expect, test, type Page } from './farm-test';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

async function openMenusPage(page: Page): Promise<void> {
  const section = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await sideMenu(page).getByRole('link', { name: '菜单管理', exact: true }).click();
  await expect(page.getByRole('table', { name: '菜单管理' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: '菜单管理' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });
const actions = (page: Page, name: string) => page.getByRole('group', { name: `${name} 的操作` });

test.describe('the menus page', () => {
  test('adds a page under a menu and a button under the page, edits and deletes them, collapses the tree', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, 'admin');
    await openMenusPage(page);
    // Open at the top-level menus, as JeecgBoot's menu list opens.
    await expect(row(page, '系统管理')).toHaveCount(1);
    await expect(row(page, '用户管理')).toHaveCount(0);
    await page.getByRole('button', { name: '展开 系统管理' }).click();
    await expect(row(page, '用户管理')).toContainText('system/UserList');
    await page.getByRole('button', { name: '折叠 系统管理' }).click();
    await expect(row(page, '用户管理')).toHaveCount(0);
    await page.getByRole('button', { name: '展开全部', exact: true }).click();
    await expect(row(page, '用户管理')).toHaveCount(1);
    await expect(row(page, '冻结/解冻')).toHaveCount(1);
    await page.getByRole('button', { name: '折叠全部', exact: true }).click();
    await expect(row(page, '用户管理')).toHaveCount(0);
    await page.getByRole('button', { name: '展开 系统管理' }).click();
    await expect(row(page, '用户管理')).toHaveCount(1);
    await expect(row(page, '冻结/解冻')).toHaveCount(0);

    await page.getByRole('button', { name: '新增菜单', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await form.getByRole('radio', { name: '子菜单' }).check();
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('请输入菜单名称!')).toBeVisible();
    await expect(form.getByText('请选择上级菜单!')).toBeVisible();
    await expect(form.getByText('请输入访问路径!')).toBeVisible();
    await expect(form.getByText('请输入前端组件!')).toBeVisible();

    await form.getByRole('textbox', { name: '菜单名称' }).fill('巡检记录');
    await form.getByRole('combobox', { name: '上级菜单' }).fill('系统管理');
    await page.getByRole('option', { name: '系统管理', exact: true }).click();
    await form.getByRole('textbox', { name: '访问路径' }).fill('/isystem/inspection');
    await form.getByRole('textbox', { name: '前端组件' }).fill('system/InspectionList');
    await form.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '添加成功！');
    await expect(form).toBeHidden();
    await expect(row(page, '巡检记录')).toContainText('/isystem/inspection');

    await actions(page, '巡检记录').getByRole('button', { name: '添加按钮' }).click();
    const buttonForm = page.getByRole('dialog', { name: '新增' });
    await expect(buttonForm.getByRole('radio', { name: '按钮/权限' })).toBeChecked();
    await buttonForm.getByRole('textbox', { name: '按钮/权限' }).fill('导出巡检');
    await buttonForm.getByRole('textbox', { name: '授权标识' }).fill('inspection export');
    await buttonForm.getByRole('button', { name: '确定' }).click();
    await expect(buttonForm.getByText('授权标识只能包含字母、数字和 _ : . , -')).toBeVisible();
    await buttonForm.getByRole('textbox', { name: '授权标识' }).fill('inspection:export');
    await buttonForm.getByRole('button', { name: '确定' }).click();
    await expect(buttonForm).toBeHidden();
    await expect(row(page, '导出巡检')).toContainText('inspection:export');

    await actions(page, '导出巡检').getByRole('button', { name: '编辑' }).click();
    const editForm = page.getByRole('dialog', { name: '编辑' });
    await expect(editForm.getByRole('textbox', { name: '授权标识' })).toHaveValue('inspection:export');
    await editForm.getByRole('textbox', { name: '按钮/权限' }).fill('导出巡检表');
    await editForm.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '修改成功!');
    await expect(row(page, '导出巡检表')).toHaveCount(1);

    const token = await apiToken(request, 'admin');
    const tree = await (
      await request.get(`${API_BASE}/sys/permission/list`, { headers: { 'X-Access-Token': token } })
    ).json();
    const system = tree.result.find((entry: { name: string }) => entry.name === '系统管理');
    const added = system.children.find((entry: { name: string }) => entry.name === '巡检记录');
    expect(added).toMatchObject({ menuType: 1, url: '/isystem/inspection', component: 'system/InspectionList' });
    expect(added.children).toEqual([
      expect.objectContaining({ name: '导出巡检表', menuType: 2, perms: 'inspection:export', permsType: '1' }),
    ]);

    await actions(page, '巡检记录').getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '删除成功!');
    await expect(row(page, '巡检记录')).toHaveCount(0);
    await expect(row(page, '导出巡检表')).toHaveCount(0);
  });
});
