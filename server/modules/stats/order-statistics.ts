import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db';
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

/** Orders with appointment days in the range, grouped; months in order, other groups by order count. */
export async function orderStatistics(db: Kysely<Database>, range: StatsRange, group: OrderGroup): Promise<OrderStatRow[]> {
  const key =
    group === 'province'
      ? sql<string | null>`${sql.ref('farm_order.province')}`
      : group === 'cooperative'
        ? sql<string | null>`${sql.ref('farm_order.cooperativeId')}`
        : sql<string>`substr(${sql.ref('farm_order.orderDate')}, 1, 7)`;
  const done = (column: 'farm_order.amount' | 'farm_order.workArea') =>
    sql<number>`coalesce(sum(case when ${sql.ref('farm_order.status')} = ${ORDER_STATUS.done} then ${sql.ref(column)} else 0 end), 0)`;
  const rows = await db
    .selectFrom('farm_order')
    .leftJoin('farm_cooperative', 'farm_cooperative.id', 'farm_order.cooperativeId')
    .where('farm_order.orderDate', '>=', range.begin)
    .where('farm_order.orderDate', '<=', range.end)
    .select((eb) => [
      key.as('key'),
      eb.fn.max('farm_cooperative.name').as('cooperativeName'),
      eb.fn.countAll<number>().as('orderCount'),
      sql<number>`sum(case when ${sql.ref('farm_order.status')} = ${ORDER_STATUS.done} then 1 else 0 end)`.as('doneCount'),
      done('farm_order.workArea').as('workArea'),
      done('farm_order.amount').as('revenue'),
    ])
    .groupBy(key)
    .execute();
  const answer = rows.map((row) => {
    const rowKey = String(row.key ?? '');
    return {
      key: rowKey,
      name: group === 'cooperative' ? String(row.cooperativeName ?? rowKey) : rowKey,
      orderCount: Number(row.orderCount),
      doneCount: Number(row.doneCount),
      workArea: round(row.workArea, 1),
      revenue: round(row.revenue, 2),
    };
  });
  return group === 'month'
    ? answer.sort((a, b) => a.key.localeCompare(b.key))
    : answer.sort((a, b) => b.orderCount - a.orderCount || a.name.localeCompare(b.name));
}
