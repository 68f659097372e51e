import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { DatePickerControl } from './view/date-picker-control';

/**
 * A date, datetime, time, month or year field, or a range of two, written in the spec's formats
 * (date `YYYY-MM-DD`, datetime `YYYY-MM-DD HH:mm:ss`, time `HH:mm:ss`) whatever the browser's
 * language: the text typed in the format, or chosen in a calendar whose week starts on Monday in
 * zh-CN and on Sunday in en. Keyboard: ArrowDown opens the panel, arrows move a day, Page Up/Down
 * a month, Enter picks, Escape closes and gives the focus back. Form-associated: the value (a
 * range's ends comma-separated) is submitted under `name`; `required` makes an empty one "value
 * missing", a value the page gives outside `min`/`max` is out of range, `form.reset()` restores
 * the `value` attribute.
 *
 * @summary Date, time, month, year and range picker.
 * @csspart control - The picker (or the two pickers of a range).
 * @cssprop --farm-color-primary - The chosen day and the focus ring.
 */
export const FarmDatePickerElement = defineFarmElement('farm-date-picker', DatePickerControl, {
  attributes: {
    /** The value in the format, e.g. `2026-11-27`; a range's two ends comma-separated. */
    value: 'string',
    /**
     * What is chosen; default `date`.
     * @default 'date'
     */
    type: ['date', 'datetime', 'time', 'month', 'year'],
    /** A start and an end: the value is `start,end`. */
    range: 'boolean',
    /** The earliest choosable value, in the format. */
    min: 'string',
    /** The latest choosable value, in the format. */
    max: 'string',
    /** The format of the value and the text box in YYYY MM DD HH mm ss; default the spec's for the type. */
    format: 'string',
    /** The form field name. */
    name: 'string',
    placeholder: 'string',
    /** The picker's accessible name, where no visible label names it; by default the host's `aria-label` or `<label>` text. */
    label: 'string',
    disabled: 'boolean',
    /** An empty value makes the form invalid. */
    required: 'boolean',
  },
  events: {
    /** The user chose or typed a value; detail `{ value, previousValue }`. */
    onChange: { type: 'farm-change', alsoFire: ['change', 'input'] },
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmDatePickerElement = InstanceType<typeof FarmDatePickerElement>;

/** The element's events by type: `FarmDatePickerEvents['<type>']` is the event object its listeners get. */
export type FarmDatePickerEvents = FarmElementEventMap<typeof FarmDatePickerElement>;

// The detail types of its events, for hosts that name them.
export type { DatePickerChange } from './view/date-picker-control';

declare global {
  interface HTMLElementTagNameMap {
    'farm-date-picker': FarmDatePickerElement;
  }
}
