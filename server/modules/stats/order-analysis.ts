import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db';
import { inScope, type RecordScope } from '../online';
import { ORDER_STATUS } from '../online/orders/order-flow';
import { assetResource } from '../../resources/machines';
import { orderResource } from '../../resources/orders';
import { ruleConditions, type ScopeOf } from './record-scopes';
import type { StatsRange } from './stats-range';
import { foldIntoWeeks, PERIOD_PREFIX, rounded, type TrendPoint } from './trend-periods';

type Orders = SelectQueryBuilder<Database, 'farm_order', object>;
type OrderColumns = ExpressionBuilder<Database, 'farm_order'>;

/** How many cooperatives and drivers the rankings name. */
export const TOP_COUNT = 10;
/** The asset states: in use counts as working, scrapped machines are no longer part of the fleet. */
const ASSET_IN_USE = '1';
const ASSET_SCRAPPED = '4';

export interface AnalysisTotals {
  orderCount: number;
  doneCount: number;
  /** Sum of the amounts of done orders (yuan). */
  revenue: number;
  /** Sum of the work areas of done orders (mu). */
  serviceArea: number;
  machineCount: number;
  machinesInUse: number;
  /** Machines in use over machines not scrapped, in percent with one decimal. */
  utilisation: number;
}

export interface Ranked {
  id: string;
  name: string;
  orderCount: number;
  revenue: number;
}

export interface AnalysisFigures {
  range: StatsRange;
  totals: AnalysisTotals;
  trend: TrendPoint[];
  topCooperatives: Ranked[];
  topDrivers: Ranked[];
  statusMix: { status: string; count: number }[];
}

function inRange(query: Orders, range: StatsRange): Orders {
  return query.where('farm_order.orderDate', '>=', range.begin).where('farm_order.orderDate', '<=', range.end);
}

/**
 * The orders of the range the caller's order list shows: the tenant's (the analysis index leads
 * with the tenant, migration 0010) that meet the caller's data rules on the order page.
 */
function scopedOrdersInRange(db: Kysely<Database>, range: StatsRange, orders: RecordScope): Orders {
  return inRange(inScope(db.selectFrom('farm_order'), orders, 'farm_order'), range);
}

/** A sum over done orders only: revenue and service area are what was actually worked. */
function doneSum(eb: OrderColumns, column: 'farm_order.amount' | 'farm_order.workArea') {
  return eb.fn.coalesce(
    eb.fn.sum<number>(eb.case().when('farm_order.status', '=', ORDER_STATUS.done).then(eb.ref(column)).else(0).end()),
    eb.lit(0),
  );
}

/** Orders, amounts and areas of one period in one state: one row of the single pass over the range. */
export interface PeriodStatusRow {
  period: string;
  status: string | null;
  orderCount: number;
  amount: number;
  workArea: number;
}

/**
 * One pass over the range's orders, grouped by day and state: the totals, the trend and the
 * status mix are all sums of these rows (three scans of a million orders would be one). The
 * grouping follows the analysis index (date, then state), so SQLite streams the groups as it
 * reads; grouping by month or year in SQL would make it sort every order first. Days fold into
 * the asked period here: at most a few thousand rows.
 */
export function dayStatusQuery(db: Kysely<Database>, range: StatsRange, orders: RecordScope) {
  return scopedOrdersInRange(db, range, orders)
    .select((eb) => [
      'farm_order.orderDate as day',
      'farm_order.status as status',
      eb.fn.countAll<number>().as('orderCount'),
      eb.fn.coalesce(eb.fn.sum<number>('farm_order.amount'), eb.lit(0)).as('amount'),
      eb.fn.coalesce(eb.fn.sum<number>('farm_order.workArea'), eb.lit(0)).as('workArea'),
    ])
    .groupBy(['farm_order.orderDate', 'farm_order.status']);
}

async function periodStatusRows(
  db: Kysely<Database>,
  range: StatsRange,
  orders: RecordScope,
): Promise<PeriodStatusRow[]> {
  const length = PERIOD_PREFIX[range.unit === 'week' ? 'day' : range.unit];
  const rows = await dayStatusQuery(db, range, orders).execute();
  return rows.map((row) => ({
    period: String(row.day).slice(0, length),
    status: row.status === null ? null : String(row.status),
    orderCount: Number(row.orderCount),
    amount: Number(row.amount),
    workArea: Number(row.workArea),
  }));
}

export interface OrderFigures {
  totals: { orderCount: number; doneCount: number; revenue: number; serviceArea: number };
  /** Per period, in period order; revenue and service area count done orders only. */
  points: TrendPoint[];
  statusMix: { status: string; count: number }[];
}

/** The totals, trend points and status mix of the rows of one pass; revenue and area are what done orders worked. */
export function foldPeriodStatus(rows: readonly PeriodStatusRow[], doneStatus: string): OrderFigures {
  const totals = { orderCount: 0, doneCount: 0, revenue: 0, serviceArea: 0 };
  const periods = new Map<string, TrendPoint>();
  const statuses = new Map<string, number>();
  for (const row of rows) {
    const done = row.status === doneStatus;
    totals.orderCount += row.orderCount;
    const point = periods.get(row.period) ?? { period: row.period, orderCount: 0, revenue: 0, serviceArea: 0 };
    point.orderCount += row.orderCount;
    if (done) {
      totals.doneCount += row.orderCount;
      totals.revenue += row.amount;
      totals.serviceArea += row.workArea;
      point.revenue += row.amount;
      point.serviceArea += row.workArea;
    }
    periods.set(row.period, point);
    const status = row.status ?? '';
    statuses.set(status, (statuses.get(status) ?? 0) + row.orderCount);
  }
  return {
    totals,
    points: [...periods.values()].sort((a, b) => a.period.localeCompare(b.period)),
    statusMix: [...statuses]
      .map(([status, count]) => ({ status, count }))
      .sort((a, b) => a.status.localeCompare(b.status)),
  };
}

