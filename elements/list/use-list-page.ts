import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { deleteAction, getAction, isSuccessful, type Envelope } from '../core/http';
import { t } from '../core/i18n';
import { DEFAULT_PAGE_SIZE, useConfirm, useNotice } from '../core/ui';
import { exportXls } from '../import';
import {
  DEFAULT_SORT,
  listQueryParams,
  listRequestParams,
  nextSort,
  pageAfterDelete,
  readListResult,
  rejectionMessage,
  toggleAllOnPage,
  toggleKey,
  withoutKeys,
  type AdvancedQuery,
  type ListSort,
  type RowKey,
} from './model';
import type { ListPageOptions, ListPageState } from './list-page-types';

export type { DeleteParams, ListLoaded, ListPageOptions, ListPageState } from './list-page-types';

const idOf = (row: unknown): RowKey => String((row as { id?: unknown }).id ?? '');

/**
 * The list-page helper: decides what a back-office list shows and does (query, sort, column
 * filters, advanced query, paging, selection, delete, batch delete, export, import) with the
 * contract's conventions. `<ListPage>` draws it; a page may draw it its own way.
 */
export function useListPage<Row>(options: ListPageOptions<Row>): ListPageState<Row> {
  const { urls, fixedParams, fields, likeFields, beforeDelete, exportFileName, deleteParams } = options;
  const defaultSort = options.defaultSort ?? DEFAULT_SORT;
  const initialQuery = options.initialQuery ?? {};
  const rowKey = options.rowKey ?? idOf;
  const notice = useNotice();
  const confirm = useConfirm();

  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize ?? DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<ListSort>(defaultSort);
  const [query, setQuery] = useState<Record<string, unknown>>({ ...initialQuery });
  const [appliedQuery, setAppliedQuery] = useState<Record<string, unknown>>({ ...initialQuery });
  const [filters, setFilters] = useState<Record<string, readonly string[]>>({});
  const [advancedQuery, setAdvanced] = useState<AdvancedQuery | null>(null);
  const [selectedKeys, setSelectedKeys] = useState<RowKey[]>([]);
  const [importOpen, setImportOpen] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [resets, setResets] = useState(0);
  const latestRequest = useRef(0);
  // Read when a page arrives, so a host handing a new callback each render is not asked to reload.
  const onLoad = useRef(options.onLoad);
  useEffect(() => {
    onLoad.current = options.onLoad;
  });

  const queryState = useMemo(
    () => ({ query: appliedQuery, filters, sort, advanced: advancedQuery, fixed: fixedParams, fields, likeFields }),
    [appliedQuery, filters, sort, advancedQuery, fixedParams, fields, likeFields],
  );
  const requestParams = listRequestParams({ ...queryState, page, pageSize });
  // Pages pass fixedParams and fields as literals; the request's text decides when to load again.
  const requestKey = JSON.stringify(requestParams);

  useEffect(() => {
    if (!urls.list) {
      notice.message.error(t('list.needListUrl'));
      return;
    }
    const request = ++latestRequest.current;
    setLoading(true);
    const params = JSON.parse(requestKey) as Record<string, unknown>;
    getAction<unknown>(urls.list, params)
      .then((answer: Envelope<unknown>) => {
        if (request !== latestRequest.current) return;
        if (!isSuccessful(answer)) {
          notice.message.warning(answer.message);
          return;
        }
        const result = readListResult<Row>(answer.result);
        setRows(result.records);
        setTotal(result.total);
        onLoad.current?.({ ...result, page: Number(params.pageNo), pageSize: Number(params.pageSize) });
      })
      // The HTTP client has already told the user why the request failed; the rows shown stay.
      .catch(() => undefined)
      .finally(() => {
        if (request === latestRequest.current) setLoading(false);
      });
    // The request's text stands for every parameter; notice is the provider's stable API.
  }, [urls.list, requestKey, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  const afterDelete = (ids: readonly RowKey[]) => {
    setSelectedKeys((selected) => withoutKeys(selected, ids));
    setPage(pageAfterDelete(page, pageSize, total, ids.length));
    reload();
  };

  const runDelete = async (
    ids: readonly RowKey[],
    url: string,
    params: Record<string, string>,
    question: string,
  ): Promise<boolean> => {
    const agreed = await confirm({ title: t('list.confirmTitle'), content: question, danger: true });
    if (!agreed) return false;
    try {
      await beforeDelete?.(ids);
    } catch (reason) {
      const text = rejectionMessage(reason);
      if (text) notice.message.error(text);
      return false;
    }
    let answer: Envelope<unknown>;
    try {
      answer = await deleteAction<unknown>(url, params);
    } catch {
      return false;
    }
    if (!isSuccessful(answer)) {
      notice.message.warning(answer.message);
      return false;
    }
    notice.message.success(answer.message);
    afterDelete(ids);
    return true;
  };

  const remove = async (id: RowKey): Promise<boolean> => {
    if (!urls.delete) {
      notice.message.error(t('list.needDeleteUrl'));
      return false;
    }
    return runDelete([id], urls.delete, deleteParams ? deleteParams.one(id) : { id }, t('list.confirmDelete'));
  };

  const removeSelected = async (): Promise<boolean> => {
    if (!urls.deleteBatch) {
      notice.message.error(t('list.needDeleteBatchUrl'));
      return false;
    }
    if (selectedKeys.length === 0) {
      notice.message.warning(t('list.selectOne'));
      return false;
    }
    const ids = [...selectedKeys];
    return runDelete(
      ids,
      urls.deleteBatch,
      deleteParams ? deleteParams.many(ids) : { ids: ids.join(',') },
      t('list.confirmBatchDelete'),
    );
  };

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

  const pageKeys = rows.map(rowKey);

  return {
    rows,
    total,
    loading,
    page,
    pageSize,
    sort,
    query,
    filters,
    advancedQuery,
    selectedKeys,
    importOpen,
    resets,
    urls,
    rowKey,
    setQueryValue: (name, value) => setQuery((current) => ({ ...current, [name]: value })),
    search: () => {
      setAppliedQuery({ ...query });
      setPage(1);
      reload();
    },
    reset: () => {
      setQuery({ ...initialQuery });
      setAppliedQuery({ ...initialQuery });
      setFilters({});
      setAdvanced(null);
      setSort(defaultSort);
      setPage(1);
      setResets((count) => count + 1);
      reload();
    },
    setFilter: (column, values) => {
      setFilters((current) => ({ ...current, [column]: values }));
      setPage(1);
    },
    setAdvancedQuery: (next) => {
      setAdvanced(next && next.params.length > 0 ? next : null);
      setPage(1);
    },
    changePage: (nextPage, nextSize) => {
      setPage(nextPage);
      setPageSize(nextSize);
    },
    sortBy: (column) => setSort((current) => nextSort(current, column, defaultSort)),
    toggleRow: (key) => setSelectedKeys((selected) => toggleKey(selected, key)),
    toggleAllOnPage: () => setSelectedKeys((selected) => toggleAllOnPage(selected, pageKeys)),
    clearSelection: () => setSelectedKeys([]),
    reload,
    remove,
    removeSelected,
    exportRows,
    openImport: () => {
      if (!urls.importExcel) notice.message.error(t('list.needImportUrl'));
      else setImportOpen(true);
    },
    closeImport: () => setImportOpen(false),
    imported: () => {
      setPage(1);
      reload();
    },
  };
}
