import type { CellType } from './cell-type';
import { lazyEditor } from './lazy-editor';
import { selectCell } from './select-cell';

const SelectSearchEditor = lazyEditor(async () => (await import('./select-search-editor')).SelectSearchEditor);

/**
 * select-search / sel_search: a select whose options are searched as the user types (the list
 * loads with the first such edit, so the grid's own chunk does not carry it).
 */
export const selectSearchCell: CellType = {
  renderView: selectCell.renderView,
  renderEditor: (props) => <SelectSearchEditor {...props} />,
};
