import type { QueryResult } from '../model';

/** What `<farm-query>` submits: the two list parameters, under their own names; nothing without a condition. */
export function queryFormValue(result: QueryResult | null): FormData | null {
  if (!result || result.params.length === 0) return null;
  const data = new FormData();
  // The form's own encoding URL-encodes the JSON once, as the list expects.
  data.append('superQueryParams', JSON.stringify(result.params));
  data.append('superQueryMatchType', result.matchType);
  return data;
}
