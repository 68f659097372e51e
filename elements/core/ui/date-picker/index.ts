export { DatePicker, PICKER_MIN_WIDTH, type DatePickerProps } from './date-picker';
export { DateRangePicker, type DateRange, type DateRangePickerProps } from './date-range-picker';
export {
  COMPARE_UNIT,
  DEFAULT_PICKER_FORMATS,
  formatOf,
  parsePickerText,
  readPickerBound,
  type PickerKind,
} from './picker-kind';
export { weekStartOf, monthWeeks, weekdayOrder, yearPage } from './calendar-grid';
export { keyMove, type PanelMode } from './calendar-keys';
export { isChoosable, type PickerBounds } from './picker-bounds';
