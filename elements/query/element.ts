import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { SuperQuery } from './view/super-query';

/**
 * The advanced query: a 高级查询 button opening a draggable 1000 px builder of conditions
 * (field, rule, value; match and/or), saved queries kept in localStorage under
 * `saved-query_<save-code>` (or the page's full path). 查询 sets the form value
 * (`superQueryParams` and `superQueryMatchType`, under their own names) and fires
 * `farm-query-change`; 重置 clears both and fires it with no params.
 *
 * @summary Advanced query builder.
 */
export const FarmQueryElement = defineFarmElement('farm-query', SuperQuery, {
  attributes: {
    /** The key saved queries are kept under; default the page's full path. */
    saveCode: 'string',
    disabled: 'boolean',
  },
  /** `fields`: the fields a condition may name (`{ field, title, type, dictCode, ... }`). */
  jsonAttributes: ['fields'],
  events: {
    /** A query was run or reset; detail `{ params, matchType }`. */
    onChange: { type: 'farm-query-change', alsoFire: ['change'] },
  },
  formAssociated: true,
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
