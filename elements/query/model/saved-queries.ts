import type { QueryParam, QueryResult } from './query-condition';
import { isMatchType, isQueryRule, type MatchType } from './query-rules';

/** A query kept under a name (widgets spec 3.3): its title, match type and conditions. */
export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: QueryParam[];
}

/** Saved queries live in localStorage under this prefix plus the save code or the page's full path. */
export const SAVED_QUERY_KEY_PREFIX = 'saved-query_';

/** The route's full path (path, query and hash) when no save code is given. */
export function savedQueryKey(saveCode: string | undefined, fullPath: string): string {
  return SAVED_QUERY_KEY_PREFIX + (saveCode?.trim() || fullPath);
}

export function currentFullPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return location.pathname + location.search + location.hash;
}

/** A well-formed condition, for conditions read from outside the builder (storage, markup). */
export function isQueryParam(value: unknown): value is QueryParam {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.field === 'string' &&
    isQueryRule(item.rule) &&
    typeof item.val === 'string' &&
    typeof item.type === 'string'
  );
}

function isSavedQuery(value: unknown): value is SavedQuery {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.title === 'string' &&
    isMatchType(item.matchType) &&
    Array.isArray(item.records) &&
    item.records.every(isQueryParam)
  );
}

/** The saved queries under `key`; anything unreadable (edited by hand, an older shape) is skipped. */
export function readSavedQueries(storage: Pick<Storage, 'getItem'>, key: string): SavedQuery[] {
  const text = storage.getItem(key);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isSavedQuery) : [];
  } catch {
    return [];
  }
}

export function writeSavedQueries(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  key: string,
  queries: readonly SavedQuery[],
): void {
  if (queries.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(queries));
}

export function findSavedQuery(queries: readonly SavedQuery[], title: string): SavedQuery | undefined {
  return queries.find((query) => query.title === title.trim());
}

/** The list with `result` saved as `title`: an existing one of that name is replaced in place. */
export function withSavedQuery(queries: readonly SavedQuery[], title: string, result: QueryResult): SavedQuery[] {
  const saved: SavedQuery = { title: title.trim(), matchType: result.matchType, records: result.params };
  const index = queries.findIndex((query) => query.title === saved.title);
  if (index < 0) return [...queries, saved];
  return queries.map((query, at) => (at === index ? saved : query));
}

export function withoutSavedQuery(queries: readonly SavedQuery[], title: string): SavedQuery[] {
  return queries.filter((query) => query.title !== title);
}
