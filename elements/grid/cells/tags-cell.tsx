import { splitTags } from '../model/tags-text';
import type { CellType } from './cell-type';
import { cellText } from './cell-text';
import { CellEditorInput } from './cell-editor-input';

/** tags: typed text is split with a comma after every 2 characters. */
export const tagsCell: CellType = {
  inlineEditor: true,
  renderView: ({ value }) => cellText(value),
  renderEditor: ({ column, value, onChange, onClose, inline }) => (
    <CellEditorInput
      autoFocus={!inline}
      aria-label={column.title}
      value={cellText(value)}
      onChange={(event) => onChange(splitTags(event.target.value))}
      onBlur={() => onClose(true)}
    />
  ),
};
