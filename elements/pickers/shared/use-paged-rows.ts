import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../core/ui';
import { failureText } from './failure-text';

export interface PagedSearch {
  pageNo: number;
  pageSize: number;
}

export interface RowsPage<Row> {
  records: Row[];
  total: number;
}

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
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!active) return;
    let current = true;
    setLoading(true);
    fetchPage(search)
      .then(
        (page) => {
          if (!current) return;
          setRows(page.records);
          setTotal(page.total);
        },
        (error: unknown) => current && onError(failureText(error)),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [active, search, fetchPage, onError]);

  /** A new search or filter starts again from page 1 unless it names a page. */
  const update = useCallback((change: Partial<Search>) => setSearch((now) => ({ ...now, pageNo: 1, ...change })), []);
  const reset = useCallback(() => setSearch(firstPage), [firstPage]);
  return { search, rows, total, loading, update, reset };
}

export const FIRST_PAGE: PagedSearch = { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE };
