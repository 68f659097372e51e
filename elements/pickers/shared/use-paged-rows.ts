import { useCallback, useState } from 'react';
import { useRemoteData } from '../../core/remote';
import { DEFAULT_PAGE_SIZE } from '../../core/ui';

export interface PagedSearch {
  pageNo: number;
  pageSize: number;
}

export interface RowsPage<Row> {
  records: Row[];
  total: number;
}

const NO_ROWS: never[] = [];
const noRows = <Row>(): Row[] => NO_ROWS;

/**
 * A dialog table's page, answered by the server (search, filters and paging all go there).
 * A failed call keeps the rows shown before and reports the server's message.
 */
export function usePagedRows<Search extends PagedSearch, Row>(
  active: boolean,
  firstPage: Search,
  fetchPage: (search: Search) => Promise<RowsPage<Row>>,
  onError: (message: string) => void,
) {
  const [search, setSearch] = useState<Search>(firstPage);
  const read = useRemoteData<RowsPage<Row>>([search, fetchPage], () => fetchPage(search), { enabled: active, onError });
  const rows = read.data?.records ?? noRows<Row>();
  const total = read.data?.total ?? 0;
  const loading = read.loading;

  /** A new search or filter starts again from page 1 unless it names a page. */
  const update = useCallback((change: Partial<Search>) => setSearch((now) => ({ ...now, pageNo: 1, ...change })), []);
  const reset = useCallback(() => setSearch(firstPage), [firstPage]);
  return { search, rows, total, loading, update, reset };
}

export const FIRST_PAGE: PagedSearch = { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE };
