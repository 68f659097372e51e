/*
 * The state flow of a farm machine order (dictionary farm_order_status):
 * booked -> dispatched -> in service -> done, and cancelled from booked or dispatched.
 */

export const ORDER_STATUS = { booked: '1', dispatched: '2', inService: '3', done: '4', cancelled: '5' } as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

const NEXT: Readonly<Record<string, readonly string[]>> = {
  [ORDER_STATUS.booked]: [ORDER_STATUS.dispatched, ORDER_STATUS.cancelled],
  [ORDER_STATUS.dispatched]: [ORDER_STATUS.inService, ORDER_STATUS.cancelled],
  [ORDER_STATUS.inService]: [ORDER_STATUS.done],
  [ORDER_STATUS.done]: [],
  [ORDER_STATUS.cancelled]: [],
};

export function canTransition(from: string, to: string): boolean {
  return (NEXT[from] ?? []).includes(to);
}

/** The actions of the transition endpoint and the state each leads to. */
export const ORDER_ACTIONS = {
  dispatch: ORDER_STATUS.dispatched,
  start: ORDER_STATUS.inService,
  finish: ORDER_STATUS.done,
  cancel: ORDER_STATUS.cancelled,
} as const satisfies Readonly<Record<string, OrderStatus>>;

export type OrderAction = keyof typeof ORDER_ACTIONS;

/** The time a transition into a state records. */
export const STAMPED_AT: Readonly<Partial<Record<string, string>>> = {
  [ORDER_STATUS.dispatched]: 'dispatchTime',
  [ORDER_STATUS.inService]: 'startTime',
  [ORDER_STATUS.done]: 'finishTime',
};
