import { expect, test, type Page } from './farm-test';
import { API_BASE, apiToken, login, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

const ROLE_CODE = 'e2e_inspector';
const ROLE_NAME = '巡检员';
const USERNAME = 'inspector01';
const PASSWORD = 'Inspect-Pass-2026';

async function openRolesPage(page: Page): Promise<void> {
  const section = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await sideMenu(page).getByRole('link', { name: '角色管理', exact: true }).click();
  await expect(page.getByRole('table', { name: '角色管理' })).toBeVisible();
}

const memberTable = (page: Page) => page.getByRole('table', { name: `角色用户：${ROLE_NAME}` });
const memberRows = (page: Page) => memberTable(page).locator('tbody tr').filter({ hasText: USERNAME });

/** Opens the role's 用户 drawer and waits for its list. */
async function openRoleUsers(page: Page) {
  await page
    .getByRole('group', { name: `${ROLE_NAME} 的操作` })
    .getByRole('button', { name: '用户', exact: true })
    .click();
  const drawer = page.getByRole('dialog', { name: `角色用户：${ROLE_NAME}` });
  await expect(memberTable(page)).toBeVisible();
  return drawer;
}

/** Checks a grant tree entry; `after` names the page a button belongs to (button names repeat). */
async function grant(page: Page, name: string, after?: string): Promise<void> {
  const tree = page.getByRole('tree', { name: '菜单和按钮权限' });
  const item = after
    ? tree
        .getByRole('treeitem', { name: after, exact: true })
        .locator(`xpath=following-sibling::*[@role="treeitem"][normalize-space(.)="${name}"][1]`)
    : tree.getByRole('treeitem', { name, exact: true });
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
}

test.describe('a role decides what its users see and may do', () => {
  test('as admin: a role with chosen menus and buttons, a user in it; that user sees exactly those and the server refuses the rest', async ({
    page,
    browser,
    request,
  }) => {
    await openSignedIn(page, 'admin');
    await openRolesPage(page);

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增角色' });
    await form.getByRole('textbox', { name: '角色名称' }).fill(ROLE_NAME);
    await form.getByRole('textbox', { name: '角色编码' }).fill('admin');
    await form.getByRole('textbox', { name: '描述' }).focus();
    await expect(form.getByText('角色编码已存在')).toBeVisible();
    await form.getByRole('textbox', { name: '角色编码' }).fill('bad code');
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form.getByText('角色编码只能由字母、数字和下划线组成，最多100个字符')).toBeVisible();
    await form.getByRole('textbox', { name: '角色编码' }).fill(ROLE_CODE);
    await form.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '添加成功！');
    await expect(form).toBeHidden();

    await page
      .getByRole('group', { name: `${ROLE_NAME} 的操作` })
      .getByRole('button', { name: '授权' })
      .click();
    const drawer = page.getByRole('dialog', { name: `角色权限配置：${ROLE_NAME}` });
    await expect(drawer.getByRole('tree', { name: '菜单和按钮权限' })).toBeVisible();
    await grant(page, '系统管理');
    await grant(page, '用户管理');
    // Reading the user list is a button of its own (user:list), as adding is.
    await grant(page, '查看用户');
    await grant(page, '添加', '用户管理');
    await grant(page, '冻结/解冻');
    await drawer.getByRole('button', { name: '保存并关闭' }).click();
    await expectNotice(page, '保存成功！');
    await expect(drawer).toBeHidden();

    const adminToken = await apiToken(request, 'admin');
    const headers = { 'X-Access-Token': adminToken };
    const roles = await (await request.get(`${API_BASE}/sys/role/list?roleCode=${ROLE_CODE}`, { headers })).json();
    const roleId: string = roles.result.records[0].id;
    const granted = await (
      await request.get(`${API_BASE}/sys/permission/queryRolePermission?roleId=${roleId}`, { headers })
    ).json();
    expect(granted.result).toHaveLength(5);
    const added = await (
      await request.post(`${API_BASE}/sys/user/add`, {
        headers,
        data: { username: USERNAME, realname: '巡检一号', password: PASSWORD, confirmpassword: PASSWORD },
      })
    ).json();
    expect(added.success, added.message).toBe(true);

    const members = await openRoleUsers(page);
    await members.getByRole('button', { name: '添加已有用户' }).click();
    const picker = page.getByRole('dialog', { name: '选择用户' });
    await picker.getByRole('textbox', { name: '用户账号' }).fill(USERNAME);
    await picker.getByRole('textbox', { name: '用户账号' }).press('Enter');
    await expect(picker.locator('tbody tr')).toHaveCount(1);
    await picker.locator('tbody tr').filter({ hasText: USERNAME }).click();
    await picker.getByRole('button', { name: '确定' }).click();
    await expect(picker).toBeHidden();
    await expect(memberRows(page)).toHaveCount(1);
    await expect(memberRows(page).first()).toContainText('巡检一号');
    await members.getByRole('button', { name: '关闭' }).click();

    const context = await browser.newContext();
    const inspector = await context.newPage();
    await inspector.goto('/user/login');
    await login(inspector, USERNAME, PASSWORD);
    const menu = sideMenu(inspector);
    await menu.getByRole('button', { name: '系统管理', exact: true }).click();
    await expect(menu.getByRole('link')).toHaveText(['用户管理']);
    await expect(menu.getByRole('button')).toHaveText(['系统管理']);
    await expect(menu.getByRole('button', { name: '系统监控', exact: true })).toHaveCount(0);
    await menu.getByRole('link', { name: '用户管理', exact: true }).click();
    const users = inspector.getByRole('table', { name: '用户管理' });
    await expect(users).toBeVisible();
    await expect(inspector.getByRole('button', { name: '新增', exact: true })).toBeVisible();
    await expect(inspector.getByRole('button', { name: '冻结', exact: true }).first()).toBeVisible();
    await expect(inspector.getByRole('button', { name: '批量删除' })).toHaveCount(0);
    const ownRow = inspector.getByRole('group', { name: `${USERNAME} 的操作` });
    await expect(ownRow.getByRole('button')).toHaveText(['冻结']);
    await inspector.goto('/isystem/role');
    await expect(inspector).toHaveURL(/\/403$/);
    await context.close();

    const inspectorToken = await apiToken(request, USERNAME, PASSWORD);
    const own = { 'X-Access-Token': inspectorToken };
    const refusedDelete = await (
      await request.delete(`${API_BASE}/sys/user/delete?id=${roleId}`, { headers: own })
    ).json();
    expect(refusedDelete.code).toBe(510);
    const refusedRole = await (
      await request.post(`${API_BASE}/sys/role/add`, { headers: own, data: { roleName: 'x', roleCode: 'x_role' } })
    ).json();
    expect(refusedRole.code).toBe(510);
    const refusedGrant = await (
      await request.post(`${API_BASE}/sys/permission/saveRolePermission`, {
        headers: own,
        data: { roleId, permissionIds: '' },
      })
    ).json();
    expect(refusedGrant.code).toBe(510);
    const allowedFreeze = await (
      await request.put(`${API_BASE}/sys/user/frozenBatch`, { headers: own, data: { ids: 'no-such-user', status: 2 } })
    ).json();
    expect(allowedFreeze.code).not.toBe(510);

    // Taken out of the role on its users drawer, the user loses what the role granted.
    const again = await openRoleUsers(page);
    await again
      .getByRole('group', { name: `${USERNAME} 的操作` })
      .getByRole('button', { name: '取消关联' })
      .click();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expect(again.getByText('暂无数据')).toBeVisible();
    const refusedFreeze = await (
      await request.put(`${API_BASE}/sys/user/frozenBatch`, { headers: own, data: { ids: 'no-such-user', status: 2 } })
    ).json();
    expect(refusedFreeze.code).toBe(510);
  });
});
