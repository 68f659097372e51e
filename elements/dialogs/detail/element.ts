import { defineFarmElement, type FarmElementEventMap } from '../../core/element';
import { DetailControl } from '../view/detail-control';

/**
 * The 详细信息 modal (widgets spec 2.2 and 9): every field of `record` named by `columns`
 * (`{ key or dataIndex, title, html? }`), as term and value, 1 to 4 per row (3 by default, the
 * user can change it), 1200 px wide with a fullscreen switch. A dictionary-coded field shows its
 * `<field>_dictText`; an `html` field shows its formatting, sanitised. Setting `open` shows it;
 * closing fires `farm-close` and clears `open`. `FarmElements.showDetail(record, columns)` opens one.
 *
 * @summary Record detail modal (详细信息).
 */
export const FarmDetailElement = defineFarmElement('farm-detail', DetailControl, {
  attributes: {
    /** Shows the modal. */
    open: 'boolean',
    /** The title bar; default 详细信息. */
    heading: 'string',
    /**
     * The fields per row it opens with, 1 to 4.
     * @default 3
     */
    columnCount: 'number',
    /**
     * The modal's width in pixels.
     * @default 1200
     */
    width: 'number',
  },
  /** `record`: the record shown; `columns`: the fields shown, in order (both also as JSON for static markup). */
  jsonAttributes: ['record', 'columns'],
  events: {
    /** The user closed the modal. */
    onClose: 'farm-close',
  },
});

export type FarmDetailElement = InstanceType<typeof FarmDetailElement>;

/** The element's events by type: `FarmDetailEvents['<type>']` is the event object its listeners get. */
export type FarmDetailEvents = FarmElementEventMap<typeof FarmDetailElement>;

// The types of its properties, for hosts that name them.
export type { DetailColumn } from '../model/detail-fields';

declare global {
  interface HTMLElementTagNameMap {
    'farm-detail': FarmDetailElement;
  }
}
