import '../../core/i18n/catalogues/grid';
import { t } from '../../core/i18n';
import type { GridColumn, GridOption, GridRow } from '../model/grid-types';
import type { CellType } from './cell-type';
import { cellText } from './cell-text';
import { CellEditorSelect } from './cell-editor-input';

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

/** select: one of the column's options, in a native list (it stays inside the shadow root). */
export const selectCell: CellType = {
  inlineEditor: true,
  renderView: ({ column, row, value }) => selectedText(column, value, row),
  renderEditor: ({ column, row, value, onChange, inline }) => (
    <CellEditorSelect
      autoFocus={!inline}
      aria-label={column.title}
      value={cellText(value)}
      onChange={(event) => onChange(event.target.value, true)}
    >
      <option value="">{column.placeholder ?? t('grid.pleaseSelect')}</option>
      {optionsOf(column, row).map((option) => (
        <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
          {optionText(option)}
        </option>
      ))}
    </CellEditorSelect>
  ),
};
