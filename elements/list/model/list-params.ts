import type { AdvancedQuery, ListSort } from './list-types';

/** The list's state that becomes the request's query parameters. */
export interface ListRequestState {
  /** The query bar's applied values (plain filters: `*x*`, `a,b`, `!x`, `>= 5`, `<field>_begin`…). */
  query: Readonly<Record<string, unknown>>;
  /** Column filters: the chosen values of each column, sent comma-joined (the server reads `a,b` as in). */
  filters: Readonly<Record<string, readonly string[]>>;
  sort: ListSort;
  page: number;
  pageSize: number;
  advanced: AdvancedQuery | null;
  /** Parameters the page always sends (e.g. the job whose run log is shown). */
  fixed?: Readonly<Record<string, unknown>>;
  /** The columns the table shows, sent as `field` (JeecgBoot's `id,` plus the columns). */
  fields?: readonly string[];
  /** Query bar fields searched by "contains": a typed `x` is sent as `*x*` unless it has its own `*`. */
  likeFields?: readonly string[];
}

/** Empty values are dropped before sending (api-contract: "Empty values are dropped"). */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Arrays become comma lists (widgets spec 9: "Array values are joined with commas"). */
function plainValue(value: unknown): unknown {
  return Array.isArray(value) ? value.join(',') : value;
}

function withoutEmpty(
  source: Readonly<Record<string, unknown>>,
  likeFields: readonly string[] = [],
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(source)) {
    if (isEmptyValue(value)) continue;
    kept[name] = likeFields.includes(name) && typeof value === 'string' ? containsPattern(value) : plainValue(value);
  }
  return kept;
}

/** The contract's plain-value "contains" (`*x*`); a value with its own `*` says what it means. */
function containsPattern(value: string): string {
  const text = value.trim();
  return text.includes('*') ? text : `*${text}*`;
}

/**
 * The advanced query as the contract sends it: `superQueryParams` is the URI-encoded JSON of the
 * conditions and `superQueryMatchType` is and/or; nothing when there are no conditions.
 */
export function advancedQueryParams(advanced: AdvancedQuery | null): Record<string, string> {
  if (!advanced || advanced.params.length === 0) return {};
  return {
    superQueryParams: encodeURIComponent(JSON.stringify(advanced.params)),
    superQueryMatchType: advanced.matchType,
  };
}

/** The query of the list's current state without paging: what export sends too. */
export function listQueryParams(state: Omit<ListRequestState, 'page' | 'pageSize'>): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(state.filters)) filters[name] = values;
  return {
    ...withoutEmpty(state.query, state.likeFields),
    ...withoutEmpty(filters),
    ...withoutEmpty(state.fixed ?? {}),
    ...advancedQueryParams(state.advanced),
    ...(state.fields?.length ? { field: ['id', ...state.fields.filter((name) => name !== 'id')].join(',') } : {}),
    column: state.sort.column,
    order: state.sort.order,
  };
}

/** The list request's parameters: the query plus `pageNo` and `pageSize`. */
export function listRequestParams(state: ListRequestState): Record<string, unknown> {
  return { ...listQueryParams(state), pageNo: state.page, pageSize: state.pageSize };
}
