import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../elements/core/ui';
import { nextSort, type ListPageState, type ListSort } from '../../../elements/list';
import { failureText, loadReportData, reportRowKeys, type ReportRow } from '../../../elements/pickers';
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

/**
 * Decides what a report list shows: the query bar's values (typed, then applied by 查询), the
 * header sort, the page; the rows come from the report's getData through the picker's request.
 */
export function useReportList(configId: string): ReportListState {
  const [rows, setRows] = useState<ReportRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<ListSort>(REPORT_OWN_ORDER);
  const [query, setQuery] = useState<Record<string, unknown>>({});
  const [applied, setApplied] = useState<Record<string, unknown>>({});
  const [attempt, setAttempt] = useState(0);
  const [resets, setResets] = useState(0);
  const latest = useRef(0);

  const paramsKey = JSON.stringify(reportDataParams({ query: applied, sort, page, pageSize }));
  const printParams = useMemo(() => reportPrintParams({ query: applied, sort }), [applied, sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new attempt reloads the same parameters
  useEffect(() => {
    const ticket = ++latest.current;
    setLoading(true);
    loadReportData(configId, JSON.parse(paramsKey) as Record<string, unknown>)
      .then((answer) => {
        if (ticket !== latest.current) return;
        setRows(answer.records);
        setTotal(answer.total);
        setFailure(null);
      })
      .catch((error: unknown) => {
        if (ticket === latest.current) setFailure(failureText(error));
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [configId, paramsKey, attempt]);

  // Report rows have no id: their keys come from their content (see reportRowKeys).
  const keys = useMemo(() => {
    const content = reportRowKeys(rows);
    return new Map(rows.map((row, index) => [row, content[index]]));
  }, [rows]);
  const rowKey = useCallback((row: ReportRow) => keys.get(row) ?? reportRowKeys([row])[0] ?? '', [keys]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const list: ListPageState<ReportRow> = {
    ...READ_ONLY_LIST,
    rows,
    total,
    loading,
    page,
    pageSize,
    sort,
    query,
    resets,
    rowKey,
    setQueryValue: (name, value) => setQuery((current) => ({ ...current, [name]: value })),
    search: () => {
      setApplied({ ...query });
      setPage(1);
      retry();
    },
    reset: () => {
      setQuery({});
      setApplied({});
      setSort(REPORT_OWN_ORDER);
      setPage(1);
      setResets((n) => n + 1);
      retry();
    },
    changePage: (nextPage, nextSize) => {
      setPage(nextPage);
      setPageSize(nextSize);
    },
    sortBy: (column) => setSort((current) => nextSort(current, column, REPORT_OWN_ORDER)),
    reload: retry,
  };
  return { list, failure, retry, printParams };
}
