import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { dataRuleMessages } from '../../../server/messages';
import { yieldDataResource } from '../../../server/resources/yield';
import type { AnalysisFigures } from '../../../server/modules/stats/order-analysis';
import type { OrderStatRow } from '../../../server/modules/stats/order-statistics';
import type { MapScreenFigures, YieldScreenFigures } from '../../../server/modules/stats/screen-figures';
import type { TaskLane } from '../../../server/modules/stats/task-board';
import type { WorkplaceFigures } from '../../../server/modules/stats/workplace-figures';
import type { YieldStatRow } from '../../../server/modules/stats/yield-statistics';
import { farmServer, type FarmServer, type PageOf } from '../online/farm-support';

// Issue "Data boundaries": the statistics and dashboards count the rows the caller's lists show,
// the request tenant's within the caller's data rules. The branch managers' role (分公司经理)
// carries 只看本部门订单 on the order page: sunqi (河南分公司 A01A07, tenant 1) lists his branch's
// orders only, and zhaoliu (黑龙江分公司 A01A06, tenants 1 and 2) his in each tenant.

const BEGIN = '2024-01-01';
const END = '2024-12-31';

interface Viewer {
  who: string;
  tenantId: number;
  /** The department prefix the viewer's order rule keeps; '' for none (the admin). */
  orgPrefix: string;
  token: string;
  headers: Record<string, string>;
}

interface OrderRow {
  orderDate: string;
  status: string;
  cooperativeId: string | null;
  province: string;
}

let farm: FarmServer;
let viewers: Viewer[] = [];

/** The orders a viewer's order list holds, read from the database. */
async function ordersOf(viewer: Viewer): Promise<OrderRow[]> {
  let query = farm.server.app.db
    .selectFrom('farm_order')
    .select(['orderDate', 'status', 'cooperativeId', 'province'])
    .where('tenantId', '=', viewer.tenantId);
  if (viewer.orgPrefix) query = query.where('sysOrgCode', 'like', `${viewer.orgPrefix}%`);
  return (await query.execute()) as OrderRow[];
}

const inRange = (rows: readonly OrderRow[]) => rows.filter((row) => row.orderDate >= BEGIN && row.orderDate <= END);

