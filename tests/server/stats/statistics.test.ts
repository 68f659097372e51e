import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { statsMessages } from '../../../server/messages';
import type { OrderStatRow } from '../../../server/modules/stats/order-statistics';
import type { YieldStatRow } from '../../../server/modules/stats/yield-statistics';
import { farmServer, type FarmServer } from '../online/farm-support';

let farm: FarmServer;
const BEGIN = '2024-01-01';
const END = '2024-12-31';

interface OrderRow {
  orderDate: string;
  status: string;
  amount: number | null;
  workArea: number;
  cooperativeId: string | null;
  province: string;
}

interface Totals {
  orderCount: number;
  doneCount: number;
  workArea: number;
  revenue: number;
}

/** The figures of each group, summed here in JavaScript from the seeded rows. */
function expectedOrders(rows: readonly OrderRow[], key: (row: OrderRow) => string): Map<string, Totals> {
  const groups = new Map<string, Totals>();
  for (const row of rows) {
    const entry = groups.get(key(row)) ?? { orderCount: 0, doneCount: 0, workArea: 0, revenue: 0 };
    entry.orderCount += 1;
    if (row.status === '4') {
      entry.doneCount += 1;
      entry.workArea += row.workArea;
      entry.revenue += row.amount ?? 0;
    }
    groups.set(key(row), entry);
  }
  return groups;
}

/** The admin works in his first tenant: the statistics are that tenant's. */
const TENANT = 1;

async function seededOrders(): Promise<OrderRow[]> {
  const rows = (await farm.server.app.db
    .selectFrom('farm_order')
    .select(['orderDate', 'status', 'amount', 'workArea', 'cooperativeId', 'province'])
    .where('tenantId', '=', TENANT)
    .execute()) as OrderRow[];
  return rows.filter((row) => row.orderDate >= BEGIN && row.orderDate <= END);
}

function compareOrders(answer: readonly OrderStatRow[], expected: Map<string, Totals>) {
  expect(answer.map((row) => row.key).sort()).toEqual([...expected.keys()].sort());
  for (const row of answer) {
    const wanted = expected.get(row.key);
    expect(row.orderCount).toBe(wanted?.orderCount);
    expect(row.doneCount).toBe(wanted?.doneCount);
    expect(row.workArea).toBeCloseTo(wanted?.workArea ?? NaN, 1);
    expect(row.revenue).toBeCloseTo(wanted?.revenue ?? NaN, 2);
  }
}

