import type { QueryResult } from './query-condition';
import { isMatchType } from './query-rules';
import { isQueryParam } from './saved-queries';

/**
 * A query handed in from outside the builder (a script's value, the `value` attribute's JSON),
 * kept to its well-formed conditions; null when it is not a query at all.
 */
export function queryResultOf(value: unknown): QueryResult | null {
  if (!value || typeof value !== 'object') return null;
  const { params, matchType } = value as Record<string, unknown>;
  return {
    params: Array.isArray(params) ? params.filter(isQueryParam) : [],
    matchType: isMatchType(matchType) ? matchType : 'and',
  };
}