function tally<T>(rows: readonly T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

async function get<T>(viewer: Viewer, url: string): Promise<T> {
  const answer = (await farm.call('GET', url, { token: viewer.token, headers: viewer.headers })).json<{
    success: boolean;
    message: string;
    result: T;
  }>();
  if (!answer.success) throw new Error(`${viewer.who} ${url}: ${answer.message}`);
  return answer.result;
}

beforeAll(async () => {
  farm = await farmServer();
  const [sunqi, zhaoliu] = [await farm.tokenOf('sunqi'), await farm.tokenOf('zhaoliu')];
  viewers = [
    { who: 'sunqi', tenantId: 1, orgPrefix: 'A01A07', token: sunqi, headers: {} },
    { who: 'zhaoliu in tenant 2', tenantId: 2, orgPrefix: 'A01A06', token: zhaoliu, headers: { 'tenant-id': '2' } },
    { who: 'the admin in tenant 2', tenantId: 2, orgPrefix: '', token: farm.admin, headers: { 'tenant-id': '2' } },
    { who: 'the admin', tenantId: 1, orgPrefix: '', token: farm.admin, headers: {} },
  ];
});
afterAll(() => farm.close());

describe('the order figures count the orders the caller lists', () => {
  it("are narrowed for the branch managers, and the tenant's whole for the admin", async () => {
    for (const viewer of viewers) {
      const rows = await ordersOf(viewer);
      expect(rows.length, viewer.who).toBeGreaterThan(0);
      if (viewer.orgPrefix)
        expect(rows.length, viewer.who).toBeLessThan(await farm.countIn('farm_order', viewer.tenantId));
      // The list itself shows these orders: the figures below must add up to it.
      expect((await get<PageOf>(viewer, '/farm/order/list?pageSize=1')).total, viewer.who).toBe(rows.length);
    }
  });

  it('on the analysis page: totals, status mix and the rankings', async () => {
    for (const viewer of viewers) {
      const rows = inRange(await ordersOf(viewer));
      const figures = await get<AnalysisFigures>(viewer, `/stats/analysis?begin=${BEGIN}&end=${END}&unit=month`);
      expect(figures.totals.orderCount, viewer.who).toBe(rows.length);
      expect(figures.totals.doneCount, viewer.who).toBe(rows.filter((row) => row.status === '4').length);
      expect(Object.fromEntries(figures.statusMix.map((entry) => [entry.status, entry.count])), viewer.who).toEqual(
        Object.fromEntries(tally(rows, (row) => row.status)),
      );
      expect(sum(figures.trend.map((point) => point.orderCount)), viewer.who).toBe(rows.length);
      const perCooperative = tally(
        rows.filter((row) => row.cooperativeId),
        (row) => String(row.cooperativeId),
      );
      for (const entry of figures.topCooperatives)
        expect(entry.orderCount, viewer.who).toBe(perCooperative.get(entry.id));
    }
  });

  it('in the order statistics and their export', async () => {
    for (const viewer of viewers) {
      const rows = inRange(await ordersOf(viewer));
      const byProvince = await get<OrderStatRow[]>(
        viewer,
        `/stats/orderStatistics?begin=${BEGIN}&end=${END}&group=province`,
      );
      expect(Object.fromEntries(byProvince.map((row) => [row.key, row.orderCount])), viewer.who).toEqual(
        Object.fromEntries(tally(rows, (row) => row.province)),
      );
      const byCooperative = await get<OrderStatRow[]>(
        viewer,
        `/stats/orderStatistics?begin=${BEGIN}&end=${END}&group=cooperative`,
      );
      expect(sum(byCooperative.map((row) => row.orderCount)), viewer.who).toBe(rows.length);

      const response = await farm.call(
        'GET',
        `/stats/orderStatistics/exportXls?begin=${BEGIN}&end=${END}&group=month`,
        { token: viewer.token, headers: viewer.headers },
      );
      const book = XLSX.read(response.rawPayload, { type: 'buffer' });
      const [, ...cells] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
      expect(sum(cells.map((cell) => Number(cell[1]))), viewer.who).toBe(rows.length);
    }
  });

  it('in the online statistics reports', async () => {
    const window = `self_beginDate=${BEGIN}&self_endDate=${END}&pageSize=1000`;
    for (const viewer of viewers) {
      const rows = inRange(await ordersOf(viewer));
      const orders = await get<PageOf<{ province: string; orderCount: number }>>(
        viewer,
        `/online/cgreport/api/getData/farm_order_stat?${window}`,
      );
      expect(Object.fromEntries(orders.records.map((row) => [row.province, row.orderCount])), viewer.who).toEqual(
        Object.fromEntries(tally(rows, (row) => row.province)),
      );
      const work = await get<PageOf<{ orderCount: number }>>(
        viewer,
        `/online/cgreport/api/getData/farm_work_stat?${window}`,
      );
      expect(sum(work.records.map((row) => row.orderCount)), viewer.who).toBe(
        rows.filter((row) => row.status !== '5').length,
      );
    }
  });

  it('on the map screen, the workplace and the task board', async () => {
    for (const viewer of viewers) {
      const rows = await ordersOf(viewer);
      const map = await get<MapScreenFigures>(viewer, '/stats/mapScreen');
      expect(sum(map.provinces.map((entry) => entry.orderCount)), viewer.who).toBe(rows.length);
      const workplace = await get<WorkplaceFigures>(viewer, '/stats/workplace');
      expect(workplace.orders?.count, viewer.who).toBe(
        rows.filter((row) => row.status === '1' || row.status === '2').length,
      );
      const lanes = await get<TaskLane[]>(viewer, '/stats/tasks');
      expect(lanes.find((lane) => lane.key === 'dispatch')?.count, viewer.who).toBe(
        rows.filter((row) => row.status === '1').length,
      );
      expect(lanes.find((lane) => lane.key === 'start')?.count, viewer.who).toBe(
        rows.filter((row) => row.status === '2').length,
      );
    }
  });
});

describe('the yield figures count the yield reports the caller lists', () => {
  it('hold to a data rule granted on the yield page', async () => {
    const db = farm.server.app.db;
    const yieldPage = (
      await db
        .selectFrom('sys_permission')
        .select('id')
        .where('url', '=', yieldDataResource.menuUrl)
        .executeTakeFirstOrThrow()
    ).id;
    const rule = {
      ruleName: '只看本部门产量',
      ruleColumn: 'sysOrgCode',
      ruleConditions: 'RIGHT_LIKE',
      ruleValue: '#{sys_org_code}',
    };
    expect(
      (
        await farm.call('POST', '/sys/permission/addPermissionRule', { payload: { permissionId: yieldPage, ...rule } })
      ).json().success,
    ).toBe(true);
    const { id } = await db
      .selectFrom('sys_permission_data_rule')
      .select('id')
      .where('ruleName', '=', rule.ruleName)
      .executeTakeFirstOrThrow();
    const saved = (
      await farm.call('POST', '/sys/role/datarule', {
        payload: { permissionId: yieldPage, roleId: 'role-branch', dataRuleIds: id },
      })
    ).json();
    expect(saved).toMatchObject({ success: true, message: dataRuleMessages.saved });

    const [sunqi, admin] = [viewers[0], viewers[3]];
    const dates = (await db.selectFrom('farm_yield_data').select('reportDate').where('tenantId', '=', 1).execute())
      .map((row) => String(row.reportDate))
      .sort();
    const [begin, end] = [dates[0], dates[dates.length - 1]];
    const reportsOf = async (viewer: Viewer) => {
      let query = db
        .selectFrom('farm_yield_data')
        .select(['reportDate', 'year'])
        .where('tenantId', '=', viewer.tenantId);
      if (viewer.orgPrefix) query = query.where('sysOrgCode', 'like', `${viewer.orgPrefix}%`);
      return query.execute();
    };
    for (const viewer of [sunqi, admin]) {
      const reports = await reportsOf(viewer);
      expect(reports.length, viewer.who).toBeGreaterThan(0);
      const statistics = await get<YieldStatRow[]>(
        viewer,
        `/stats/yieldStatistics?begin=${begin}&end=${end}&group=month`,
      );
      expect(sum(statistics.map((row) => row.reportCount)), viewer.who).toBe(reports.length);
      const screen = await get<YieldScreenFigures>(viewer, '/stats/yieldScreen');
      expect(
        screen.byYear.map((entry) => entry.year),
        viewer.who,
      ).toEqual([...new Set(reports.map((row) => Number(row.year)))].sort((a, b) => a - b));
    }
    expect((await reportsOf(sunqi)).length).toBeLessThan(await farm.countIn('farm_yield_data', 1));
  });
});
