// `farm-elements/react`: the widgets as plain React components, for React hosts that would rather
// render components than custom elements. Importing it registers no tag.
export {
  CronControl,
  CronEditor,
  CronInput,
  type CronControlProps,
  type CronEditorProps,
  type CronInputProps,
  type CronViewProps,
} from './cron';
export { EditableGrid, validateAll, type EditableGridHandle, type EditableGridProps, type CellError } from './grid';
export { UploadControl, ImageUploadControl, type UploadControlProps, type ImageUploadControlProps } from './upload';
export { ImportModal, ImportControl, type ImportModalProps, type ImportControlProps } from './import';
export {
  UserPicker,
  DepartPicker,
  PositionPicker,
  DictSelect,
  TreeSelect,
  CategorySelect,
  AreaPicker,
  BusinessPicker,
  ReportPicker,
  type UserPickerProps,
  type DepartPickerProps,
  type PositionPickerProps,
  type DictSelectProps,
  type TreeSelectProps,
  type CategorySelectProps,
  type AreaPickerProps,
  type BusinessPickerProps,
  type ReportPickerProps,
} from './pickers';
export type { DialogPickerProps } from './pickers/shared/dialog-picker';
export { SuperQuery, superQueryRequest, type SuperQueryProps } from './query';
export { NoticeBell, AnnouncementDetail, type NoticeBellProps } from './notice';
export { SliderVerify, type SliderVerifyProps } from './slider-verify';
export { DatePickerControl, type DatePickerControlProps } from './date-picker';
export {
  DatePicker,
  DateRangePicker,
  type DatePickerProps,
  type DateRangePickerProps,
  type DateRange,
  type PickerKind,
} from './core/ui';
export {
  ListElement,
  ListPage,
  useListPage,
  type ListElementProps,
  type ListPageProps,
  type ListPageOptions,
  type ListPageState,
} from './list';
export {
  DetailControl,
  DetailModal,
  PromptControl,
  type DetailControlProps,
  type DetailModalProps,
  type PromptControlProps,
} from './dialogs';
export { ContextMenuControl, type ContextMenuControlProps } from './context-menu';
export { configureFarmElements, type FarmHostSettings } from './core/embedding';
export type { Locale } from './core/i18n';

// The detail types of the elements' events: the components' callbacks are called with the same.
export type { ScriptHistoryEntry } from './code-editor';
export type { CronChange } from './cron';
export type {
  CellChange,
  GridColumn,
  GridData,
  GridRow,
  RowMenuChoice,
  RowsAdded,
  RowsMoved,
  RowsRemoved,
  SelectionChange,
  SortChange,
  SubFormToggle,
} from './grid';
export type { UploadChange, UploadProgress } from './upload';
export type { ImportOutcome } from './import';
export type { OpenPageDetail } from './notice';
export type {
  Area,
  BusinessRow,
  DepartFields,
  PickerChange,
  PickerPosition,
  PickerUser,
  ReportPickerChange,
  TreeValueFields,
} from './pickers';
export type { DictItem } from './core/dict';
export type { QueryResult } from './query';
export type { SliderVerifyChange } from './slider-verify';
export type { DatePickerChange } from './date-picker';
export type {
  ListElementColumn,
  ListLoadedPage,
  ListPermissions,
  ListQueryField,
  ListRowAction,
  ListRowActionChoice,
  ListRowClick,
  ListSelectionChange,
} from './list';
export type { DetailColumn, DetailField } from './dialogs';
export type { ContextMenuChoice, ContextMenuOpen, MenuItem } from './context-menu';
