// The pickers as plain React components (the custom elements are in each folder's element.ts).
export { UserPicker, USER_PICKER_WIDTH, type UserPickerProps } from './user-picker/user-picker';
export { echoUsers, type PickerUser } from './user-picker/user-query';
export { DepartPicker, type DepartPickerProps } from './depart-picker/depart-picker';
export { DEPART_PICKER_WIDTH } from './depart-picker/depart-picker-dialog';
export { departForest, flattenDeparts, type DepartFields } from './shared/depart-query';
export { PositionPicker, POSITION_PICKER_WIDTH, type PositionPickerProps } from './position-picker/position-picker';
export type { PickerPosition } from './position-picker/position-query';
export { DictSelect, type DictSelectProps } from './dict-select/dict-select';
export {
  DICT_SEARCH_DEBOUNCE_MS,
  DICT_SEARCH_PAGE_SIZE,
  SWITCH_OFF,
  SWITCH_ON,
  type DictSelectType,
} from './dict-select/dict-choice';
export { splitPicked, joinPicked, type PickerChange } from './shared/picked-value';
export { TreeSelect, type TreeSelectProps } from './tree-select/tree-select';
export { CategorySelect, type CategorySelectProps } from './category-select/category-select';
export type { TreeValueFields } from './shared/tree-value';
export { AreaPicker, type AreaPickerProps, type AreaPickerType } from './area-picker/area-picker';
export { AREA_ROOT, type Area } from './area-picker/area-tree';
export { BusinessPicker, type BusinessPickerProps } from './business-picker/business-picker';
export { BUSINESS_PICKER_WIDTH, type BusinessColumn } from './business-picker/business-picker-dialog';
export {
  BUSINESS_PAGE_SIZE,
  BUSINESS_PAGE_SIZE_OPTIONS,
  BUSINESS_ELLIPSIS,
  type BusinessRow,
} from './business-picker/business-query';
export { ReportPicker, type ReportPickerProps, type ReportPickerChange } from './report-picker/report-picker';
export { REPORT_PICKER_WIDTH } from './report-picker/report-picker-dialog';
export {
  loadReportConfig,
  loadReportQueryInfo,
  loadReportData,
  type ReportColumn,
  type ReportConfig,
  type ReportQueryItem,
} from './report-picker/report-query';
export { reportRowKeys, type ReportRow } from './report-picker/report-config';
export { failureText } from './shared/failure-text';
