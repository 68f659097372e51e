import type { CellType } from './cell-type';
import { cellText } from './cell-text';
import { optionText } from './select-options';

/** radio: the column's options as radio buttons, chosen in place. */
export const radioCell: CellType = {
  renderView: ({ column, row, value, onChange, disabled }) => (
    <span role="radiogroup" aria-label={column.title}>
      {(column.options ?? []).map((option) => (
        <label key={String(option.value)}>
          <input
            type="radio"
            name={`${column.key}-${row.id}`}
            checked={cellText(value) === String(option.value)}
            disabled={disabled || option.disabled}
            onChange={() => onChange(option.value)}
          />
          {optionText(option)}
        </label>
      ))}
    </span>
  ),
};
