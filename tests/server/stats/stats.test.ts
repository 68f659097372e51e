import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsMessages } from '../../../server/messages';
import { CompiledQuery } from 'kysely';
import { dayStatusQuery, ordersPer, type AnalysisFigures } from '../../../server/modules/stats/order-analysis';
import { groupStatusQuery } from '../../../server/modules/stats/order-statistics';
import { tenantScope } from '../../../server/modules/online';
import type { MapScreenFigures, YieldScreenFigures } from '../../../server/modules/stats/screen-figures';
import type { ServerHealth } from '../../../server/modules/stats/server-health';
import { TASK_LANE_SIZE, type TaskLane } from '../../../server/modules/stats/task-board';
import type { WorkplaceFigures } from '../../../server/modules/stats/workplace-figures';
import { ON_POSTGRES } from '../support/test-database';
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
  driverId: string | null;
  province: string;
}

/** The admin works in his first tenant: the figures are that tenant's. */
const TENANT = 1;
const cents = (value: number) => Math.round(value * 100) / 100;
const tenths = (value: number) => Math.round(value * 10) / 10;

async function ordersIn(begin: string, end: string): Promise<OrderRow[]> {
  const rows = (await farm.server.app.db
    .selectFrom('farm_order')
    .select(['orderDate', 'status', 'amount', 'workArea', 'cooperativeId', 'driverId', 'province'])
    .where('tenantId', '=', TENANT)
    .execute()) as OrderRow[];
  return rows.filter((row) => row.orderDate >= begin && row.orderDate <= end);
}

async function analysis(query: string, token?: string) {
  return farm.get<AnalysisFigures>(`/stats/analysis?${query}`, token);
}

/** Counts of each key, as a plain object. */
function tally<T>(
  rows: readonly T[],
  key: (row: T) => string,
  weight: (row: T) => number = () => 1,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + weight(row));
  return counts;
}

beforeAll(async () => {
  farm = await farmServer();
});
afterAll(() => farm.close());

describe('the analysis figures', () => {
  it('count, sum and rank the seeded orders of the range', async () => {
    const rows = await ordersIn(BEGIN, END);
    expect(rows.length).toBeGreaterThan(100);
    const done = rows.filter((row) => row.status === '4');
    const answer = await analysis(`begin=${BEGIN}&end=${END}&unit=month`);
    expect(answer.success).toBe(true);
    const { totals, statusMix, topCooperatives, topDrivers } = answer.result;
    expect(totals.orderCount).toBe(rows.length);
    expect(totals.doneCount).toBe(done.length);
    expect(totals.revenue).toBeCloseTo(cents(done.reduce((sum, row) => sum + (row.amount ?? 0), 0)), 2);
    expect(totals.serviceArea).toBeCloseTo(tenths(done.reduce((sum, row) => sum + row.workArea, 0)), 1);
    expect(Object.fromEntries(statusMix.map((entry) => [entry.status, entry.count]))).toEqual(
      Object.fromEntries(tally(rows, (row) => row.status)),
    );

    const byCooperative = tally(
      rows.filter((row) => row.cooperativeId),
      (row) => String(row.cooperativeId),
    );
    const bestCount = Math.max(...byCooperative.values());
    expect(topCooperatives[0].orderCount).toBe(bestCount);
    for (const entry of topCooperatives) expect(entry.orderCount).toBe(byCooperative.get(entry.id));
    const byDriver = tally(
      rows.filter((row) => row.driverId),
      (row) => String(row.driverId),
    );
    expect(topDrivers[0].orderCount).toBe(Math.max(...byDriver.values()));
    for (const entry of topDrivers) expect(entry.orderCount).toBe(byDriver.get(entry.id));
    expect(topDrivers.every((entry) => entry.name.length > 0)).toBe(true);
  });

  // SQLite's own query plan (`explain query plan`); PostgreSQL plans by its statistics, another check.
  it.skipIf(ON_POSTGRES)('reads each pass from an index in its grouping order: no order is sorted', async () => {
    const db = farm.server.app.db;
    const range = { begin: BEGIN, end: END, unit: 'month' as const };
    // The admin's scope: his tenant, no data rules.
    const scope = tenantScope(TENANT);
    const planOf = async (query: { compile: () => CompiledQuery }) => {
      const { sql: text, parameters } = query.compile();
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
      );
      return plan.rows.map((row) => row.detail).join(' | ');
    };
    const passes = [
      [dayStatusQuery(db, range, scope), 'idx_farm_order_analysis'],
      [
        ordersPer(db, range, 'farm_order.cooperativeId', 'farm_cooperative', scope),
        'idx_farm_order_cooperative_id_ranking',
      ],
      [ordersPer(db, range, 'farm_order.driverId', 'farm_driver', scope), 'idx_farm_order_driver_id_ranking'],
    ] as const;
    for (const [query, index] of passes) {
      const plan = await planOf(query);
      expect(plan).toContain(`COVERING INDEX ${index}`);
      expect(plan).not.toContain('TEMP B-TREE');
    }
    // The statistics pages: months streamed by day; provinces and cooperatives sorted, but from the index alone.
    expect(await planOf(groupStatusQuery(db, range, 'month', scope))).not.toContain('TEMP B-TREE');
    for (const group of ['month', 'province', 'cooperative'] as const) {
      expect(await planOf(groupStatusQuery(db, range, group, scope)), group).toContain(
        'COVERING INDEX idx_farm_order_analysis',
      );
    }
  });

  it('works out machine utilisation from the assets', async () => {
    const assets = await farm.server.app.db
      .selectFrom('farm_asset')
      .select(['status'])
      .where('tenantId', '=', TENANT)
      .execute();
    const fleet = assets.filter((asset) => asset.status !== '4');
    const inUse = fleet.filter((asset) => asset.status === '1').length;
    const { totals } = (await analysis(`begin=${BEGIN}&end=${END}`)).result;
    expect(totals.machineCount).toBe(fleet.length);
    expect(totals.machinesInUse).toBe(inUse);
    expect(totals.utilisation).toBe(Math.round((inUse / fleet.length) * 1000) / 10);
  });

  it('draws the trend by day, week, month and year, each adding up to the totals', async () => {
    const rows = await ordersIn(BEGIN, END);
    const periods = { day: (d: string) => d, month: (d: string) => d.slice(0, 7), year: (d: string) => d.slice(0, 4) };
    for (const [unit, periodOf] of Object.entries(periods)) {
      const { trend } = (await analysis(`begin=${BEGIN}&end=${END}&unit=${unit}`)).result;
      expect(Object.fromEntries(trend.map((point) => [point.period, point.orderCount]))).toEqual(
        Object.fromEntries(tally(rows, (row) => periodOf(row.orderDate))),
      );
    }
    const weeks = (await analysis(`begin=${BEGIN}&end=${END}&unit=week`)).result.trend;
    expect(weeks.reduce((sum, point) => sum + point.orderCount, 0)).toBe(rows.length);
    for (const point of weeks) expect(new Date(`${point.period}T00:00:00Z`).getUTCDay()).toBe(1);
    const mondayTwo = rows.filter((row) => row.orderDate >= '2024-06-03' && row.orderDate <= '2024-06-09').length;
    expect(weeks.find((point) => point.period === '2024-06-03')?.orderCount ?? 0).toBe(mondayTwo);
  });

  it('refuses a bad date, a reversed range and an unknown unit with a message', async () => {
    expect((await analysis('begin=2024-02-30')).message).toBe(statsMessages.badDate('begin'));
    expect((await analysis('begin=2024-05-01&end=2024-04-01')).message).toBe(statsMessages.badRange);
    expect((await analysis('unit=hour')).message).toBe(statsMessages.badUnit);
    expect((await analysis('begin=2000-01-01&end=2024-01-01')).message).toBe(statsMessages.rangeTooLong(10));
  });

  it('answers an empty range with zeros and empty lists', async () => {
    const { totals, trend, statusMix, topCooperatives } = (await analysis('begin=1990-01-01&end=1990-12-31')).result;
    expect(totals).toMatchObject({ orderCount: 0, revenue: 0, serviceArea: 0 });
    expect([trend, statusMix, topCooperatives]).toEqual([[], [], []]);
  });

  it('is refused to a user without the order list button', async () => {
    const answer = await analysis('', await farm.tokenOf('wujiu'));
    expect(answer.code).toBe(510);
  });

  it('opens the statistics, not the analysis, to a role given only the statistics pages', async () => {
    const db = farm.server.app.db;
    const token = await farm.tokenOf('wujiu');
    const statistics = [
      '/stats/orderStatistics',
      '/stats/orderStatistics/exportXls',
      '/stats/yieldStatistics',
      '/stats/yieldStatistics/exportXls',
    ];
    // A refusal is a JSON answer with code 510; an export that is allowed is the workbook itself.
    const statusOf = async (url: string) => {
      const answer = await farm.call('GET', `${url}?begin=${BEGIN}&end=${END}`, { token });
      return String(answer.headers['content-type']).includes('json')
        ? answer.json<{ code?: number }>().code
        : answer.statusCode;
    };
    for (const url of statistics) expect(await statusOf(url), url).toBe(510);

    const buttons = await db
      .selectFrom('sys_permission')
      .select(['id', 'perms'])
      .where('perms', 'in', ['online_report:farm_order_stat', 'online_report:farm_yield_stat'])
      .execute();
    expect(buttons.map((button) => button.perms).sort()).toEqual([
      'online_report:farm_order_stat',
      'online_report:farm_yield_stat',
    ]);
    await db
      .insertInto('sys_role_permission')
      .values(
        buttons.map((button) => ({ id: `rps-${button.id.slice(-28)}`, roleId: 'role-guest', permissionId: button.id })),
      )
      .execute();
    farm.server.app.grants.forget();
    try {
      for (const url of statistics) expect(await statusOf(url), url).not.toBe(510);
      expect((await analysis('', token)).code).toBe(510);
      expect((await farm.get('/stats/mapScreen', token)).code).toBe(510);
    } finally {
      await db.deleteFrom('sys_role_permission').where('id', 'like', 'rps-%').execute();
      farm.server.app.grants.forget();
    }
  });
});

