import { axeScan, seriousViolations } from './axe-scan';
import { expect, test, type APIRequestContext, type Page } from './farm-test';
import { ADMIN_PASSWORD, API_BASE, apiToken } from './console-fixture';
import { keepTokenInPages } from './signed-in-session';

// <farm-query> on the demo page (script-tag build) against the real server's orders (tenant 1's share of the 10,000).

interface Order {
  id: string;
  orderNo: string;
  farmerName: string;
  workArea: number;
}

/** Every order through the API: the independent ground truth the query is compared with. */
async function allOrders(request: APIRequestContext, token: string): Promise<Order[]> {
  const orders: Order[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const answer = await (
      await request.get(`${API_BASE}/farm/order/list?pageSize=1000&pageNo=${pageNo}`, {
        headers: { 'X-Access-Token': token },
      })
    ).json();
    orders.push(...answer.result.records);
    if (orders.length >= answer.result.total || answer.result.records.length === 0) return orders;
  }
}

interface Filter {
  name: string;
  suffix: string;
  area: number;
}

/** A narrow three-way `or`: one farmer's name, one order number's ending, the largest fields. */
function narrowFilter(orders: Order[]): Filter {
  const count = (name: string) => orders.filter((order) => order.farmerName === name).length;
  const name = orders
    .slice(0, 200)
    .map((order) => order.farmerName)
    .sort((a, b) => count(a) - count(b))[0];
  const suffix = orders[4321].orderNo.slice(-5);
  const area = [...orders].map((order) => order.workArea).sort((a, b) => b - a)[14];
  return { name, suffix, area };
}

const expectedIds = (orders: Order[], filter: Filter) =>
  orders
    .filter(
      (order) =>
        order.farmerName === filter.name || order.orderNo.endsWith(filter.suffix) || order.workArea >= filter.area,
    )
    .map((order) => order.id)
    .sort();

const builder = (page: Page) => page.getByRole('dialog', { name: '高级查询构造器' });
const valueInput = (page: Page, n: number) => builder(page).locator(`input[aria-label="第${n}个条件的值"]`);
const SAVED_KEY = 'saved-query_/demo/query.html';

async function choose(page: Page, label: string, text: string): Promise<void> {
  await builder(page)
    .getByRole('button', { name: new RegExp(`^${label}：`) })
    .click();
  await page.getByRole('option', { name: text, exact: true }).click();
}

async function buildQuery(page: Page, filter: Filter): Promise<void> {
  await page.getByRole('button', { name: '高级查询', exact: true }).click();
  await expect(builder(page)).toBeVisible();
  await builder(page).getByText('OR（条件中的任意一个匹配）').click();
  await choose(page, '第1个条件的字段', '农户姓名');
  await valueInput(page, 1).fill(filter.name);
  await builder(page).getByRole('button', { name: '增加条件' }).first().click();
  await choose(page, '第2个条件的字段', '订单编号');
  await choose(page, '第2个条件的匹配规则', '以..结尾');
  await valueInput(page, 2).fill(filter.suffix);
  await builder(page).getByRole('button', { name: '增加条件' }).nth(1).click();
  await choose(page, '第3个条件的字段', '作业面积(亩)');
  await choose(page, '第3个条件的匹配规则', '大于等于');
  await valueInput(page, 3).fill(String(filter.area));
}

async function shownIds(page: Page, total: number): Promise<string[]> {
  await expect(page.locator('#total')).toHaveAttribute('data-total', String(total));
  await expect(page.locator('#orders tr')).toHaveCount(total);
  return (
    await page.locator('#orders tr').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.id ?? ''))
  ).sort();
}

async function saveAs(page: Page, title: string): Promise<void> {
  await builder(page).getByRole('button', { name: '保存查询' }).click();
  const prompt = page.getByRole('dialog', { name: '请输入保存的名称' });
  await prompt.getByRole('textbox', { name: '名称' }).fill(title);
  await prompt.getByRole('button', { name: /确\s*定/ }).click();
}

