import { DEFAULT_SORT, type ListSort } from './list-types';

/**
 * A click on a sortable column header: ascending first, then descending, then back to the
 * list's default sort (a table header's usual three states). On the default sort's own column
 * the third state would change nothing, so it starts over at ascending.
 */
export function nextSort(current: ListSort, column: string, defaultSort: ListSort = DEFAULT_SORT): ListSort {
  if (current.column !== column) return { column, order: 'asc' };
  if (current.order === 'asc') return { column, order: 'desc' };
  return column === defaultSort.column ? { column, order: 'asc' } : defaultSort;
}

/** The header's `aria-sort` value for a column. */
export function ariaSort(sort: ListSort, column: string): 'ascending' | 'descending' | 'none' {
  if (sort.column !== column) return 'none';
  return sort.order === 'asc' ? 'ascending' : 'descending';
}
