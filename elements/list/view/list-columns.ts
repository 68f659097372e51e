import type { ReactNode } from 'react';
import { recordText } from '../../core/format';

/** One column of a list table. */
export interface ListColumn<Row> {
  /** The record field; also the sort column the server is asked for. */
  key: string;
  title: string;
  /** The header sorts by this column (column/order of the contract). */
  sortable?: boolean;
  width?: number | string;
  /** In the grid (`table="grid"`): stays in view while the list scrolls sideways. */
  fixed?: 'left' | 'right';
  /** Default: the field's `_dictText` when the record has one, else the field's value. */
  render?: (row: Row, index: number) => ReactNode;
  /** A header filter menu offering these values; the chosen ones are sent as `<key>=a,b`. */
  filters?: readonly ColumnFilterOption[];
  /** A header filter menu offering this dictionary's items (loaded when the menu opens). */
  filterDictCode?: string;
  /** Default true: several values may be chosen at once; false makes the menu a single choice. */
  filterMultiple?: boolean;
}

export interface ColumnFilterOption {
  value: string;
  text: string;
}

/** A field's shown text: `<field>_dictText` beside a dictionary-coded field wins (api-contract). */
export function cellText(row: unknown, key: string): ReactNode {
  return recordText(row, key);
}

/** Whether a column's header offers a filter menu. */
export function hasColumnFilter(column: Pick<ListColumn<unknown>, 'filters' | 'filterDictCode'>): boolean {
  return Boolean(column.filters || column.filterDictCode);
}

/** A row's name for its check box (选择 <name>): the host's own, else the first column's text. */
export function rowLabelOf<Row>(
  columns: readonly ListColumn<Row>[],
  rowLabel?: (row: Row) => string,
): (row: Row) => string {
  return rowLabel ?? ((row: Row) => (columns[0] ? String(cellText(row, columns[0].key)) : ''));
}