describe('the data screens', () => {
  it('count orders and machines per province', async () => {
    const orders = await farm.server.app.db
      .selectFrom('farm_order')
      .select(['province'])
      .where('tenantId', '=', TENANT)
      .execute();
    const machines = await farm.server.app.db
      .selectFrom('farm_asset')
      .innerJoin('farm_cooperative', 'farm_cooperative.id', 'farm_asset.cooperativeId')
      .select(['farm_cooperative.province as province'])
      .where('farm_asset.tenantId', '=', TENANT)
      .execute();
    const answer = await farm.get<MapScreenFigures>('/stats/mapScreen');
    const shown = new Map(answer.result.provinces.map((entry) => [entry.province, entry]));
    for (const [province, count] of tally(orders, (row) => String(row.province)))
      expect(shown.get(province)?.orderCount).toBe(count);
    for (const [province, count] of tally(machines, (row) => String(row.province)))
      expect(shown.get(province)?.machineCount).toBe(count);
    const sensors = await farm.server.app.db
      .selectFrom('farm_sensor')
      .select(['sensorCode'])
      .where('tenantId', '=', TENANT)
      .execute();
    expect(answer.result.readings.length).toBe(Math.min(sensors.length, 50));
    expect(new Set(answer.result.readings.map((reading) => reading.collectTime)).size).toBeLessThanOrEqual(1);
  });

  it('add up yield, bake loss and the baking dictionary', async () => {
    const db = farm.server.app.db;
    const yields = await db
      .selectFrom('farm_yield_data')
      .select(['year', 'totalYield', 'province', 'cropType'])
      .where('tenantId', '=', TENANT)
      .execute();
    const losses = await db
      .selectFrom('farm_bake_loss')
      .select(['cropType', 'lossRate', 'wetWeight'])
      .where('tenantId', '=', TENANT)
      .execute();
    const dict = await db.selectFrom('farm_bake_dict').select(['cropType']).where('tenantId', '=', TENANT).execute();
    const answer = (await farm.get<YieldScreenFigures>('/stats/yieldScreen')).result;
    const byYear = tally(
      yields,
      (row) => String(row.year),
      (row) => Number(row.totalYield),
    );
    for (const entry of answer.byYear)
      expect(entry.totalYield).toBeCloseTo(tenths(byYear.get(String(entry.year)) ?? -1), 1);
    expect(answer.byYear.length).toBe(byYear.size);
    const latest = Math.max(...yields.map((row) => Number(row.year)));
    const latestByProvince = tally(
      yields.filter((row) => row.year === latest),
      (row) => String(row.province),
      (row) => Number(row.totalYield),
    );
    for (const entry of answer.byProvince)
      expect(entry.totalYield).toBeCloseTo(tenths(latestByProvince.get(entry.province) ?? -1), 1);
    const batches = tally(losses, (row) => String(row.cropType));
    for (const entry of answer.bakeLoss) expect(entry.batchCount).toBe(batches.get(entry.cropType));
    expect(answer.bakeDict.length).toBe(dict.length);
  });
});

