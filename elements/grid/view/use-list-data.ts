import { useEffect, useState } from 'react';
import type { QueryParams } from '../../core/http';
import { getAction } from '../model/server-calls';
import { DEFAULT_PAGE_SIZE } from '../../core/ui';
import type { GridSort } from './editable-grid-props';
import { listParams, readListResult, type ListPage, type ListResult } from '../model/list-query';

const EMPTY: ListResult = { rows: [], total: 0 };

/**
 * Rows loaded page by page from `dataUrl` through the list conventions. A failed request is
 * reported by the HTTP client's notices; the grid keeps the page it had.
 */
export function useListData(dataUrl: string | undefined, sort: GridSort | null = null) {
  const [page, setPage] = useState<ListPage>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [data, setData] = useState<ListResult>(EMPTY);
  const [loading, setLoading] = useState(false);
  const column = sort?.column;
  const order = sort?.order;

  useEffect(() => {
    if (!dataUrl) return undefined;
    let current = true;
    setLoading(true);
    getAction(dataUrl, listParams(page, column && order ? { column, order } : {}) as QueryParams)
      .then((answer) => {
        if (current && answer.success) setData(readListResult(answer.result));
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [dataUrl, page, column, order]);

  return { ...data, page, setPage, loading };
}
