import type { CellType } from './cell-type';
import { cellText } from './cell-text';
import { CellEditorInput } from './cell-editor-input';

/** input: free text. */
export const inputCell: CellType = {
  inlineEditor: true,
  renderView: ({ value }) => cellText(value),
  renderEditor: ({ column, value, onChange, onClose, inline }) => (
    <CellEditorInput
      autoFocus={!inline}
      aria-label={column.title}
      placeholder={column.placeholder}
      value={cellText(value)}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onClose(true)}
    />
  ),
};

/** normal: shown, never edited. */
export const normalCell: CellType = { renderView: ({ value }) => cellText(value) };
