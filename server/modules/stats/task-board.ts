import type { Kysely } from 'kysely';
import type { TaskLane, TaskLaneKey } from '../../../wire';
import type { Database } from '../../db';
import { inScope, type RecordScope, type ResourceSpec } from '../online';
import { ORDER_STATUS } from '../online/orders/order-flow';
import { repairResource } from '../../resources/machines';
import { orderResource } from '../../resources/orders';
import { permissionCode } from '../online/routes/caller-grants';
import type { ScopeOf } from './record-scopes';

export type { TaskLane } from '../../../wire';

/** How many items a lane lists: those waiting longest. */
export const TASK_LANE_SIZE = 8;

/** Repair states (dictionary farm_repair_status): waiting for a technician, being repaired. */
const REPAIR_STATUS = { toAssign: '1', inRepair: '2' } as const;

/** One step of the work: the orders or repairs in one state, oldest first. */
interface LaneSpec {
  key: TaskLaneKey;
  permission: string;
  listUrl: string;
  /** The list the lane counts: its rows are those that list shows the caller. */
  resource: ResourceSpec;
  read: (db: Kysely<Database>, scope: RecordScope) => Promise<Omit<TaskLane, 'key' | 'listUrl'>>;
}

async function orderLane(
  db: Kysely<Database>,
  orders: RecordScope,
  status: string,
  since: 'createTime' | 'dispatchTime',
) {
  const inState = inScope(db.selectFrom('farm_order'), orders).where('status', '=', status);
  const [total, rows] = await Promise.all([
    inState.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    inState.select(['id', 'orderNo', 'farmerName', since]).orderBy(since).orderBy('id').limit(TASK_LANE_SIZE).execute(),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    number: String(row.orderNo ?? ''),
    subject: String(row.farmerName ?? ''),
    since: row[since] ?? null,
  }));
  return { count: Number(total.count), items };
}

async function repairLane(db: Kysely<Database>, repairs: RecordScope, status: string) {
  const inState = inScope(db.selectFrom('farm_repair'), repairs).where('status', '=', status);
  const [total, rows] = await Promise.all([
    inState.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    inState
      .select(['id', 'repairNo', 'faultDesc', 'reportTime'])
      .orderBy('reportTime')
      .orderBy('id')
      .limit(TASK_LANE_SIZE)
      .execute(),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    number: String(row.repairNo ?? ''),
    subject: String(row.faultDesc ?? ''),
    since: row.reportTime ?? null,
  }));
  return { count: Number(total.count), items };
}

const ORDER_LIST = {
  permission: permissionCode(orderResource.permission, 'list'),
  listUrl: orderResource.menuUrl,
  resource: orderResource,
};
const REPAIR_LIST = {
  permission: permissionCode(repairResource.permission, 'list'),
  listUrl: repairResource.menuUrl,
  resource: repairResource,
};

/** The lanes in the order the work goes: orders to dispatch and to start, repairs to assign and to finish. */
const LANES: readonly LaneSpec[] = [
  { key: 'dispatch', ...ORDER_LIST, read: (db, scope) => orderLane(db, scope, ORDER_STATUS.booked, 'createTime') },
  { key: 'start', ...ORDER_LIST, read: (db, scope) => orderLane(db, scope, ORDER_STATUS.dispatched, 'dispatchTime') },
  { key: 'assign', ...REPAIR_LIST, read: (db, scope) => repairLane(db, scope, REPAIR_STATUS.toAssign) },
  { key: 'repair', ...REPAIR_LIST, read: (db, scope) => repairLane(db, scope, REPAIR_STATUS.inRepair) },
];

/** The task home: each step of the work the caller may list, with how much of it their list shows waiting and what waits longest. */
export async function taskBoard(
  db: Kysely<Database>,
  buttons: ReadonlySet<string>,
  scopeOf: ScopeOf,
): Promise<TaskLane[]> {
  const shown = LANES.filter((lane) => buttons.has(lane.permission));
  return Promise.all(
    shown.map(async (lane) => ({
      key: lane.key,
      listUrl: lane.listUrl,
      ...(await lane.read(db, await scopeOf(lane.resource))),
    })),
  );
}
