import { refused } from '../../http';
import { statsMessages } from '../../messages';

/** How the order statistics group: by the order's province, its cooperative or its appointment month. */
export const ORDER_GROUPS = ['province', 'cooperative', 'month'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];

/** How the yield statistics group: by the reporting province or the month of the report date. */
export const YIELD_GROUPS = ['province', 'month'] as const;
export type YieldGroup = (typeof YIELD_GROUPS)[number];

function oneOf<T extends string>(allowed: readonly T[], raw: unknown, message: string): T {
  const value = raw === undefined || raw === '' ? allowed[0] : String(raw);
  if (value === undefined || !(allowed as readonly string[]).includes(value)) throw refused(message);
  return value as T;
}

/** Reads `group` from a query string; without one the statistics group by province. */
export function parseOrderGroup(query: Record<string, unknown>): OrderGroup {
  return oneOf(ORDER_GROUPS, query.group, statsMessages.badOrderGroup);
}

export function parseYieldGroup(query: Record<string, unknown>): YieldGroup {
  return oneOf(YIELD_GROUPS, query.group, statsMessages.badYieldGroup);
}
