import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { inScope, type RecordScope } from '../online';
import { ORDER_STATUS } from '../online/orders/order-flow';
import { repairResource } from '../../resources/machines';
import { orderResource } from '../../resources/orders';
import type { ScopeOf } from './record-scopes';

/** Repairs waiting for a technician or being repaired (dictionary farm_repair_status). */
const PENDING_REPAIR = ['1', '2'];
/** Orders not yet in service: booked or dispatched. */
const PENDING_ORDER = [ORDER_STATUS.booked, ORDER_STATUS.dispatched];
/** How many of the newest pending items the workplace lists. */
export const WORKPLACE_LIST_SIZE = 5;

export interface Pending<T> {
  count: number;
  newest: T[];
}

export interface WorkplaceFigures {
  /** Null when the caller may not list repairs (or orders): the workplace leaves the card out. */
  repairs: Pending<{
    id: string;
    repairNo: string | null;
    faultDesc: string | null;
    reportTime: string | null;
    status: string | null;
  }> | null;
  orders: Pending<{
    id: string;
    orderNo: string | null;
    farmerName: string | null;
    orderDate: string | null;
    status: string | null;
  }> | null;
}

async function pendingRepairs(
  db: Kysely<Database>,
  repairs: RecordScope,
): Promise<NonNullable<WorkplaceFigures['repairs']>> {
  const pending = inScope(db.selectFrom('farm_repair'), repairs).where('status', 'in', PENDING_REPAIR);
  const [total, newest] = await Promise.all([
    pending.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    pending
      .select(['id', 'repairNo', 'faultDesc', 'reportTime', 'status'])
      .orderBy('reportTime', 'desc')
      .orderBy('id')
      .limit(WORKPLACE_LIST_SIZE)
      .execute(),
  ]);
  return { count: Number(total.count), newest };
}

async function pendingOrders(
  db: Kysely<Database>,
  orders: RecordScope,
): Promise<NonNullable<WorkplaceFigures['orders']>> {
  const pending = inScope(db.selectFrom('farm_order'), orders).where('status', 'in', PENDING_ORDER);
  const [total, newest] = await Promise.all([
    pending.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    pending
      .select(['id', 'orderNo', 'farmerName', 'orderDate', 'status'])
      .orderBy('orderDate')
      .orderBy('id')
      .limit(WORKPLACE_LIST_SIZE)
      .execute(),
  ]);
  return { count: Number(total.count), newest };
}

/** The work waiting that the caller's buttons let them list, counted over the rows those lists show. */
export async function workplaceFigures(
  db: Kysely<Database>,
  buttons: ReadonlySet<string>,
  scopeOf: ScopeOf,
): Promise<WorkplaceFigures> {
  const [repairs, orders] = await Promise.all([
    buttons.has('farm_repair:list') ? pendingRepairs(db, await scopeOf(repairResource)) : null,
    buttons.has('farm_order:list') ? pendingOrders(db, await scopeOf(orderResource)) : null,
  ]);
  return { repairs, orders };
}
