import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { DictSelect } from './dict-select';

/**
 * A dictionary's values, by dictionary code or table dictionary (`table,text,value[,filter]`):
 * a drop-down, radios, radio buttons, check boxes, checkable tags (one, or several with
 * `multiple`), a Y/N switch (是 / 否 in query mode), or a
 * drop-down searched on the server as the user types (800 ms after the last key by default,
 * 10 options). An empty code shows 字典Code不能为空!. Form-associated: the value (a comma
 * list for several) is submitted under `name`, `required` makes an empty one "value missing",
 * `form.reset()` restores the `value` attribute.
 *
 * @summary Dictionary select, radio, checkbox, tag, switch and search.
 * @csspart control - The control the dictionary is drawn as.
 * @cssprop --farm-color-primary - The colour of the chosen values.
 */
export const FarmDictSelectElement = defineFarmElement('farm-dict-select', DictSelect, {
  attributes: {
    /** A dictionary code (`sex`) or a table dictionary (`sys_user,realname,username`). */
    dictCode: 'string',
    /** How the dictionary is drawn; default `select`. */
    type: ['select', 'radio', 'radioButton', 'checkbox', 'tag', 'switch', 'search'],
    /** The stored value; several are comma-separated. */
    value: 'string',
    /** The form field name. */
    name: 'string',
    /** Several values (a drop-down or tags). */
    multiple: 'boolean',
    /** A query form's switch: a choice of 是 / 否. */
    queryMode: 'boolean',
    /**
     * Milliseconds to wait after typing before a search is sent; default 800.
     * @default 800
     */
    searchDebounce: 'number',
    placeholder: 'string',
    /** The control's accessible name, where no visible label names it; by default the host's `aria-label` or `<label>` text. */
    label: 'string',
    disabled: 'boolean',
    /** An empty value makes the form invalid. */
    required: 'boolean',
  },
  /** `switchValues`: the switch's two values `[on, off]`, default `['Y', 'N']`. */
  properties: ['switchValues'],
  events: {
    /** The user chose; detail `{ value, previousValue, rows }` with the chosen dictionary items. */
    onChange: { type: 'farm-change', alsoFire: ['change'] },
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmDictSelectElement = InstanceType<typeof FarmDictSelectElement>;

/** The element's events by type: `FarmDictSelectEvents['<type>']` is the event object its listeners get. */
export type FarmDictSelectEvents = FarmElementEventMap<typeof FarmDictSelectElement>;

// The detail types of its events, for hosts that name them.
export type { PickerChange } from '../shared/picked-value';
export type { DictItem } from '../../core/dict';

declare global {
  interface HTMLElementTagNameMap {
    'farm-dict-select': FarmDictSelectElement;
  }
}
