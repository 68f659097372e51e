import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db';
import { inScope, ORDER_STATUS, type RecordScope } from '../online';
import { departSubtreeIds } from '../system';

/*
 * The 工作台's "XX 指数" radar (`/mock/api/workplace/radar`): one row per index, with a score out
 * of 100 for each of JeecgBoot's three series, 个人 / 团队 / 部门, which the client folds into
 * `{ item, user, score }` points. Ours are the order rates of the caller's own work: the orders
 * the caller took (个人), those of the department the caller works in (团队) and those of that
 * department with every department below it (部门), always within what the caller's order list
 * shows (tenant and data rules).
 */

/** One index: JeecgBoot's row shape, the series named as its client folds them. */
export interface RadarRow {
  item: string;
  个人: number;
  团队: number;
  部门: number;
}

/** The counts the rates are taken from, for one series. */
interface OrderCounts {
  total: number;
  dispatched: number;
  done: number;
  cancelled: number;
  paid: number;
  started: number;
  startedOnTime: number;
}

const PAID = '1';
/** An order dispatched at some point: dispatched, in service or done. */
const DISPATCHED_OR_LATER = [ORDER_STATUS.dispatched, ORDER_STATUS.inService, ORDER_STATUS.done];

/** A rate out of 100, whole; nothing to rate is 0. */
function rate(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 100) / whole) : 0;
}

/** The indices, each a rate over the orders a series counts. */
const INDICES: readonly { item: string; score: (counts: OrderCounts) => number }[] = [
  { item: '派单率', score: (c) => rate(c.dispatched, c.total) },
  { item: '完工率', score: (c) => rate(c.done, c.total) },
  { item: '履约率', score: (c) => rate(c.total - c.cancelled, c.total) },
  { item: '回款率', score: (c) => rate(c.paid, c.done) },
  { item: '准时开工率', score: (c) => rate(c.startedOnTime, c.started) },
];

const counted = (condition: Expression<SqlBool>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

async function orderCounts(
  db: Kysely<Database>,
  orders: RecordScope,
  series: Expression<SqlBool> | null,
): Promise<OrderCounts> {
  if (!series) return { total: 0, dispatched: 0, done: 0, cancelled: 0, paid: 0, started: 0, startedOnTime: 0 };
  const row = await inScope(db.selectFrom('farm_order'), orders)
    .where(series)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      counted(eb('status', 'in', DISPATCHED_OR_LATER)).as('dispatched'),
      counted(eb('status', '=', ORDER_STATUS.done)).as('done'),
      counted(eb('status', '=', ORDER_STATUS.cancelled)).as('cancelled'),
      counted(eb.and([eb('status', '=', ORDER_STATUS.done), eb('payStatus', '=', PAID)])).as('paid'),
      counted(eb('startTime', 'is not', null)).as('started'),
      // Started on the day booked or before it: times are 'YYYY-MM-DD HH:mm:ss', dates 'YYYY-MM-DD'.
      counted(
        eb.and([
          eb('startTime', 'is not', null),
          sql<SqlBool>`${sql.ref('startTime')} <= ${sql.ref('orderDate')} || ' 23:59:59'`,
        ]),
      ).as('startedOnTime'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    dispatched: Number(row.dispatched),
    done: Number(row.done),
    cancelled: Number(row.cancelled),
    paid: Number(row.paid),
    started: Number(row.started),
    startedOnTime: Number(row.startedOnTime),
  };
}

/** The org codes of a department and of every department below it. */
async function subtreeOrgCodes(db: Kysely<Database>, orgCode: string): Promise<string[]> {
  const depart = await db
    .selectFrom('sys_depart')
    .select('id')
    .where('orgCode', '=', orgCode)
    .where('delFlag', '=', '0')
    .executeTakeFirst();
  if (!depart) return [];
  const ids = await departSubtreeIds(db, [depart.id]);
  const rows = await db.selectFrom('sys_depart').select('orgCode').where('id', 'in', ids).execute();
  return rows.map((row) => row.orgCode);
}

/**
 * The radar of a caller: `username` for the orders they took, `orgCode` the department they work
 * in (none: the two department series count nothing). `orders` is the caller's order-list scope.
 */
export async function workplaceRadar(
  db: Kysely<Database>,
  orders: RecordScope,
  username: string,
  orgCode: string | null,
): Promise<RadarRow[]> {
  const codes = orgCode ? await subtreeOrgCodes(db, orgCode) : [];
  const [own, team, department] = await Promise.all([
    orderCounts(db, orders, sql<SqlBool>`${sql.ref('createBy')} = ${username}`),
    orderCounts(db, orders, orgCode ? sql<SqlBool>`${sql.ref('sysOrgCode')} = ${orgCode}` : null),
    orderCounts(db, orders, codes.length ? sql<SqlBool>`${sql.ref('sysOrgCode')} in (${sql.join(codes)})` : null),
  ]);
  return INDICES.map(({ item, score }) => ({ item, 个人: score(own), 团队: score(team), 部门: score(department) }));
}
