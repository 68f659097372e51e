import type { GridColumn, GridOption, GridRow } from '../model/grid-types';
import { cellText } from './cell-text';

export function optionText(option: GridOption): string {
  return option.text ?? option.label ?? option.title ?? String(option.value);
}

/** A column's options in a row: a linkage column's follow its parent cell, read afresh each time. */
export function optionsOf(column: GridColumn, row: GridRow | undefined): readonly GridOption[] {
  if (column.linkageKey && column.linkageOptions && row) return column.linkageOptions(row[column.linkageKey], row);
  return column.options ?? [];
}

/** The option's text for a stored value; an unknown value shows as it is. */
export function selectedText(column: GridColumn, value: unknown, row?: GridRow): string {
  const option = optionsOf(column, row).find((candidate) => String(candidate.value) === cellText(value));
  return option ? optionText(option) : cellText(value);
}
