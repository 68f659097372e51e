import { filterNumericInput, normaliseNumericInput } from '../../core/validation';
import type { CellType } from './cell-type';
import { cellText } from './cell-text';
import { CellEditorInput } from './cell-editor-input';

/**
 * inputNumber / number: keystrokes other than an optional minus, digits and one decimal point
 * are reverted; on commit a valid number is parsed, anything else empties the cell.
 */
export const numberCell: CellType = {
  inlineEditor: true,
  renderView: ({ value }) => cellText(value),
  renderEditor: ({ column, value, onChange, onClose, inline }) => (
    <CellEditorInput
      autoFocus={!inline}
      inputMode="decimal"
      aria-label={column.title}
      placeholder={column.placeholder}
      value={cellText(value)}
      onChange={(event) => onChange(filterNumericInput(event.target.value, cellText(value)))}
      onBlur={() => onClose(true)}
    />
  ),
  normalise: (value) => normaliseNumericInput(typeof value === 'number' ? value : cellText(value)),
};
