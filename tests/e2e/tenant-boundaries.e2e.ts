import * as XLSX from '@e965/xlsx';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './farm-test';
import { API_BASE, apiToken, openModule } from './console-fixture';
import { openSignedIn } from './signed-in-session';

// Issue "Data boundaries": a user of tenant 2 (zhengshi, 佳木斯服务站) and a branch manager
// (sunqi, 河南分公司, tenant 1) sign in through the console; their lists and exports hold their rows
// only, as many as the API gives them, and fewer than the admin's.

interface Row {
  id: string;
  repairNo?: string;
  orderNo?: string;
  sysOrgCode?: string | null;
  tenantId: number;
}

/** Every row of a list as a user's own API calls see it (no tenant named: the user's first). */
async function everyRow(
  request: APIRequestContext,
  token: string,
  path: string,
  query = '',
): Promise<{ total: number; rows: Row[] }> {
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const answer = await (
      await request.get(`${API_BASE}/farm/${path}/list?pageSize=1000&pageNo=${pageNo}${query}`, {
        headers: { 'X-Access-Token': token },
      })
    ).json();
    expect(answer.success, answer.message).toBe(true);
    rows.push(...answer.result.records);
    if (rows.length >= answer.result.total || answer.result.records.length === 0)
      return { total: answer.result.total, rows };
  }
}

const shownList = (page: Page) => page.getByRole('grid').filter({ visible: true });
const totalText = (page: Page) =>
  page.getByRole('navigation', { name: '分页' }).filter({ visible: true }).getByRole('listitem').first();

/** The export of the list page shown, as rows keyed by column title. */
async function exported(page: Page): Promise<Record<string, unknown>[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).filter({ visible: true }).click(),
  ]);
  const book = XLSX.read(await readFile(await download.path()));
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
}

test.describe('data boundaries in the console', () => {
  test('a user of tenant 2 lists and exports the repairs of tenant 2 only', async ({ page, request }) => {
    test.setTimeout(90_000);
    const own = await everyRow(request, await apiToken(request, 'zhengshi'), 'repair');
    const admins = await everyRow(request, await apiToken(request, 'admin'), 'repair');
    expect(new Set(own.rows.map((row) => row.tenantId))).toEqual(new Set([2]));
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).not.toBe(admins.total);

    await openSignedIn(page, 'zhengshi');
    // One tenant: the console keeps it and sends it on every request.
    expect(await page.evaluate(() => localStorage.getItem('pro__TENANT_ID'))).toContain('"value":2');
    const listed = page.waitForRequest((sent) => sent.url().includes('/farm/repair/list'));
    await openModule(page, '农机服务', '维修工单');
    expect((await listed).headers()['tenant-id']).toBe('2');
    await expect(totalText(page)).toHaveText(`1-10 共${own.total}条`);
    const ownNumbers = new Set(own.rows.map((row) => row.repairNo));
    const shownNumbers = await shownList(page)
      .getByRole('gridcell', { name: /^WX\d{12}$/ })
      .allTextContents();
    expect(shownNumbers.length).toBeGreaterThan(0);
    for (const number of shownNumbers) expect(ownNumbers.has(number.trim()), number).toBe(true);

    const rows = await exported(page);
    expect(rows.length).toBe(own.total);
    expect(new Set(rows.map((row) => String(row.工单编号)))).toEqual(ownNumbers);
    const adminsOnly = admins.rows.map((row) => row.repairNo).filter((number) => !ownNumbers.has(number));
    expect(adminsOnly.length).toBeGreaterThan(0);
    expect(rows.some((row) => adminsOnly.includes(String(row.工单编号)))).toBe(false);
  });

  test('a branch manager lists and exports the orders of his branch only', async ({ page, request }) => {
    test.setTimeout(120_000);
    const own = await everyRow(request, await apiToken(request, 'sunqi'), 'order');
    const admin = await apiToken(request, 'admin');
    const adminTotal = (
      await (
        await request.get(`${API_BASE}/farm/order/list?pageSize=1`, { headers: { 'X-Access-Token': admin } })
      ).json()
    ).result.total;
    expect(own.rows.every((row) => row.tenantId === 1 && String(row.sysOrgCode).startsWith('A01A07'))).toBe(true);
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(adminTotal);

    await openSignedIn(page, 'sunqi');
    await openModule(page, '农机服务', '农机订单');
    await expect(totalText(page)).toHaveText(`1-10 共${own.total}条`);
    const ownNumbers = new Set(own.rows.map((row) => row.orderNo));
    const shownNumbers = await shownList(page)
      .getByRole('gridcell', { name: /^DD\d+$/ })
      .allTextContents();
    expect(shownNumbers.length).toBeGreaterThan(0);
    for (const number of shownNumbers) expect(ownNumbers.has(number.trim()), number).toBe(true);

    const rows = await exported(page);
    expect(rows.length).toBe(own.total);
    expect(new Set(rows.map((row) => String(row.订单编号)))).toEqual(ownNumbers);
    const otherBranch = (
      await (
        await request.get(`${API_BASE}/farm/order/list?sysOrgCode=A01A08&pageSize=5`, {
          headers: { 'X-Access-Token': admin },
        })
      ).json()
    ).result.records as Row[];
    expect(otherBranch.length).toBeGreaterThan(0);
    expect(rows.some((row) => otherBranch.some((order) => order.orderNo === row.订单编号))).toBe(false);
  });
});
