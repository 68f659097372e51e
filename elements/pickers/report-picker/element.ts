import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { ReportPicker } from './report-picker';

/**
 * The popup field (JPopup): a 1200 px dialog with an online report's query form and paged
 * data; 确定 maps the chosen rows' origin fields onto the target fields (each comma-joined)
 * and fires `farm-change` with `targets`. Without code, origin and target fields it shows
 * popup参数未正确配置!, with unequal counts the count error. In single mode 确定 with no row
 * warns 请选择一条记录. Form-associated: its own target's value is submitted under `name`.
 *
 * @summary Report popup picker.
 * @csspart text - The picker's value.
 * @csspart open-button - The button opening the dialog.
 */
export const FarmReportPickerElement = defineFarmElement('farm-report-picker', ReportPicker, {
  attributes: {
    /** The online report's code. */
    code: 'string',
    /** The report fields read from the chosen rows, comma-separated. */
    originFields: 'string',
    /** The form fields they fill, in the same order. */
    targetFields: 'string',
    /** Which target field is this picker's own value; default the first. */
    field: 'string',
    multiple: 'boolean',
    /** `column=asc` or `column=desc`. */
    sorter: 'string',
    /** The picker's value. */
    value: 'string',
    /** The form field name. */
    name: 'string',
    placeholder: 'string',
    /**
     * The text box's accessible name where no visible label names the picker; by default the
     * host's `aria-label` or `<label>` text, else 已选… (Chosen …).
     */
    label: 'string',
    disabled: 'boolean',
    /** An empty value makes the form invalid. */
    required: 'boolean',
  },
  /** `params`: dynamic report parameters, sent as `self_<name>`. */
  properties: ['params'],
  events: {
    /** The user confirmed rows; detail `{ value, previousValue, rows, targets }`. */
    onChange: { type: 'farm-change', alsoFire: ['change'] },
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmReportPickerElement = InstanceType<typeof FarmReportPickerElement>;

/** The element's events by type: `FarmReportPickerEvents['<type>']` is the event object its listeners get. */
export type FarmReportPickerEvents = FarmElementEventMap<typeof FarmReportPickerElement>;

// The detail types of its events, for hosts that name them.
export type { ReportPickerChange } from './report-picker';

declare global {
  interface HTMLElementTagNameMap {
    'farm-report-picker': FarmReportPickerElement;
  }
}
