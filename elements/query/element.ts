import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { queryResultOf } from './model';
import { queryFormValue } from './view/query-form-value';
import { SuperQuery } from './view/super-query';

/**
 * The advanced query: a 高级查询 button opening a draggable 1000 px builder of conditions
 * (field, rule, value; match and/or), saved queries kept in localStorage under
 * `saved-query_<save-code>` (or the page's full path). 查询 sets the value to the query run,
 * `{ params, matchType }`, and fires `farm-query-change` with it; 重置 sets it to no params and
 * fires it too. The form gets `superQueryParams` (the conditions as JSON) and
 * `superQueryMatchType`, under their own names, while a condition is in effect. A `value`
 * attribute (the JSON of `{ params, matchType }`) starts the page with that query and is what
 * `form.reset()` restores; without it a reset clears the query.
 *
 * @summary Advanced query builder.
 */
export const FarmQueryElement = defineFarmElement('farm-query', SuperQuery, {
  attributes: {
    /** The key saved queries are kept under; default the page's full path. */
    saveCode: 'string',
    disabled: 'boolean',
  },
  jsonAttributes: [
    /** The fields a condition may name (`{ field, title, type, dictCode, ... }`). */
    'fields',
    /** The query in effect, `{ params: [{ field, rule, val, type }], matchType }`; null for none. */
    'value',
  ],
  events: {
    /** A query was run or reset; detail `{ params, matchType }`. */
    onChange: { type: 'farm-query-change', alsoFire: ['change'] },
  },
  formAssociated: {
    // A query the page gives keeps its well-formed conditions only, as the builder would show it.
    value: { prop: 'value', changeEvent: 'onChange', empty: null, sanitize: queryResultOf, formValue: queryFormValue },
  },
});

export type FarmQueryElement = InstanceType<typeof FarmQueryElement>;

/** The element's events by type: `FarmQueryEvents['<type>']` is the event object its listeners get. */
export type FarmQueryEvents = FarmElementEventMap<typeof FarmQueryElement>;

// The detail types of its events, for hosts that name them.
export type { QueryResult } from './model';

declare global {
  interface HTMLElementTagNameMap {
    'farm-query': FarmQueryElement;
  }
}
