import type { GridColumn } from '../model/grid-types';
import type { CellType } from './cell-type';
import { cellText } from './cell-text';

/** Checked and unchecked values: the column's `customValue`, default Y and N. */
export function checkboxValues(column: GridColumn): readonly [unknown, unknown] {
  return column.customValue ?? ['Y', 'N'];
}

/** checkbox: ticked in place, storing the checked or unchecked value. */
export const checkboxCell: CellType = {
  renderView: ({ column, value, onChange, disabled }) => {
    const [on, off] = checkboxValues(column);
    return (
      <input
        type="checkbox"
        aria-label={column.title}
        checked={cellText(value) === cellText(on)}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked ? on : off)}
      />
    );
  },
};
