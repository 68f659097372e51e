import { useState } from 'react';
import { HttpFailure, type QueryParams } from '../../core/http';
import { useRemoteData } from '../../core/remote';
import { DEFAULT_PAGE_SIZE } from '../../core/ui';
import { getAction } from '../model/server-calls';
import type { GridSort } from './editable-grid-props';
import { listParams, readListResult, type ListPage, type ListResult } from '../model/list-query';

const EMPTY: ListResult = { rows: [], total: 0 };

/**
 * Rows loaded page by page from `dataUrl` through the list conventions. A failed request is
 * reported by the HTTP client's notices (a refusal, `success: false`, silently); the grid keeps
 * the page it had.
 */
export function useListData(dataUrl: string | undefined, sort: GridSort | null = null) {
  const [page, setPage] = useState<ListPage>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const column = sort?.column;
  const order = sort?.order;
  const read = useRemoteData<ListResult>(
    [dataUrl, page, column, order],
    async () => {
      const params = listParams(page, column && order ? { column, order } : {}) as QueryParams;
      const answer = await getAction(dataUrl ?? '', params);
      if (!answer.success) throw new HttpFailure(answer.message ?? '', answer);
      return readListResult(answer.result);
    },
    { enabled: Boolean(dataUrl) },
  );

  return { ...(read.data ?? EMPTY), page, setPage, loading: read.loading };
}
