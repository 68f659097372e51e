import type { CellType } from './cell-type';
import { lazyEditor } from './lazy-editor';
import { multiValues } from './multi-select-values';
import { selectedText } from './select-options';

const MultiSelectCellEditor = lazyEditor(async () => (await import('./select-cell-editor')).MultiSelectCellEditor);

/** select-multiple / list_multi: several options, stored as a comma-separated text. */
export const multiSelectCell: CellType = {
  renderView: ({ column, value }) =>
    multiValues(value)
      .map((item) => selectedText(column, item))
      .join(','),
  renderEditor: (props) => <MultiSelectCellEditor {...props} />,
};