async function machineTotals(db: Kysely<Database>, assets: RecordScope) {
  return inScope(db.selectFrom('farm_asset'), assets)
    .where('status', '<>', ASSET_SCRAPPED)
    .select((eb) => [
      eb.fn.countAll<number>().as('machineCount'),
      eb.fn
        .coalesce(eb.fn.sum<number>(eb.case().when('status', '=', ASSET_IN_USE).then(1).else(0).end()), eb.lit(0))
        .as('machinesInUse'),
    ])
    .executeTakeFirstOrThrow();
}

const toRanked = (row: { id: string; name: unknown; orderCount: unknown; revenue: unknown }): Ranked => ({
  id: row.id,
  name: String(row.name ?? ''),
  orderCount: Number(row.orderCount),
  revenue: Math.round(Number(row.revenue) * 100) / 100,
});

/**
 * The range's orders counted per cooperative or driver that exists: asked owner by owner, each
 * read from the owner's ranking index (owner, date, state, amount, migration 0008) in date order,
 * so no order is sorted; then named, the ten with most orders. The owners are the tenant's, and
 * an order names owners of its own tenant only (references are checked within the tenant), so the
 * owners alone keep the count to the tenant and the ranking index still answers it. The caller's
 * data rules on the order page narrow the orders counted (owners are named as the order list
 * labels them: by tenant alone).
 */
export function ordersPer(
  db: Kysely<Database>,
  range: StatsRange,
  owner: 'farm_order.cooperativeId' | 'farm_order.driverId',
  owners: 'farm_cooperative' | 'farm_driver',
  orders: RecordScope,
) {
  return ruleConditions(orders, 'farm_order')
    .reduce((narrowed, rule) => narrowed.where(rule), inRange(db.selectFrom('farm_order'), range))
    .where(owner, 'in', db.selectFrom(owners).select(`${owners}.id`).where(`${owners}.tenantId`, '=', orders.tenantId))
    .select((eb) => [
      eb.ref(owner).as('ownerId'),
      eb.fn.countAll<number>().as('orderCount'),
      doneSum(eb, 'farm_order.amount').as('revenue'),
    ])
    .groupBy(owner);
}

async function topCooperatives(db: Kysely<Database>, range: StatsRange, orders: RecordScope): Promise<Ranked[]> {
  const rows = await db
    .selectFrom(ordersPer(db, range, 'farm_order.cooperativeId', 'farm_cooperative', orders).as('counted'))
    .innerJoin('farm_cooperative', 'farm_cooperative.id', 'counted.ownerId')
    .select([
      'farm_cooperative.id as id',
      'farm_cooperative.name as name',
      'counted.orderCount as orderCount',
      'counted.revenue as revenue',
    ])
    .orderBy('counted.orderCount', 'desc')
    .orderBy('farm_cooperative.id')
    .limit(TOP_COUNT)
    .execute();
  return rows.map(toRanked);
}

async function topDrivers(db: Kysely<Database>, range: StatsRange, orders: RecordScope): Promise<Ranked[]> {
  const rows = await db
    .selectFrom(ordersPer(db, range, 'farm_order.driverId', 'farm_driver', orders).as('counted'))
    .innerJoin('farm_driver', 'farm_driver.id', 'counted.ownerId')
    .select([
      'farm_driver.id as id',
      'farm_driver.realname as name',
      'counted.orderCount as orderCount',
      'counted.revenue as revenue',
    ])
    .orderBy('counted.orderCount', 'desc')
    .orderBy('farm_driver.id')
    .limit(TOP_COUNT)
    .execute();
  return rows.map(toRanked);
}

/** Every figure of the analysis page, each computed from the orders and assets the caller's lists show. */
export async function analysisFigures(
  db: Kysely<Database>,
  range: StatsRange,
  scopeOf: ScopeOf,
): Promise<AnalysisFigures> {
  const [orderScope, assetScope] = await Promise.all([scopeOf(orderResource), scopeOf(assetResource)]);
  const [rows, machines, cooperatives, drivers] = await Promise.all([
    periodStatusRows(db, range, orderScope),
    machineTotals(db, assetScope),
    topCooperatives(db, range, orderScope),
    topDrivers(db, range, orderScope),
  ]);
  const orders = foldPeriodStatus(rows, ORDER_STATUS.done);
  const points = range.unit === 'week' ? foldIntoWeeks(orders.points) : orders.points.map(rounded);
  const machineCount = Number(machines.machineCount);
  const machinesInUse = Number(machines.machinesInUse);
  return {
    range,
    totals: {
      orderCount: orders.totals.orderCount,
      doneCount: orders.totals.doneCount,
      revenue: Math.round(orders.totals.revenue * 100) / 100,
      serviceArea: Math.round(orders.totals.serviceArea * 10) / 10,
      machineCount,
      machinesInUse,
      utilisation: machineCount ? Math.round((machinesInUse / machineCount) * 1000) / 10 : 0,
    },
    trend: points,
    topCooperatives: cooperatives,
    topDrivers: drivers,
    statusMix: orders.statusMix,
  };
}
