import { expect, test, type Page } from './farm-test';
import { API_BASE, apiToken, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

async function openDepartsPage(page: Page): Promise<void> {
  const section = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await sideMenu(page).getByRole('link', { name: '部门管理', exact: true }).click();
  await expect(page.getByRole('tree', { name: '部门树' })).toBeVisible();
}

const departTree = (page: Page) => page.getByRole('tree', { name: '部门树' });
const node = (page: Page, name: string) => departTree(page).getByRole('treeitem', { name, exact: true });

async function choose(page: Page, name: string): Promise<void> {
  await node(page, name).locator('[data-part="title"]').click();
  await expect(node(page, name)).toHaveAttribute('aria-selected', 'true');
}

interface TreeEntry {
  key: string;
  title: string;
  children?: TreeEntry[];
}

/** The key of the entry titled `title` anywhere in a tree answered by the API. */
function keyOf(nodes: readonly TreeEntry[], title: string): string | undefined {
  for (const entry of nodes) {
    if (entry.title === title) return entry.key;
    const below = keyOf(entry.children ?? [], title);
    if (below) return below;
  }
  return undefined;
}

/** Opens 部门权限 of the chosen department and waits for its grants. */
async function openGrants(page: Page, name: string) {
  await page.getByRole('button', { name: '授权', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `部门权限配置：${name}` });
  await expect(drawer.getByRole('tree', { name: '菜单和按钮权限' })).toBeVisible();
  return drawer;
}

const grantItem = (page: Page, name: string) =>
  page.getByRole('tree', { name: '菜单和按钮权限' }).getByRole('treeitem', { name, exact: true });
const checkedGrants = (page: Page) =>
  page.getByRole('tree', { name: '菜单和按钮权限' }).locator('[role="treeitem"][aria-checked="true"]');

test.describe('the departments page', () => {
  test('searches the tree, adds a sub-department, edits and deletes it', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await openDepartsPage(page);
    await expect(node(page, '维修服务中心')).toBeVisible();

    await page.getByRole('searchbox', { name: '搜索部门' }).fill('销售');
    await expect(node(page, '农机销售部')).toBeVisible();
    await expect(node(page, '维修服务中心')).toHaveCount(0);
    await page.getByRole('searchbox', { name: '搜索部门' }).fill('');
    await expect(node(page, '维修服务中心')).toBeVisible();

    await choose(page, '农机销售部');
    const details = page.getByRole('region', { name: '农机销售部' });
    await expect(details.getByRole('textbox', { name: '机构名称' })).toHaveValue('农机销售部');
    await expect(details.getByRole('textbox', { name: '机构编码' })).toHaveValue('A01A02');

    await page.getByRole('button', { name: '添加下级' }).click();
    const add = page.getByRole('dialog', { name: '新增下级部门：农机销售部' });
    await add.getByRole('button', { name: '确定' }).click();
    await expect(add.getByText('请输入机构名称!')).toBeVisible();
    await add.getByRole('textbox', { name: '机构名称' }).fill('华北销售组');
    await add.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '添加成功！');
    await expect(add).toBeHidden();
    await expect(node(page, '华北销售组')).toBeVisible();

    await choose(page, '华北销售组');
    const group = page.getByRole('region', { name: '华北销售组' });
    await expect(group.getByRole('textbox', { name: '机构编码' })).toHaveValue(/^A01A02A\d\d$/);
    await group.getByRole('textbox', { name: '机构名称' }).fill('华北销售一组');
    await group.getByRole('textbox', { name: '电话' }).fill('010-66668888');
    await group.getByRole('button', { name: '保存' }).click();
    await expectNotice(page, '修改成功!');
    await expect(node(page, '华北销售一组')).toBeVisible();
    await expect(page.getByRole('region', { name: '华北销售一组' }).getByRole('textbox', { name: '电话' })).toHaveValue(
      '010-66668888',
    );

    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('dialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '删除成功!');
    await expect(node(page, '华北销售一组')).toHaveCount(0);
    await expect(page.getByText('请在左侧选择一个部门')).toBeVisible();
  });

  test('grants permissions to a department: saved, shown checked when opened again, and stored', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, 'admin');
    await openDepartsPage(page);
    await choose(page, '农机销售部');

    let drawer = await openGrants(page, '农机销售部');
    await expect(checkedGrants(page)).toHaveCount(0);
    for (const name of ['用户管理', '角色管理']) {
      await grantItem(page, name).click();
      await expect(grantItem(page, name)).toHaveAttribute('aria-checked', 'true');
    }
    // Boxes are unlinked: checking a page leaves its menu unchecked.
    await expect(grantItem(page, '系统管理')).toHaveAttribute('aria-checked', 'false');
    await drawer.getByRole('button', { name: '保存并关闭' }).click();
    await expectNotice(page, '保存成功！');
    await expect(drawer).toBeHidden();

    drawer = await openGrants(page, '农机销售部');
    await expect(grantItem(page, '用户管理')).toHaveAttribute('aria-checked', 'true');
    await expect(grantItem(page, '角色管理')).toHaveAttribute('aria-checked', 'true');
    await expect(checkedGrants(page)).toHaveCount(2);
    await drawer.getByRole('button', { name: '取消', exact: true }).click();
    await expect(drawer).toBeHidden();

    const headers = { 'X-Access-Token': await apiToken(request, 'admin') };
    const departs = await (await request.get(`${API_BASE}/sys/sysDepart/queryTreeList`, { headers })).json();
    const departId = keyOf(departs.result, '农机销售部');
    const menus = await (await request.get(`${API_BASE}/sys/role/queryTreeList`, { headers })).json();
    const expected = ['用户管理', '角色管理'].map((name) => keyOf(menus.result.treeList, name));
    const granted = await (
      await request.get(`${API_BASE}/sys/permission/queryDepartPermission?departId=${departId}`, { headers })
    ).json();
    expect([...granted.result].sort()).toEqual([...expected].sort());
  });
});
