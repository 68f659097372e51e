import { useCallback, useMemo, useState } from 'react';
import type { SortColumn } from 'react-data-grid';
import type { GridSort, SortChange } from './editable-grid-props';
import { useLatest } from './use-latest';

const toSortColumns = (column: string | undefined, order: GridSort['order'] | undefined): SortColumn[] =>
  column ? [{ columnKey: column, direction: order === 'asc' ? 'ASC' : 'DESC' }] : [];

const toGridSort = (columns: readonly SortColumn[]): GridSort | null => {
  const [first] = columns;
  return first ? { column: first.columnKey, order: first.direction === 'ASC' ? 'asc' : 'desc' } : null;
};

/**
 * The header sort of `sortable` columns: a header click cycles ascending, descending, none.
 * Controlled when the host gives `sort` (it sorts the rows, e.g. on the server), otherwise the
 * grid keeps it; either way the change is reported. Rows are never reordered here, because the
 * rows a grid shows are one page of a list the host or the list url sorts.
 */
export function useGridSort(
  given: GridSort | null | undefined,
  onSortChange: ((change: SortChange) => void) | undefined,
) {
  const [own, setOwn] = useState<GridSort | null>(null);
  const sort = given === undefined ? own : given;
  const controlled = given !== undefined;
  const latestOnSortChange = useLatest(onSortChange);
  // The same array while the sort stays: react-data-grid redraws its header row when it changes.
  const sortColumns = useMemo(() => toSortColumns(sort?.column, sort?.order), [sort?.column, sort?.order]);
  const onSortColumnsChange = useCallback(
    (columns: SortColumn[]) => {
      const next = toGridSort(columns);
      if (!controlled) setOwn(next);
      latestOnSortChange.current?.({ sort: next });
    },
    [controlled, latestOnSortChange],
  );
  return { sort, sortColumns, onSortColumnsChange };
}
