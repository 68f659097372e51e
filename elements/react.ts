// `farm-elements/react`: the widgets as plain React components, for React hosts that would rather
// render components than custom elements. Importing it registers no tag.
export { CronControl, CronEditor, CronInput, type CronControlProps, type CronEditorProps, type CronInputProps } from './cron';
export { EditableGrid, validateAll } from './grid';
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
} from './pickers';
export { SuperQuery, superQueryRequest, type SuperQueryProps } from './query';
export { NoticeBell, AnnouncementDetail, type NoticeBellProps } from './notice';
export { SliderVerify, type SliderVerifyProps } from './slider-verify';
export { configureFarmElements, type FarmHostSettings } from './core/embedding';
