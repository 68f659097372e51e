import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db';
import { ORDER_STATUS } from '../online/orders/order-flow';
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

/** A sum over done orders only: revenue and service area are what was actually worked. */
function doneSum(eb: OrderColumns, column: 'farm_order.amount' | 'farm_order.workArea') {
  return eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('farm_order.status', '=', ORDER_STATUS.done).then(eb.ref(column)).else(0).end()), eb.lit(0));
}

function doneCount(eb: OrderColumns) {
  return eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('farm_order.status', '=', ORDER_STATUS.done).then(1).else(0).end()), eb.lit(0));
}

async function orderTotals(db: Kysely<Database>, range: StatsRange) {
  return inRange(db.selectFrom('farm_order'), range)
    .select((eb) => [eb.fn.countAll<number>().as('orderCount'), doneCount(eb).as('doneCount'), doneSum(eb, 'farm_order.amount').as('revenue'), doneSum(eb, 'farm_order.workArea').as('serviceArea')])
    .executeTakeFirstOrThrow();
}

async function machineTotals(db: Kysely<Database>) {
  return db
    .selectFrom('farm_asset')
    .where('status', '<>', ASSET_SCRAPPED)
    .select((eb) => [eb.fn.countAll<number>().as('machineCount'), eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('status', '=', ASSET_IN_USE).then(1).else(0).end()), eb.lit(0)).as('machinesInUse')])
    .executeTakeFirstOrThrow();
}

async function trend(db: Kysely<Database>, range: StatsRange): Promise<TrendPoint[]> {
  const length = PERIOD_PREFIX[range.unit === 'week' ? 'day' : range.unit];
  const period = sql<string>`substr(${sql.ref('farm_order.orderDate')}, 1, ${sql.lit(length)})`;
  const rows = await inRange(db.selectFrom('farm_order'), range)
    .select((eb) => [period.as('period'), eb.fn.countAll<number>().as('orderCount'), doneSum(eb, 'farm_order.amount').as('revenue'), doneSum(eb, 'farm_order.workArea').as('serviceArea')])
    .groupBy(period)
    .orderBy(period)
    .execute();
  const points = rows.map((row) => ({ period: row.period, orderCount: Number(row.orderCount), revenue: Number(row.revenue), serviceArea: Number(row.serviceArea) }));
  return range.unit === 'week' ? foldIntoWeeks(points) : points.map(rounded);
}

async function topCooperatives(db: Kysely<Database>, range: StatsRange): Promise<Ranked[]> {
  const rows = await db
    .selectFrom('farm_order')
    .innerJoin('farm_cooperative', 'farm_cooperative.id', 'farm_order.cooperativeId')
    .where('farm_order.orderDate', '>=', range.begin)
    .where('farm_order.orderDate', '<=', range.end)
    .select((eb) => ['farm_cooperative.id as id', 'farm_cooperative.name as name', eb.fn.countAll<number>().as('orderCount'), doneSum(eb, 'farm_order.amount').as('revenue')])
    .groupBy(['farm_cooperative.id', 'farm_cooperative.name'])
    .orderBy('orderCount', 'desc')
    .orderBy('farm_cooperative.id')
    .limit(TOP_COUNT)
    .execute();
  return rows.map((row) => ({ id: row.id, name: String(row.name ?? ''), orderCount: Number(row.orderCount), revenue: Math.round(Number(row.revenue) * 100) / 100 }));
}

async function topDrivers(db: Kysely<Database>, range: StatsRange): Promise<Ranked[]> {
  const rows = await db
    .selectFrom('farm_order')
    .innerJoin('farm_driver', 'farm_driver.id', 'farm_order.driverId')
    .where('farm_order.orderDate', '>=', range.begin)
    .where('farm_order.orderDate', '<=', range.end)
    .select((eb) => ['farm_driver.id as id', 'farm_driver.realname as name', eb.fn.countAll<number>().as('orderCount'), doneSum(eb, 'farm_order.amount').as('revenue')])
    .groupBy(['farm_driver.id', 'farm_driver.realname'])
    .orderBy('orderCount', 'desc')
    .orderBy('farm_driver.id')
    .limit(TOP_COUNT)
    .execute();
  return rows.map((row) => ({ id: row.id, name: String(row.name ?? ''), orderCount: Number(row.orderCount), revenue: Math.round(Number(row.revenue) * 100) / 100 }));
}

async function statusMix(db: Kysely<Database>, range: StatsRange) {
  const rows = await inRange(db.selectFrom('farm_order'), range)
    .select((eb) => ['farm_order.status as status', eb.fn.countAll<number>().as('count')])
    .groupBy('farm_order.status')
    .orderBy('farm_order.status')
    .execute();
  return rows.map((row) => ({ status: String(row.status ?? ''), count: Number(row.count) }));
}

/** Every figure of the analysis page, each computed from the orders and assets tables. */
export async function analysisFigures(db: Kysely<Database>, range: StatsRange): Promise<AnalysisFigures> {
  const [orders, machines, points, cooperatives, drivers, mix] = await Promise.all([
    orderTotals(db, range),
    machineTotals(db),
    trend(db, range),
    topCooperatives(db, range),
    topDrivers(db, range),
    statusMix(db, range),
  ]);
  const machineCount = Number(machines.machineCount);
  const machinesInUse = Number(machines.machinesInUse);
  return {
    range,
    totals: {
      orderCount: Number(orders.orderCount),
      doneCount: Number(orders.doneCount),
      revenue: Math.round(Number(orders.revenue) * 100) / 100,
      serviceArea: Math.round(Number(orders.serviceArea) * 10) / 10,
      machineCount,
      machinesInUse,
      utilisation: machineCount ? Math.round((machinesInUse / machineCount) * 1000) / 10 : 0,
    },
    trend: points,
    topCooperatives: cooperatives,
    topDrivers: drivers,
    statusMix: mix,
  };
}
