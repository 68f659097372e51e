import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { PositionPicker } from './position-picker';

/**
 * Positions chosen from a paged table showing name, code and rank, searched by name on the
 * server. Stores `code` and shows `name` unless `store-field` / `text-field` say otherwise;
 * each chosen record (in `farm-change`'s `rows`) carries its `id` and `code`. An initial value
 * is echoed from the position list. Form-associated: the comma list is submitted under
 * `name`, `required` makes an empty one "value missing", `form.reset()` restores the `value`
 * attribute.
 *
 * @summary Position picker.
 * @csspart text - The chosen positions' names.
 * @csspart open-button - The button opening the dialog.
 * @cssprop --farm-color-primary - The colour of the chosen rows and buttons.
 */
export const FarmPositionPickerElement = defineFarmElement('farm-position-picker', PositionPicker, {
  attributes: {
    /** The stored values, comma-separated. */
    value: 'string',
    /** The form field name. */
    name: 'string',
    /** Pick several positions (check boxes) rather than one. */
    multiple: 'boolean',
    /**
     * The position field stored in the value; default `code`.
     * @default 'code'
     */
    storeField: 'string',
    /**
     * The position field shown; default `name`.
     * @default 'name'
     */
    textField: 'string',
    /**
     * The dialog's width in pixels; default 800.
     * @default 800
     */
    modalWidth: 'number',
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

export type FarmPositionPickerElement = InstanceType<typeof FarmPositionPickerElement>;

/** The element's events by type: `FarmPositionPickerEvents['<type>']` is the event object its listeners get. */
export type FarmPositionPickerEvents = FarmElementEventMap<typeof FarmPositionPickerElement>;

// The detail types of its events, for hosts that name them.
export type { PickerChange } from '../shared/picked-value';
export type { PickerPosition } from './position-query';

declare global {
  interface HTMLElementTagNameMap {
    'farm-position-picker': FarmPositionPickerElement;
  }
}