function sheetRows(body: Buffer): unknown[][] {
  const book = XLSX.read(body, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
}

beforeAll(async () => {
  farm = await farmServer();
});
afterAll(() => farm.close());

describe('the order statistics', () => {
  it('group the orders of the range by province, cooperative and month as summed from the rows', async () => {
    const rows = await seededOrders();
    expect(rows.length).toBeGreaterThan(100);
    const byProvince = await farm.get<OrderStatRow[]>(
      `/stats/orderStatistics?begin=${BEGIN}&end=${END}&group=province`,
    );
    compareOrders(
      byProvince.result,
      expectedOrders(rows, (row) => row.province),
    );
    const byCooperative = await farm.get<OrderStatRow[]>(
      `/stats/orderStatistics?begin=${BEGIN}&end=${END}&group=cooperative`,
    );
    compareOrders(
      byCooperative.result,
      expectedOrders(rows, (row) => row.cooperativeId ?? ''),
    );
    const names = new Map(
      (await farm.server.app.db.selectFrom('farm_cooperative').select(['id', 'name']).execute()).map((row) => [
        row.id,
        row.name,
      ]),
    );
    for (const row of byCooperative.result) if (row.key) expect(row.name).toBe(names.get(row.key));
    const byMonth = await farm.get<OrderStatRow[]>(`/stats/orderStatistics?begin=${BEGIN}&end=${END}&group=month`);
    compareOrders(
      byMonth.result,
      expectedOrders(rows, (row) => row.orderDate.slice(0, 7)),
    );
    expect(byMonth.result.map((row) => row.key)).toEqual([...byMonth.result.map((row) => row.key)].sort());
  });

  it('export the table shown as an xlsx', async () => {
    const answer = await farm.get<OrderStatRow[]>(`/stats/orderStatistics?begin=${BEGIN}&end=${END}&group=month`);
    const response = await farm.call('GET', `/stats/orderStatistics/exportXls?begin=${BEGIN}&end=${END}&group=month`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('订单统计.xlsx'));
    const [header, ...cells] = sheetRows(response.rawPayload);
    expect(header).toEqual(['月份', '订单数', '完成数', '完成作业面积（亩）', '完成金额（元）']);
    expect(cells).toEqual(
      answer.result.map((row) => [row.name, row.orderCount, row.doneCount, row.workArea, row.revenue]),
    );
  });

  it('refuse an unknown grouping and need the order list permission', async () => {
    const bad = await farm.get(`/stats/orderStatistics?group=driver`);
    expect(bad.success).toBe(false);
    expect(bad.message).toBe(statsMessages.badOrderGroup);
    const badRange = await farm.get(`/stats/orderStatistics?begin=${END}&end=${BEGIN}`);
    expect(badRange.message).toBe(statsMessages.badRange);
    const stranger = await farm.tokenOf('wujiu');
    expect((await farm.get('/stats/orderStatistics', stranger)).code).toBe(510);
    expect((await farm.call('GET', '/stats/orderStatistics/exportXls', { token: stranger })).json().code).toBe(510);
  });
});

describe('the yield statistics', () => {
  it('group the yield reports of the range by province and month as summed from the rows', async () => {
    const rows = await farm.server.app.db
      .selectFrom('farm_yield_data')
      .select(['province', 'reportDate', 'plantArea', 'totalYield'])
      .where('tenantId', '=', TENANT)
      .execute();
    const dates = rows.map((row) => String(row.reportDate)).sort();
    const begin = dates[0];
    const end = dates[dates.length - 1];
    for (const group of ['province', 'month'] as const) {
      const key = (row: (typeof rows)[number]) =>
        group === 'province' ? String(row.province) : String(row.reportDate).slice(0, 7);
      const expected = new Map<string, { count: number; area: number; total: number }>();
      for (const row of rows) {
        const entry = expected.get(key(row)) ?? { count: 0, area: 0, total: 0 };
        entry.count += 1;
        entry.area += Number(row.plantArea);
        entry.total += Number(row.totalYield);
        expected.set(key(row), entry);
      }
      const answer = await farm.get<YieldStatRow[]>(`/stats/yieldStatistics?begin=${begin}&end=${end}&group=${group}`);
      expect(answer.result.map((row) => row.key).sort()).toEqual([...expected.keys()].sort());
      for (const row of answer.result) {
        const wanted = expected.get(row.key);
        expect(row.reportCount).toBe(wanted?.count);
        expect(row.plantArea).toBeCloseTo(wanted?.area ?? NaN, 1);
        expect(row.totalYield).toBeCloseTo(wanted?.total ?? NaN, 1);
        expect(row.yieldPerMu).toBeCloseTo((wanted?.total ?? NaN) / (wanted?.area ?? NaN), 1);
      }
    }
  });

  it('export by province as an xlsx and refuse an unknown grouping', async () => {
    const response = await farm.call(
      'GET',
      '/stats/yieldStatistics/exportXls?begin=2015-01-01&end=2024-12-31&group=province',
    );
    expect(response.statusCode).toBe(200);
    const [header] = sheetRows(response.rawPayload);
    expect(header).toEqual(['省份', '上报条数', '种植面积（亩）', '总产量（公斤）', '亩产（公斤）']);
    const bad = await farm.get('/stats/yieldStatistics?group=crop');
    expect(bad.message).toBe(statsMessages.badYieldGroup);
  });
});
