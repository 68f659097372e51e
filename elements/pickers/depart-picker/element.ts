import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { DepartPicker } from './depart-picker';

/**
 * Departments chosen from the department tree in a 500 px dialog: search, expand or collapse
 * all, parent-child linked or unlinked checks; single mode keeps only the latest checked.
 * Stores `id` and shows `departName` unless `store-field` / `text-field` say otherwise; an
 * initial value is echoed from the department tree. Form-associated: the comma list is
 * submitted under `name`, `required` makes an empty one "value missing", `form.reset()`
 * restores the `value` attribute.
 *
 * @summary Department picker.
 * @csspart text - The chosen departments' names.
 * @csspart open-button - The button opening the dialog.
 * @cssprop --farm-color-primary - The colour of the checked departments and buttons.
 */
export const FarmDepartPickerElement = defineFarmElement('farm-depart-picker', DepartPicker, {
  attributes: {
    /** The stored values, comma-separated. */
    value: 'string',
    /** The form field name. */
    name: 'string',
    /** Check several departments rather than one. */
    multiple: 'boolean',
    /** Parent-child `linked` checking, or `unlinked` (default). */
    checkMode: ['linked', 'unlinked'],
    /** The department field stored in the value; default `id`. */
    storeField: 'string',
    /** The department field shown; default `departName`. */
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
  events: {
    /** The user confirmed a choice; detail `{ value, previousValue, rows }`. */
    onChange: { type: 'farm-change', alsoFire: ['change'] },
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmDepartPickerElement = InstanceType<typeof FarmDepartPickerElement>;

/** The element's events by type: `FarmDepartPickerEvents['<type>']` is the event object its listeners get. */
export type FarmDepartPickerEvents = FarmElementEventMap<typeof FarmDepartPickerElement>;

// The detail types of its events, for hosts that name them.
export type { PickerChange } from '../shared/picked-value';
export type { DepartFields } from '../shared/depart-query';

declare global {
  interface HTMLElementTagNameMap {
    'farm-depart-picker': FarmDepartPickerElement;
  }
}
