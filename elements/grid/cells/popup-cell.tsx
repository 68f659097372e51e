import type { CellType } from './cell-type';
import { cellText } from './cell-text';
import { lazyEditor } from './lazy-editor';

const PopupCellEditor = lazyEditor(async () => (await import('./popup-cell-editor')).PopupCellEditor);

/**
 * popup: rows of an online report (`popupCode`) chosen in the report picker; each origin field
 * (`orgFields`) fills the row's key of the same place in `destFields`, this column's among them.
 */
export const popupCell: CellType = {
  renderView: ({ value }) => cellText(value),
  renderEditor: (props) => <PopupCellEditor {...props} />,
};