/** Opens the demo page; `total` is every order the server holds (other end-to-end files add some). */
async function openDemo(page: Page, token: string, total: number): Promise<void> {
  await keepTokenInPages(page, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/query.html');
  await expect(page.locator('#total')).toHaveAttribute('data-total', String(total));
}

test('three conditions with or return exactly the orders the same filter selects', async ({ page, request }) => {
  const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
  const orders = await allOrders(request, token);
  // The admin works in tenant 1, which holds about two thirds of the 10,000 demo orders.
  expect(orders.length).toBeGreaterThan(5000);
  const filter = narrowFilter(orders);
  const expected = expectedIds(orders, filter);
  expect(expected.length).toBeGreaterThan(15);
  expect(expected.length).toBeLessThanOrEqual(100);

  await openDemo(page, token, orders.length);
  await buildQuery(page, filter);
  // Theme colours (the primary button) are checked by the console's accessibility test.
  expect(await seriousViolations(axeScan(page).include('farm-query').disableRules(['color-contrast']))).toEqual([]);
  await builder(page).getByRole('button', { name: '查询', exact: true }).click();
  await expect(builder(page)).toBeHidden();
  expect(await shownIds(page, expected.length)).toEqual(expected);
  await expect(page.getByRole('img', { name: '已有高级查询条件生效' })).toBeVisible();
});

test('a query is saved under the page path, loaded again, and overwritten after 是否覆盖', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
  const orders = await allOrders(request, token);
  const filter = narrowFilter(orders);
  await openDemo(page, token, orders.length);
  await buildQuery(page, filter);
  await saveAs(page, '大田与熟客');
  await expect(page.getByRole('dialog', { name: '请输入保存的名称' })).toBeHidden();
  const stored = async () => JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)) ?? '[]');
  expect(await stored()).toEqual([
    {
      title: '大田与熟客',
      matchType: 'or',
      records: [
        { field: 'farmerName', rule: 'eq', val: filter.name, type: 'text' },
        { field: 'orderNo', rule: 'left_like', val: filter.suffix, type: 'text' },
        { field: 'workArea', rule: 'ge', val: String(filter.area), type: 'number' },
      ],
    },
  ]);

  // Reset, then load the saved query into the builder and run it.
  await builder(page)
    .getByRole('button', { name: /重\s*置/ })
    .click();
  await expect(page.locator('#total')).toHaveAttribute('data-total', String(orders.length));
  await expect(builder(page).getByRole('button', { name: '第1个条件的字段：选择查询字段' })).toBeVisible();
  await builder(page).getByRole('button', { name: '大田与熟客', exact: true }).click();
  await expect(valueInput(page, 1)).toHaveValue(filter.name);
  await builder(page).getByRole('button', { name: '查询', exact: true }).click();
  expect(await shownIds(page, expectedIds(orders, filter).length)).toEqual(expectedIds(orders, filter));

  // The same name again: 是否覆盖, and overwriting replaces it.
  const larger = { ...filter, area: [...orders].map((order) => order.workArea).sort((a, b) => b - a)[4] };
  await page.getByRole('button', { name: '高级查询', exact: true }).click();
  await valueInput(page, 3).fill(String(larger.area));
  await saveAs(page, '大田与熟客');
  const question = page.getByRole('dialog').filter({ hasText: '是否覆盖' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '覆盖' }).click();
  await expect.poll(async () => (await stored())[0]?.records[2]?.val).toBe(String(larger.area));
  expect(await stored()).toHaveLength(1);

  // After a reload the overwritten query is what loads.
  await page.reload();
  await expect(page.locator('#total')).toHaveAttribute('data-total', String(orders.length));
  await page.getByRole('button', { name: '高级查询', exact: true }).click();
  await builder(page).getByRole('button', { name: '大田与熟客', exact: true }).click();
  await expect(valueInput(page, 3)).toHaveValue(String(larger.area));
  await builder(page).getByRole('button', { name: '查询', exact: true }).click();
  expect(await shownIds(page, expectedIds(orders, larger).length)).toEqual(expectedIds(orders, larger));
});
