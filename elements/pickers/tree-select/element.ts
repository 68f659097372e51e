import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { TreeSelect } from './tree-select';

/**
 * A value chosen from a tree kept in a table (JTreeSelect): a text box dropping the tree
 * (at most 400 px high), loaded level by level from `/sys/dict/loadTreeData`. `condition`
 * must be a JSON object string, else the element shows why and asks nothing of the server.
 * An initial value is echoed through the table dictionary `dict`. Form-associated: the value
 * is submitted under `name`, `required` makes an empty one "value missing", `form.reset()`
 * restores the `value` attribute.
 *
 * @summary Tree select over a table.
 * @csspart control - The field and its drop-down.
 * @csspart text - The chosen nodes' titles.
 * @cssprop --farm-color-primary - The colour of the chosen node.
 */
export const FarmTreeSelectElement = defineFarmElement('farm-tree-select', TreeSelect, {
  attributes: {
    /** `table,text,code`, e.g. `sys_category,name,id`. */
    dict: 'string',
    /** The column holding a node's parent. */
    pidField: 'string',
    /** The parent value of the top level. */
    pidValue: 'string',
    /** The column saying whether a node has children. */
    hasChildField: 'string',
    /** A JSON object string of column -> value, e.g. `{"status":"1"}`. */
    condition: 'string',
    /** Check several nodes rather than one. */
    multiple: 'boolean',
    /** The stored values, comma-separated. */
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

export type FarmTreeSelectElement = InstanceType<typeof FarmTreeSelectElement>;

/** The element's events by type: `FarmTreeSelectEvents['<type>']` is the event object its listeners get. */
export type FarmTreeSelectEvents = FarmElementEventMap<typeof FarmTreeSelectElement>;

// The detail types of its events, for hosts that name them.
export type { PickerChange } from '../shared/picked-value';
export type { TreeValueFields } from '../shared/tree-value';

declare global {
  interface HTMLElementTagNameMap {
    'farm-tree-select': FarmTreeSelectElement;
  }
}
