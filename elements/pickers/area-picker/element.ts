import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { AreaPicker } from './area-picker';

/**
 * An administrative area (JAreaLinkage): province, city and district under the root 86, from
 * the same `china-area-data` package the server reads. The value is the deepest code chosen.
 * A `type` other than `cascader` or `select` shows Bad type value. Form-associated: the code
 * is submitted under `name`, `required` makes an empty one "value missing", `form.reset()`
 * restores the `value` attribute.
 *
 * @summary Area linkage picker.
 * @csspart control - The three linked drop-downs.
 */
export const FarmAreaPickerElement = defineFarmElement('farm-area-picker', AreaPicker, {
  attributes: {
    /** The area code, e.g. `110101`. */
    value: 'string',
    /** `cascader` (default) or `select`. Any other text is shown as an error. */
    type: 'string',
    /** The form field name. */
    name: 'string',
    disabled: 'boolean',
    /** An empty value makes the form invalid. */
    required: 'boolean',
  },
  events: {
    /** The user chose; detail `{ value, previousValue, rows }`, rows from the province down. */
    onChange: { type: 'farm-change', alsoFire: ['change'] },
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmAreaPickerElement = InstanceType<typeof FarmAreaPickerElement>;

/** The element's events by type: `FarmAreaPickerEvents['<type>']` is the event object its listeners get. */
export type FarmAreaPickerEvents = FarmElementEventMap<typeof FarmAreaPickerElement>;

// The detail types of its events, for hosts that name them.
export type { PickerChange } from '../shared/picked-value';
export type { Area } from './area-tree';

declare global {
  interface HTMLElementTagNameMap {
    'farm-area-picker': FarmAreaPickerElement;
  }
}
