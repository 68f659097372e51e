import type { CellType } from './cell-type';
import { cellText } from './cell-text';
import { CellEditorSelect } from './cell-editor-input';
import { optionText, selectedText } from './select-cell';

/** The values of a multiple choice, stored comma-separated (the default separator). */
export function multiValues(value: unknown): string[] {
  const text = cellText(value);
  return text === '' ? [] : text.split(',');
}

/** select-multiple / list_multi: several options, stored as a comma-separated text. */
export const multiSelectCell: CellType = {
  inlineEditor: true,
  renderView: ({ column, value }) =>
    multiValues(value)
      .map((item) => selectedText(column, item))
      .join(','),
  renderEditor: ({ column, value, onChange, onClose, inline }) => (
    <CellEditorSelect
      multiple
      autoFocus={!inline}
      aria-label={column.title}
      value={multiValues(value)}
      style={{ blockSize: 'auto', minBlockSize: '100%' }}
      onChange={(event) => onChange(Array.from(event.target.selectedOptions, (option) => option.value).join(','))}
      onBlur={() => onClose(true)}
    >
      {(column.options ?? []).map((option) => (
        <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
          {optionText(option)}
        </option>
      ))}
    </CellEditorSelect>
  ),
};
