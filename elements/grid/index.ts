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
  GridSort,
  SortChange,
  SubFormToggle,
  GridCoreHandle,
  GridRowMenuItem,
  RowMenuChoice,
} from './view/editable-grid-props';
export type { GridColumn, GridColumnType, GridData, GridOption, GridRow, GridStatistic } from './model/grid-types';
export type {
  GridCellRule,
  GridRuleEvent,
  GridRuleHandler,
  GridRuleTarget,
  GridValidatorEvent,
  GridValueHandler,
  JEditableRuleHandler,
  JVxeRuleHandler,
  RuleCallback,
  RuleTrigger,
  ValidatorVerdict,
} from './model/grid-rule-types';
export type { GridFormValue, SubmittedRow } from './model/form-value';
export type { GridSlots, SlotProps, SlotRenderer } from './cells/cell-type';
export type { CellError } from './model/grid-validation';
export { validateRows, validateGridCell, type RuleRunOptions, type CellVerdictCache } from './model/grid-validation';
export { RULE_CALLBACK_TIMEOUT_MS } from './model/rule-verdicts';
export type { TreeGridConfig } from './model/tree-rows';
export type { SubFormProps, SubFormRenderer } from './view/sub-form-popover';
export {
  validateAll,
  TableInvalid,
  type TabbedGrid,
  type ValidatableGrid,
  type ValidateAllOptions,
  type ValidatedAll,
} from './model/validate-all';
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
