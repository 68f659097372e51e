import { useCallback, useMemo, useReducer } from 'react';
import { useRemoteData } from '../../../elements/core/remote';
import { DEFAULT_PAGE_SIZE } from '../../../elements/core/ui';
import { initialListState, listReducer, type ListPageState } from '../../../elements/list';
import { loadReportData, reportRowKeys, type ReportRow } from '../../../elements/pickers';
import { READ_ONLY_LIST } from './read-only-list';
import { REPORT_OWN_ORDER, reportDataParams, reportPrintParams } from './report-request';

export interface ReportListState {
  list: ListPageState<ReportRow>;
  /** The server's or the network's message when the last getData failed; the rows shown before stay. */
  failure: string | null;
  /** Asks for the same page again. */
  retry: () => void;
  /** The applied query and sort as the print ticket takes them: what the list shows, on every page. */
  printParams: Readonly<Record<string, string>>;
}

const NO_QUERY: Readonly<Record<string, unknown>> = {};
const REPORT_DEFAULTS = { initialQuery: NO_QUERY, defaultSort: REPORT_OWN_ORDER };
const NO_ROWS: ReportRow[] = [];

/**
 * Decides what a report list shows: the query bar's values (typed, then applied by 查询), the
 * header sort, the page, kept by the list page's reducer; the rows are the report's getData
 * through the picker's request, as remote data for them.
 */
export function useReportList(configId: string): ReportListState {
  const [state, dispatch] = useReducer(listReducer, undefined, () =>
    initialListState({ ...REPORT_DEFAULTS, pageSize: DEFAULT_PAGE_SIZE }),
  );
  const { appliedQuery, sort, page, pageSize } = state;
  const paramsKey = JSON.stringify(reportDataParams({ query: appliedQuery, sort, page, pageSize }));
  const printParams = useMemo(() => reportPrintParams({ query: appliedQuery, sort }), [appliedQuery, sort]);
  // A failure stays shown (with 重试) while the request is sent again, until an answer replaces it.
  const read = useRemoteData(
    [configId, paramsKey, state.reloads],
    (signal) => loadReportData(configId, JSON.parse(paramsKey) as Record<string, unknown>, signal),
    { keepErrorWhileLoading: true },
  );
  const rows = read.data?.records ?? NO_ROWS;

  // Report rows have no id: their keys come from their content (see reportRowKeys).
  const keys = useMemo(() => {
    const content = reportRowKeys(rows);
    return new Map(rows.map((row, index) => [row, content[index]]));
  }, [rows]);
  const rowKey = useCallback((row: ReportRow) => keys.get(row) ?? reportRowKeys([row])[0] ?? '', [keys]);
  const retry = useCallback(() => dispatch({ type: 'reloaded' }), []);

  const list: ListPageState<ReportRow> = {
    ...READ_ONLY_LIST,
    rows,
    total: read.data?.total ?? 0,
    loading: read.loading,
    page,
    pageSize,
    sort,
    query: state.query,
    resets: state.resets,
    rowKey,
    setQueryValue: (name, value) => dispatch({ type: 'typed', name, value }),
    search: () => dispatch({ type: 'searched' }),
    reset: () => dispatch({ type: 'reset', defaults: REPORT_DEFAULTS }),
    changePage: (nextPage, nextSize) => dispatch({ type: 'paged', page: nextPage, pageSize: nextSize }),
    sortBy: (column) => dispatch({ type: 'sorted', column, defaultSort: REPORT_OWN_ORDER }),
    reload: retry,
  };
  return { list, failure: read.error, retry, printParams };
}
