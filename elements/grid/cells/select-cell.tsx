import type { CellType } from './cell-type';
import { lazyEditor } from './lazy-editor';
import { selectedText } from './select-options';

const SelectCellEditor = lazyEditor(async () => (await import('./select-cell-editor')).SelectCellEditor);

/**
 * select / list: one of the column's options, in the product's list box in a pop-up under the cell
 * (it loads with the first such edit, as every list box of the grid).
 */
export const selectCell: CellType = {
  renderView: ({ column, row, value }) => selectedText(column, value, row),
  renderEditor: (props) => <SelectCellEditor {...props} />,
};
