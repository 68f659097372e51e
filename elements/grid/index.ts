// The editable grid: the React component for React hosts and its pure rules.
// `<farm-grid>` is defined by ./element (imported by the script-tag build and the npm entry).
export { EditableGrid } from './view/editable-grid';
export type {
  AddRowsOptions,
  CellChange,
  EditableGridHandle,
  EditableGridProps,
  RowSelectionMode,
  RowsAdded,
  RowsMoved,
  RowsRemoved,
  SelectionChange,
} from './view/editable-grid-props';
export type { GridColumn, GridColumnType, GridData, GridOption, GridRow, GridStatistic } from './model/grid-types';
export type { CellError } from './model/grid-validation';
export { validateRows, validateGridCell } from './model/grid-validation';
export { columnSum, columnAverage, footerRows, type StatisticsRow } from './model/statistics';
export { isTemporaryId } from './model/row-ids';
export { renumberOrder, moveRow } from './model/row-state';
export { ROW_HEIGHT, DEFAULT_MAX_HEIGHT, type GridSize } from './model/grid-constants';
export {
  DEFAULT_ADD_ROW_SETTINGS,
  readAddRowSettings,
  saveAddRowSettings,
  type AddRowSettings,
} from './model/add-row-settings';
