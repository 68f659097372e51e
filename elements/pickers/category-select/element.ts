import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { CategorySelect } from './category-select';

/**
 * A category chosen from the category tree (JCategorySelect): a text box dropping the tree
 * (at most 400 px high) under the category coded `pcode`, loaded level by level. A failure
 * to load the top level shows the server's message as an error toast. `condition` must be a
 * JSON object string, else the element shows why. An initial value (category ids) is echoed
 * through `/sys/category/loadDictItem/`. Form-associated like the other pickers.
 *
 * @summary Category select.
 * @csspart control - The field and its drop-down.
 * @csspart text - The chosen categories' names.
 * @cssprop --farm-color-primary - The colour of the chosen category.
 */
export const FarmCategorySelectElement = defineFarmElement('farm-category-select', CategorySelect, {
  attributes: {
    /** The code of the category whose children are offered; none offers the roots. */
    pcode: 'string',
    /** A JSON object string of column -> value, e.g. `{"status":"1"}`. */
    condition: 'string',
    /** Check several categories rather than one. */
    multiple: 'boolean',
    /** The stored category ids, comma-separated. */
    value: 'string',
    /** The form field name. */
    name: 'string',
    placeholder: 'string',
    /** The box's accessible name where no visible label names it; by default the host's `aria-label` or `<label>` text, else the placeholder. */
    label: 'string',
    disabled: 'boolean',
    /** An empty value makes the form invalid. */
    required: 'boolean',
  },
  events: {
    /** The user chose; detail `{ value, previousValue, rows }`. */
    onChange: { type: 'farm-change', alsoFire: ['change'] },
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmCategorySelectElement = InstanceType<typeof FarmCategorySelectElement>;

/** The element's events by type: `FarmCategorySelectEvents['<type>']` is the event object its listeners get. */
export type FarmCategorySelectEvents = FarmElementEventMap<typeof FarmCategorySelectElement>;

// The detail types of its events, for hosts that name them.
export type { PickerChange } from '../shared/picked-value';
export type { TreeValueFields } from '../shared/tree-value';

declare global {
  interface HTMLElementTagNameMap {
    'farm-category-select': FarmCategorySelectElement;
  }
}
