import { expect, test, type APIRequestContext, type Page } from './farm-test';
import { API_BASE, apiToken, openAndLogin } from './console-fixture';

// A report menu that has no page of its own: the driver popup's report, opened through a menu
// added by the admin (a console route exists only for a menu entry the user is granted).

interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  result: T;
}

interface MenuNode {
  id: string;
  name: string;
  url?: string | null;
  children?: MenuNode[];
}

const CODE = 'farm_driver_popup';
const URL = `/online/cgreport/${CODE}`;
const MENU_NAME = '机手报表';

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object): Promise<Envelope<T>> {
  const answer = (await (await request.fetch(`${API_BASE}${path}`, { method, data, headers: { 'X-Access-Token': token } })).json()) as Envelope<T>;
  expect(answer.success, `${path}: ${answer.message}`).toBe(true);
  return answer;
}

const flatten = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** Adds the report menu under 地图与统计 and grants it to the admin role; resolves to the menu's id. */
async function addReportMenu(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, 'admin');
  const tree = await call<MenuNode[]>(request, token, 'GET', '/sys/permission/list');
  const parent = flatten(tree.result).find((node) => node.name === '地图与统计');
  expect(parent).toBeTruthy();
  await call(request, token, 'POST', '/sys/permission/add', {
    parentId: parent?.id,
    name: MENU_NAME,
    url: URL,
    component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
    menuType: 1,
    route: 1,
  });
  const added = flatten((await call<MenuNode[]>(request, token, 'GET', '/sys/permission/list')).result).find((node) => node.url === URL);
  expect(added).toBeTruthy();
  const roles = await call<{ records: { id: string }[] }>(request, token, 'GET', '/sys/role/list?roleCode=admin');
  const roleId = roles.result.records[0].id;
  const granted = await call<string[]>(request, token, 'GET', `/sys/permission/queryRolePermission?roleId=${roleId}`);
  await call(request, token, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: [...granted.result, added?.id].join(','),
    lastpermissionIds: granted.result.join(','),
  });
  return added?.id ?? '';
}

const report = (page: Page) => page.getByRole('region', { name: '机手选择' });
const rows = (page: Page) => report(page).getByRole('table', { name: '机手选择' }).locator('tbody tr');
const pager = (page: Page) => report(page).getByLabel('分页', { exact: true });

test.describe('an online report menu shows the built-in report list', () => {
  let menuId = '';
  test.beforeAll(async ({ request }) => {
    menuId = await addReportMenu(request);
  });
  test.afterAll(async ({ request }) => {
    const token = await apiToken(request, 'admin');
    if (menuId) await call(request, token, 'DELETE', `/sys/permission/delete?id=${menuId}`);
  });

  test('shows the server’s rows and filters them with the query bar', async ({ page }) => {
    await openAndLogin(page, 'admin');
    await page.goto(URL);
    await expect(page.getByRole('heading', { name: '机手选择' })).toBeVisible();
    const headers = report(page).locator('thead th');
    await expect(headers).toHaveText([/姓名/, /性别/, /联系电话/, /驾驶证类型/, /可驾驶机型/, /驾龄\(年\)/, /所属合作社/, /省份/, /状态/]);
    await expect(rows(page).first()).toBeVisible();
    const before = await rows(page).count();
    expect(before).toBeGreaterThan(1);
    const totalBefore = await pager(page).first().textContent();
    // A dictionary column shows its text, never the stored code.
    await expect(rows(page).first().locator('td').nth(1)).toHaveText(/^(男|女)$/);

    const name = (await rows(page).first().locator('td').first().textContent()) ?? '';
    expect(name).not.toBe('');
    await report(page).getByRole('search').getByRole('textbox', { name: '姓名' }).fill(name);
    await report(page).getByRole('button', { name: /查\s*询/ }).click();
    await expect(pager(page).first()).not.toHaveText(totalBefore ?? '');
    const after = await rows(page).count();
    expect(after).toBeLessThan(before);
    for (const cell of await rows(page).locator('td:first-child').all()) await expect(cell).toHaveText(name);

    await report(page).getByRole('button', { name: /重\s*置/ }).click();
    await expect(rows(page)).toHaveCount(before);
  });
});
