import type { QueryResult } from './query-condition';

/** The list request's advanced-query parameters, as JeecgBoot's lists read them. */
export interface SuperQueryRequest {
  superQueryParams?: string;
  superQueryMatchType?: QueryResult['matchType'];
}

/**
 * `superQueryParams` (the URI-encoded JSON of the conditions) and `superQueryMatchType`, or
 * nothing when there is no condition (empty values are dropped before sending).
 */
export function superQueryRequest(result: QueryResult | null | undefined): SuperQueryRequest {
  if (!result || result.params.length === 0) return {};
  const params = result.params.map(({ field, type, dbType, rule, val }) => ({
    field,
    type,
    ...(dbType ? { dbType } : {}),
    rule,
    val,
  }));
  return { superQueryParams: encodeURIComponent(JSON.stringify(params)), superQueryMatchType: result.matchType };
}
