import { expect, test, type APIRequestContext, type Page } from './farm-test';
import { API_BASE, apiToken, openAndLogin } from './console-fixture';

// 打印 on a report page: the console asks for a single-use print ticket and opens the printable
// page in a new window; the page shows the rows the list shows, and the address holds no token.

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

const CODE = 'farm_machine_popup';
const URL = `/online/cgreport/${CODE}`;
const TITLE = '农机选择';

async function call<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object): Promise<Envelope<T>> {
  const answer = (await (await request.fetch(`${API_BASE}${path}`, { method, data, headers: { 'X-Access-Token': token } })).json()) as Envelope<T>;
  expect(answer.success, `${path}: ${answer.message}`).toBe(true);
  return answer;
}

const flatten = (nodes: readonly MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** Adds the report's menu under 地图与统计 and grants it to the admin role; resolves to the menu's id. */
async function addReportMenu(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, 'admin');
  const tree = await call<MenuNode[]>(request, token, 'GET', '/sys/permission/list');
  const parent = flatten(tree.result).find((node) => node.name === '地图与统计');
  expect(parent).toBeTruthy();
  await call(request, token, 'POST', '/sys/permission/add', {
    parentId: parent?.id,
    name: '农机报表',
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

const report = (page: Page) => page.getByRole('region', { name: TITLE });
const rows = (page: Page) => report(page).getByRole('table', { name: TITLE }).locator('tbody tr');

test.describe('printing a report', () => {
  let menuId = '';
  test.beforeAll(async ({ request }) => {
    menuId = await addReportMenu(request);
  });
  test.afterAll(async ({ request }) => {
    const token = await apiToken(request, 'admin');
    if (menuId) await call(request, token, 'DELETE', `/sys/permission/delete?id=${menuId}`);
  });

  test('打印 opens the printable page of the rows the list shows, once, with no token in its address', async ({ page }) => {
    await openAndLogin(page, 'admin');
    await page.goto(URL);
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const name = ((await rows(page).first().locator('td').nth(1).textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await report(page).getByRole('search').getByRole('textbox', { name: '农机名称' }).fill(name);
    await report(page).getByRole('button', { name: /查\s*询/ }).click();
    await expect(rows(page).locator('td:nth-child(2)').first()).toHaveText(name);
    const shown = await rows(page).count();

    const token = await page.evaluate(() => Object.values(localStorage).join(' '));
    const popupOpened = page.waitForEvent('popup');
    await report(page).getByRole('button', { name: '打印' }).click();
    const printout = await popupOpened;
    await expect(printout).toHaveURL(/\/online\/cgreport\/api\/print\?id=rp-farm-machine&ticket=[\w-]{43}$/);
    const printed = printout.getByRole('table', { name: TITLE });
    await expect(printed.locator('tbody tr')).toHaveCount(shown);
    await expect(printed.locator('thead th')).toContainText(['资产编号', '农机名称']);
    for (const cell of await printed.locator('tbody tr td:nth-child(2)').all()) await expect(cell).toHaveText(name);
    await expect(printout.getByRole('button', { name: '打印' })).toBeVisible();

    const address = printout.url();
    for (const part of token.match(/[\w.-]{20,}/g) ?? []) expect(address).not.toContain(part);
    // The ticket opened its page once: the same address again is refused.
    await printout.reload();
    await expect(printout.getByRole('alert')).toHaveText(/打印凭证无效或已被使用/);
    await expect(printout.getByRole('table')).toHaveCount(0);
  });
});
