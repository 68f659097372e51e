import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { inScope, type RecordScope } from '../online';
import { ORDER_STATUS } from '../online/orders/order-flow';
import type { OrderGroup } from './statistics-groups';
import type { StatsRange } from './stats-range';

/** One group of the order statistics: all orders counted, work and revenue of the done ones. */
export interface OrderStatRow {
  /** The province, the cooperative's id or the month (yyyy-MM); '' for orders without one. */
  key: string;
  /** What the table shows: the cooperative's name for the cooperative grouping, else the key. */
  name: string;
  orderCount: number;
  doneCount: number;
  /** Work area of the done orders (mu), one decimal. */
  workArea: number;
  /** Amount of the done orders (yuan), two decimals. */
  revenue: number;
}

const round = (value: unknown, places: number) => Math.round(Number(value ?? 0) * 10 ** places) / 10 ** places;

interface GroupStatusRow {
  key: string;
  status: string;
  orderCount: number;
  amount: number;
  workArea: number;
}

/**
 * The range's orders counted per group and state, from the analysis index alone (date, state,
 * amount, area, cooperative, driver, province; migrations 0007 and 0009). Months are read by day
 * (the index's own order: no sort) and folded here; cooperatives are named afterwards, for the
 * few groups there are, not joined to every order.
 */
export function groupStatusQuery(db: Kysely<Database>, range: StatsRange, group: OrderGroup, orders: RecordScope) {
  const column =
    group === 'province'
      ? 'farm_order.province'
      : group === 'cooperative'
        ? 'farm_order.cooperativeId'
        : 'farm_order.orderDate';
  return inScope(db.selectFrom('farm_order'), orders, 'farm_order')
    .where('farm_order.orderDate', '>=', range.begin)
    .where('farm_order.orderDate', '<=', range.end)
    .select((eb) => [
      eb.ref(column).as('key'),
      'farm_order.status as status',
      eb.fn.countAll<number>().as('orderCount'),
      eb.fn.coalesce(eb.fn.sum<number>('farm_order.amount'), eb.lit(0)).as('amount'),
      eb.fn.coalesce(eb.fn.sum<number>('farm_order.workArea'), eb.lit(0)).as('workArea'),
    ])
    .groupBy([column, 'farm_order.status']);
}

async function groupStatusRows(
  db: Kysely<Database>,
  range: StatsRange,
  group: OrderGroup,
  orders: RecordScope,
): Promise<GroupStatusRow[]> {
  const rows = await groupStatusQuery(db, range, group, orders).execute();
  return rows.map((row) => ({
    key: group === 'month' ? String(row.key ?? '').slice(0, 7) : String(row.key ?? ''),
    status: String(row.status ?? ''),
    orderCount: Number(row.orderCount),
    amount: Number(row.amount),
    workArea: Number(row.workArea),
  }));
}

async function cooperativeNames(
  db: Kysely<Database>,
  ids: readonly string[],
  tenantId: number,
): Promise<Map<string, string>> {
  const known = ids.filter((id) => id !== '');
  if (known.length === 0) return new Map();
  const rows = await db
    .selectFrom('farm_cooperative')
    .select(['id', 'name'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', known)
    .execute();
  return new Map(rows.map((row) => [row.id, String(row.name ?? row.id)]));
}

/**
 * The orders the caller's order list shows (the tenant's, within the caller's data rules on the
 * order page) with appointment days in the range, grouped; months in order, other groups by
 * order count. Cooperatives are named as the list labels them, by tenant alone.
 */
export async function orderStatistics(
  db: Kysely<Database>,
  range: StatsRange,
  group: OrderGroup,
  orders: RecordScope,
): Promise<OrderStatRow[]> {
  const groups = new Map<string, { orderCount: number; doneCount: number; workArea: number; revenue: number }>();
  for (const row of await groupStatusRows(db, range, group, orders)) {
    const sums = groups.get(row.key) ?? { orderCount: 0, doneCount: 0, workArea: 0, revenue: 0 };
    sums.orderCount += row.orderCount;
    if (row.status === ORDER_STATUS.done) {
      sums.doneCount += row.orderCount;
      sums.workArea += row.workArea;
      sums.revenue += row.amount;
    }
    groups.set(row.key, sums);
  }
  const names =
    group === 'cooperative'
      ? await cooperativeNames(db, [...groups.keys()], orders.tenantId)
      : new Map<string, string>();
  const answer = [...groups].map(([key, sums]) => ({
    key,
    name: names.get(key) ?? key,
    orderCount: sums.orderCount,
    doneCount: sums.doneCount,
    workArea: round(sums.workArea, 1),
    revenue: round(sums.revenue, 2),
  }));
  return group === 'month'
    ? answer.sort((a, b) => a.key.localeCompare(b.key))
    : answer.sort((a, b) => b.orderCount - a.orderCount || a.name.localeCompare(b.name));
}
