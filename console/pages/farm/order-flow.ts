/*
 * The order page's flow buttons. The server enforces the flow (server/modules/online/orders/
 * order-flow.ts); this only decides which buttons an order in a given state shows.
 */

export const ORDER_CODE = 'farm_order';

export type OrderAction = 'dispatch' | 'start' | 'finish' | 'cancel';

/** Booked -> dispatched -> in service -> done; cancelled from booked or dispatched. */
const NEXT_ACTIONS: Readonly<Record<string, readonly OrderAction[]>> = {
  '1': ['dispatch', 'cancel'],
  '2': ['start', 'cancel'],
  '3': ['finish'],
};

export function orderActionsFor(status: unknown): readonly OrderAction[] {
  return NEXT_ACTIONS[String(status ?? '')] ?? [];
}

/** The server keeps up to 200 characters of a cancel reason. */
export const CANCEL_REASON_MAX = 200;

export const ORDER_TRANSITION_URL = '/farm/order/transition';
export const ORDER_TRANSITION_PERMISSION = 'farm_order:transition';
