export * from './list-types';
export {
  listRequestParams,
  listQueryParams,
  advancedQueryParams,
  isEmptyValue,
  type ListRequestState,
} from './list-params';
export { pageAfterDelete } from './page-after-delete';
export { nextSort, ariaSort } from './next-sort';
export { toggleKey, toggleAllOnPage, pageSelectionState, withoutKeys, type RowKey } from './selection';
export { readListResult } from './list-answer';
export { rejectionMessage } from './delete-hook';
export { toggleChosen } from './column-filter';
export {
  advancedFieldsOf,
  dataColumns,
  detailColumnsOf,
  likeFieldsOf,
  listColumnsOf,
  queryBarFields,
  queryModeOf,
  type AdvancedQueryFieldSpec,
  type ColumnValueType,
  type ListChoice,
  type ListElementColumn,
  type ListQueryField,
  type ListRowAction,
  type QueryMode,
} from './list-spec';
export { initialListState, listReducer, type ListAction, type ListDefaults, type ListState } from './list-state';
