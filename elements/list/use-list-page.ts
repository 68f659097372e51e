import '../core/i18n/catalogues/list';
import { useCallback, useMemo, useReducer } from 'react';
import { t } from '../core/i18n';
import { DEFAULT_PAGE_SIZE, useConfirm, useNotice } from '../core/ui';
import { exportXls } from '../import';
import { DEFAULT_SORT, initialListState, listQueryParams, listReducer, listRequestParams, type RowKey } from './model';
import type { ListPageOptions, ListPageState } from './list-page-types';
import { listDeletes } from './use-list-deletes';
import { useListRows } from './use-list-rows';

export type { DeleteParams, ListLoaded, ListPageOptions, ListPageState } from './list-page-types';

const idOf = (row: unknown): RowKey => String((row as { id?: unknown }).id ?? '');
const NO_QUERY: Readonly<Record<string, unknown>> = {};

/**
 * The list-page helper: decides what a back-office list shows and does (query, sort, column
 * filters, advanced query, paging, selection, delete, batch delete, export, import) with the
 * contract's conventions. What the user asked for is the list reducer's state; the rows are
 * remote data loaded for it. `<ListPage>` draws it; a page may draw it its own way.
 */
export function useListPage<Row>(options: ListPageOptions<Row>): ListPageState<Row> {
  const { urls, fixedParams, fields, likeFields, exportFileName } = options;
  const defaultSort = options.defaultSort ?? DEFAULT_SORT;
  const initialQuery = options.initialQuery ?? NO_QUERY;
  const rowKey = options.rowKey ?? idOf;
  const notice = useNotice();
  const confirm = useConfirm();
  const [state, dispatch] = useReducer(listReducer, undefined, () =>
    initialListState({ initialQuery, defaultSort, pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE }),
  );
  // Pages hand reload to their forms and dialogs, some of which keep it in their effects' deps.
  const reload = useCallback(() => dispatch({ type: 'reloaded' }), []);
  const { page, pageSize, sort, appliedQuery, filters, advancedQuery, selectedKeys } = state;

  const queryState = useMemo(
    () => ({ query: appliedQuery, filters, sort, advanced: advancedQuery, fixed: fixedParams, fields, likeFields }),
    [appliedQuery, filters, sort, advancedQuery, fixedParams, fields, likeFields],
  );
  // Pages pass fixedParams and fields as literals; the request's text decides when to load again.
  const requestKey = JSON.stringify(listRequestParams({ ...queryState, page, pageSize }));
  const listed = useListRows<Row>(urls.list, requestKey, state.reloads, notice, options.onLoad);
  const rows = useMemo(() => listed.data?.records ?? [], [listed.data]);
  const total = listed.data?.total ?? 0;
  const { remove, removeSelected } = listDeletes({ options, selectedKeys, total, dispatch, notice, confirm });

  const exportRows = async (): Promise<boolean> => {
    if (!urls.exportXls) {
      notice.message.error(t('list.needExportUrl'));
      return false;
    }
    try {
      return await exportXls({
        url: urls.exportXls,
        fileName: exportFileName ?? t('list.exportFile'),
        query: listQueryParams(queryState),
        selections: selectedKeys,
      });
    } catch {
      return false;
    }
  };

  return {
    rows,
    total,
    loading: listed.loading,
    page,
    pageSize,
    sort,
    query: state.query,
    filters,
    advancedQuery,
    selectedKeys,
    importOpen: state.importOpen,
    resets: state.resets,
    urls,
    rowKey,
    setQueryValue: (name, value) => dispatch({ type: 'typed', name, value }),
    search: () => dispatch({ type: 'searched' }),
    reset: () => dispatch({ type: 'reset', defaults: { initialQuery, defaultSort } }),
    setFilter: (column, values) => dispatch({ type: 'filtered', column, values }),
    setAdvancedQuery: (query) => dispatch({ type: 'advancedQueried', query }),
    changePage: (nextPage, nextSize) => dispatch({ type: 'paged', page: nextPage, pageSize: nextSize }),
    sortBy: (column) => dispatch({ type: 'sorted', column, defaultSort }),
    toggleRow: (key) => dispatch({ type: 'rowToggled', key }),
    toggleAllOnPage: () => dispatch({ type: 'pageToggled', pageKeys: rows.map(rowKey) }),
    clearSelection: () => dispatch({ type: 'selectionCleared' }),
    reload,
    remove,
    removeSelected,
    exportRows,
    openImport: () => {
      if (!urls.importExcel) notice.message.error(t('list.needImportUrl'));
      else dispatch({ type: 'importOpened' });
    },
    closeImport: () => dispatch({ type: 'importClosed' }),
    imported: () => dispatch({ type: 'imported' }),
  };
}