describe('the workplace and the monitor', () => {
  it('count the pending repairs and orders', async () => {
    const db = farm.server.app.db;
    const repairs = await db
      .selectFrom('farm_repair')
      .select(['status'])
      .where('status', 'in', ['1', '2'])
      .where('tenantId', '=', TENANT)
      .execute();
    const orders = await db
      .selectFrom('farm_order')
      .select(['status'])
      .where('status', 'in', ['1', '2'])
      .where('tenantId', '=', TENANT)
      .execute();
    const answer = (await farm.get<WorkplaceFigures>('/stats/workplace')).result;
    expect(answer.repairs?.count).toBe(repairs.length);
    expect(answer.orders?.count).toBe(orders.length);
    expect(answer.orders?.newest.length).toBe(Math.min(5, orders.length));
    const forNobody = (await farm.get<WorkplaceFigures>('/stats/workplace', await farm.tokenOf('wujiu'))).result;
    expect(forNobody).toEqual({ repairs: null, orders: null });
  });

  it('lays out the task board: each step with its count and the items waiting longest', async () => {
    const db = farm.server.app.db;
    const orders = await db
      .selectFrom('farm_order')
      .select(['id', 'status', 'createTime', 'dispatchTime'])
      .where('status', 'in', ['1', '2'])
      .where('tenantId', '=', TENANT)
      .execute();
    const repairs = await db
      .selectFrom('farm_repair')
      .select(['id', 'status', 'reportTime'])
      .where('status', 'in', ['1', '2'])
      .where('tenantId', '=', TENANT)
      .execute();
    const lanes = (await farm.get<TaskLane[]>('/stats/tasks')).result;
    expect(lanes.map((lane) => lane.key)).toEqual(['dispatch', 'start', 'assign', 'repair']);
    const expected = {
      dispatch: orders.filter((row) => row.status === '1').map((row) => ({ id: row.id, since: row.createTime })),
      start: orders.filter((row) => row.status === '2').map((row) => ({ id: row.id, since: row.dispatchTime })),
      assign: repairs.filter((row) => row.status === '1').map((row) => ({ id: row.id, since: row.reportTime })),
      repair: repairs.filter((row) => row.status === '2').map((row) => ({ id: row.id, since: row.reportTime })),
    };
    for (const lane of lanes) {
      const waiting = expected[lane.key];
      expect(lane.count, lane.key).toBe(waiting.length);
      expect(lane.items.length, lane.key).toBe(Math.min(TASK_LANE_SIZE, waiting.length));
      const oldest = waiting
        .map((item) => String(item.since ?? ''))
        .sort()
        .slice(0, lane.items.length);
      expect(
        lane.items.map((item) => String(item.since ?? '')),
        `${lane.key} longest waiting first`,
      ).toEqual(oldest);
      for (const item of lane.items) expect(waiting.some((candidate) => candidate.id === item.id)).toBe(true);
    }
    expect(
      expected.dispatch.length + expected.start.length + expected.repair.length,
      'seeded work waiting',
    ).toBeGreaterThan(TASK_LANE_SIZE);
    expect(lanes.find((lane) => lane.key === 'repair')?.listUrl).toBe('/online/cgformInnerTableList/farm_repair');
    expect((await farm.get<TaskLane[]>('/stats/tasks', await farm.tokenOf('wujiu'))).result).toEqual([]);
  });

  it('reports uptime, memory, the request rate and the database size to admins only', async () => {
    for (let index = 0; index < 5; index += 1) await farm.get('/stats/workplace');
    const health = (await farm.get<ServerHealth>('/stats/monitor')).result;
    expect(health.memory.rss).toBeGreaterThan(0);
    expect(health.databaseBytes).toBeGreaterThan(100_000);
    expect(health.requestsPerSecond).toBeGreaterThanOrEqual(5 / 60);
    expect((await farm.get('/stats/monitor', await farm.tokenOf('operator'))).code).toBe(510);
  });
});
