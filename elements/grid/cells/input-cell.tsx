import type { CellType } from './cell-type';
import { cellText } from './cell-text';
import { CellEditorInput } from './cell-editor-input';
import { DeferredTextInput } from './deferred-text-input';

/** input: free text. */
export const inputCell: CellType = {
  inlineEditor: true,
  renderView: ({ value }) => cellText(value),
  renderEditor: ({ column, value, onChange, onClose, inline, watched }) =>
    // Nothing reads the text while it is typed: the grid need not redraw on every key.
    !inline && !watched ? (
      <DeferredTextInput
        label={column.title}
        placeholder={column.placeholder}
        value={cellText(value)}
        onChange={onChange}
      />
    ) : (
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
