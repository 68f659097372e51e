import type { AdvancedQuery, ListSort } from './list-types';
import { nextSort } from './next-sort';
import { pageAfterDelete } from './page-after-delete';
import { toggleAllOnPage, toggleKey, withoutKeys, type RowKey } from './selection';

/** What a list page's user has asked for; the rows themselves are remote data loaded for it. */
export interface ListState {
  page: number;
  pageSize: number;
  sort: ListSort;
  /** The query bar's values as typed, kept whatever a request answers. */
  query: Record<string, unknown>;
  /** The query bar's values the list was last searched with. */
  appliedQuery: Record<string, unknown>;
  filters: Record<string, readonly string[]>;
  advancedQuery: AdvancedQuery | null;
  selectedKeys: RowKey[];
  importOpen: boolean;
  /** Counts the requests asked for again with the same parameters (search, delete, import, reload). */
  reloads: number;
  /** Counts the resets, so an advanced query control can be started afresh (its key). */
  resets: number;
}

/** The list's starting point; reset returns to its query and sort. */
export interface ListDefaults {
  initialQuery: Readonly<Record<string, unknown>>;
  defaultSort: ListSort;
  pageSize: number;
}

export type ListAction =
  | { type: 'typed'; name: string; value: unknown }
  | { type: 'searched' }
  | { type: 'reset'; defaults: Omit<ListDefaults, 'pageSize'> }
  | { type: 'filtered'; column: string; values: readonly string[] }
  | { type: 'advancedQueried'; query: AdvancedQuery | null }
  | { type: 'paged'; page: number; pageSize: number }
  | { type: 'sorted'; column: string; defaultSort: ListSort }
  | { type: 'rowToggled'; key: RowKey }
  | { type: 'pageToggled'; pageKeys: readonly RowKey[] }
  | { type: 'selectionCleared' }
  | { type: 'deleted'; ids: readonly RowKey[]; total: number }
  | { type: 'importOpened' }
  | { type: 'importClosed' }
  | { type: 'imported' }
  | { type: 'reloaded' };

export function initialListState(defaults: ListDefaults): ListState {
  return {
    page: 1,
    pageSize: defaults.pageSize,
    sort: defaults.defaultSort,
    query: { ...defaults.initialQuery },
    appliedQuery: { ...defaults.initialQuery },
    filters: {},
    advancedQuery: null,
    selectedKeys: [],
    importOpen: false,
    reloads: 0,
    resets: 0,
  };
}

/** Each user action on a list page and what it changes; a search, a delete or an import also asks again. */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'typed':
      return { ...state, query: { ...state.query, [action.name]: action.value } };
    case 'searched':
      return { ...state, appliedQuery: { ...state.query }, page: 1, reloads: state.reloads + 1 };
    case 'reset':
      // The page size and the selection are the user's own choices, not part of the query.
      return {
        ...state,
        query: { ...action.defaults.initialQuery },
        appliedQuery: { ...action.defaults.initialQuery },
        filters: {},
        advancedQuery: null,
        sort: action.defaults.defaultSort,
        page: 1,
        reloads: state.reloads + 1,
        resets: state.resets + 1,
      };
    case 'filtered':
      return { ...state, filters: { ...state.filters, [action.column]: action.values }, page: 1 };
    case 'advancedQueried':
      return {
        ...state,
        advancedQuery: action.query && action.query.params.length > 0 ? action.query : null,
        page: 1,
      };
    case 'paged':
      return { ...state, page: action.page, pageSize: action.pageSize };
    case 'sorted':
      return { ...state, sort: nextSort(state.sort, action.column, action.defaultSort) };
    case 'rowToggled':
      return { ...state, selectedKeys: toggleKey(state.selectedKeys, action.key) };
    case 'pageToggled':
      return { ...state, selectedKeys: toggleAllOnPage(state.selectedKeys, action.pageKeys) };
    case 'selectionCleared':
      return { ...state, selectedKeys: [] };
    case 'deleted':
      return {
        ...state,
        selectedKeys: withoutKeys(state.selectedKeys, action.ids),
        page: pageAfterDelete(state.page, state.pageSize, action.total, action.ids.length),
        reloads: state.reloads + 1,
      };
    case 'importOpened':
      return { ...state, importOpen: true };
    case 'importClosed':
      return { ...state, importOpen: false };
    case 'imported':
      return { ...state, page: 1, reloads: state.reloads + 1 };
    case 'reloaded':
      return { ...state, reloads: state.reloads + 1 };
  }
}
