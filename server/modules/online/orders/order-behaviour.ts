import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import { orderMessages as say } from '../../../messages';
import { dictTexts } from '../../dict';
import type { ResourceBehaviour, WriteContext } from '../records/behaviour';
import type { RecordValues } from '../records/read-input';
import { anyTables, type AnyRow } from '../records/tables';
import { canTransition, ORDER_STATUS, STAMPED_AT } from './order-flow';

const UNPAID = '0';

/** 'DD' + the day + six digits: 'DD20240920' + '038172'. */
function orderNumber(now: string): string {
  return `DD${now.slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function freshOrderNumbers(db: Kysely<Database>, count: number, now: string): Promise<string[]> {
  const numbers = new Set<string>();
  while (numbers.size < count) {
    const candidates = Array.from({ length: count - numbers.size }, () => orderNumber(now)).filter(
      (n) => !numbers.has(n),
    );
    const taken = candidates.length
      ? await anyTables(db).selectFrom('farm_order').select('orderNo').where('orderNo', 'in', candidates).execute()
      : [];
    const takenSet = new Set(taken.map((row) => String(row.orderNo)));
    for (const candidate of candidates) if (!takenSet.has(candidate)) numbers.add(candidate);
  }
  return [...numbers];
}

async function statusText(db: Kysely<Database>, status: string): Promise<string> {
  return (await dictTexts(db, ['farm_order_status'])).get('farm_order_status')?.get(status) ?? status;
}

function roundedAmount(values: RecordValues): number | undefined {
  const area = values.get('workArea');
  const price = values.get('unitPrice');
  return typeof area === 'number' && typeof price === 'number' ? Math.round(area * price * 100) / 100 : undefined;
}

/**
 * New orders get a number, start booked (an import may load orders in any state: it brings
 * existing records) and unpaid, and their amount is area times price when not given.
 */
async function beforeAdd(rows: RecordValues[], context: WriteContext): Promise<string[][]> {
  const numbers = await freshOrderNumbers(context.db, rows.filter((row) => !row.get('orderNo')).length, context.now);
  return rows.map((row) => {
    if (!row.get('orderNo')) row.set('orderNo', numbers.pop() ?? orderNumber(context.now));
    if (!row.get('payStatus')) row.set('payStatus', UNPAID);
    const amount = roundedAmount(row);
    if ((row.get('amount') ?? null) === null && amount !== undefined) row.set('amount', amount);
    const status = row.get('status') ?? null;
    if (status === null) row.set('status', ORDER_STATUS.booked);
    return context.source === 'form' && status !== null && status !== ORDER_STATUS.booked
      ? [say.newOrderMustBeBooked]
      : [];
  });
}

/** A change of state must follow the flow; dispatching needs a driver; each step stamps its time. */
async function beforeEdit(stored: AnyRow, values: RecordValues, context: WriteContext): Promise<string[]> {
  const from = String(stored.status ?? '');
  const to = values.has('status') ? String(values.get('status') ?? '') : from;
  if (to === from) return [];
  if (!canTransition(from, to))
    return [say.refusedTransition(await statusText(context.db, from), await statusText(context.db, to))];
  const driver = values.has('driverId') ? values.get('driverId') : stored.driverId;
  if (to === ORDER_STATUS.dispatched && !driver) return [say.dispatchNeedsDriver];
  const stamp = STAMPED_AT[to];
  if (stamp) values.set(stamp, context.now);
  return [];
}

export const orderBehaviour: ResourceBehaviour = { beforeAdd, beforeEdit };
