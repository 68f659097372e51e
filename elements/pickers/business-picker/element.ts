import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { BusinessPicker } from './business-picker';

/**
 * Records of any business list url chosen in a 900 px dialog: the list (page size 5 with
 * 5/10/20/30, cells cut at 12 characters) beside the table of those selected (scrolling at
 * 240 px; a click there removes one). Stores `id` and shows `name` unless `store-field` /
 * `text-field` say otherwise; an initial value is echoed from `value-url` (else the list url)
 * keyed by the store field. Form-associated like the other pickers.
 *
 * @summary Business-object picker.
 * @csspart text - The chosen records' text.
 * @csspart open-button - The button opening the dialog.
 */
export const FarmBusinessPickerElement = defineFarmElement('farm-business-picker', BusinessPicker, {
  attributes: {
    /** The list url, e.g. `/sys/position/list`. */
    listUrl: 'string',
    /** Where stored values are echoed from; default the list url. */
    valueUrl: 'string',
    /** The list field the search box searches. */
    queryField: 'string',
    /** The dialog's title. */
    dialogTitle: 'string',
    /** The stored values, comma-separated. */
    value: 'string',
    /** The form field name. */
    name: 'string',
    multiple: 'boolean',
    /** The record field stored in the value; default `id`. */
    storeField: 'string',
    /** The record field shown; default `name`. */
    textField: 'string',
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
  /** `columns`: the list's columns `[{ key, title }]`. */
  properties: ['columns'],
  events: {
    /** The user confirmed a choice; detail `{ value, previousValue, rows }`. */
    onChange: { type: 'farm-change', alsoFire: ['change'] },
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmBusinessPickerElement = InstanceType<typeof FarmBusinessPickerElement>;

/** The element's events by type: `FarmBusinessPickerEvents['<type>']` is the event object its listeners get. */
export type FarmBusinessPickerEvents = FarmElementEventMap<typeof FarmBusinessPickerElement>;

// The detail types of its events, for hosts that name them.
export type { PickerChange } from '../shared/picked-value';
export type { BusinessRow } from './business-query';

declare global {
  interface HTMLElementTagNameMap {
    'farm-business-picker': FarmBusinessPickerElement;
  }
}
