import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { UserPicker } from './user-picker';

/**
 * Users chosen by department: the chosen users' names, and a 1250 px dialog with the
 * department tree (loaded level by level) beside a paged user table searched by the server.
 * Stores `username` and shows `realname` unless `store-field` / `text-field` say otherwise;
 * an initial value is echoed through getMultiUser. Form-associated: the comma list is
 * submitted under `name`, `required` makes an empty one "value missing", `form.reset()`
 * restores the `value` attribute.
 *
 * @summary User picker by department.
 * @csspart text - The chosen users' names.
 * @csspart open-button - The button opening the dialog.
 * @cssprop --farm-color-primary - The colour of the chosen rows and buttons.
 */
export const FarmUserPickerElement = defineFarmElement('farm-user-picker', UserPicker, {
  attributes: {
    /** The stored values, comma-separated. */
    value: 'string',
    /** The form field name. */
    name: 'string',
    /** Pick several users (check boxes) rather than one. */
    multiple: 'boolean',
    /**
     * The user field stored in the value; default `username`.
     * @default 'username'
     */
    storeField: 'string',
    /**
     * The user field shown; default `realname`.
     * @default 'realname'
     */
    textField: 'string',
    /**
     * The dialog's width in pixels; default 1250.
     * @default 1250
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

export type FarmUserPickerElement = InstanceType<typeof FarmUserPickerElement>;

/** The element's events by type: `FarmUserPickerEvents['<type>']` is the event object its listeners get. */
export type FarmUserPickerEvents = FarmElementEventMap<typeof FarmUserPickerElement>;

// The detail types of its events, for hosts that name them.
export type { PickerChange } from '../shared/picked-value';
export type { PickerUser } from './user-query';

declare global {
  interface HTMLElementTagNameMap {
    'farm-user-picker': FarmUserPickerElement;
  }
}
