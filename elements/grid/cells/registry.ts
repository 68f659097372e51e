import type { GridColumnType } from '../model/grid-types';
import { checkboxCell } from './checkbox-cell';
import type { CellType } from './cell-type';
import { dateCell } from './date-cell';
import { fileCell, imageCell } from './file-cells';
import { inputCell, normalCell } from './input-cell';
import { multiSelectCell } from './multi-select-cell';
import { numberCell } from './number-cell';
import { selDepartCell, selUserCell } from './picker-cells';
import { INPUT_POP_POPUP, TEXTAREA_POPUP, popTextCell } from './pop-text-cell';
import { popupCell } from './popup-cell';
import { progressCell } from './progress-cell';
import { radioCell } from './radio-cell';
import { selSearchAsyncCell } from './sel-search-async-cell';
import { selectCell } from './select-cell';
import { selectSearchCell } from './select-search-cell';
import { slotCell } from './slot-cell';
import { tagsCell } from './tags-cell';

/** One entry per column type; a type not listed here draws as a read-only text cell. */
const cellTypes: Partial<Record<GridColumnType, CellType>> = {
  input: inputCell,
  textarea: popTextCell(TEXTAREA_POPUP),
  input_pop: popTextCell(INPUT_POP_POPUP),
  inputNumber: numberCell,
  number: numberCell,
  select: selectCell,
  'select-search': selectSearchCell,
  sel_search: selectSearchCell,
  sel_search_async: selSearchAsyncCell,
  sel_user: selUserCell,
  sel_depart: selDepartCell,
  popup: popupCell,
  slot: slotCell,
  'select-multiple': multiSelectCell,
  list_multi: multiSelectCell,
  radio: radioCell,
  tags: tagsCell,
  progress: progressCell,
  image: imageCell,
  file: fileCell,
  upload: fileCell,
  date: dateCell('date'),
  jdate: dateCell('date'),
  datetime: dateCell('datetime'),
  time: dateCell('time'),
  checkbox: checkboxCell,
  checkbox_meta: checkboxCell,
  normal: normalCell,
};

export function cellTypeOf(type: GridColumnType | undefined): CellType {
  return cellTypes[type ?? 'input'] ?? normalCell;
}
