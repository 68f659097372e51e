export { DatePickerControl, type DatePickerControlProps, type DatePickerChange } from './view/date-picker-control';
export { pickerValidity, type PickerValidity } from './view/picker-validity';
