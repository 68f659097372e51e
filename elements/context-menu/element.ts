import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { ContextMenuControl } from './view/context-menu-control';

/**
 * A right-click menu (widgets spec 2.2) for another element: the one whose id is `for` (looked
 * up in the same document or shadow root at each right click), or the `target` property. It opens
 * at the pointer on a right click, and under the focused element on Shift+F10 or the
 * context-menu key. Arrow keys, Home and End move between the enabled items, Enter or a click
 * chooses one and fires `farm-select` with its key; Escape, Tab or a click outside close it and
 * give focus back. Items are `items` (JSON or a property: `{ key, label, disabled?, danger? }`),
 * or else the child `<option value="key">label</option>` elements (`disabled`, `data-danger`).
 * `farm-open` fires first, with the element right-clicked, so a page can set the items for it.
 *
 * @summary Right-click menu for any element.
 * @cssprop --farm-color-danger - A `danger` item's text.
 */
export const FarmContextMenuElement = defineFarmElement('farm-context-menu', ContextMenuControl, {
  attributes: {
    /** The id of the element the menu belongs to. */
    for: 'string',
    /** The menu's accessible name; default 菜单. */
    label: 'string',
    /** Leaves the browser's own menu in place. */
    disabled: 'boolean',
  },
  /** `target`: the element the menu belongs to (wins over `for`). */
  properties: ['target'],
  /** `items`: `{ key, label, disabled?, danger? }[]`; without them the child `<option>` elements are the items. */
  jsonAttributes: ['items'],
  events: {
    /** The menu is about to open; detail `{ source }`, the element right-clicked or focused. */
    onOpen: 'farm-open',
    /** An item was chosen; detail `{ key, source }`. */
    onSelect: 'farm-select',
  },
});

export type FarmContextMenuElement = InstanceType<typeof FarmContextMenuElement>;

/** The element's events by type: `FarmContextMenuEvents['<type>']` is the event object its listeners get. */
export type FarmContextMenuEvents = FarmElementEventMap<typeof FarmContextMenuElement>;

// The detail and item types, for hosts that name them.
export type { ContextMenuChoice, ContextMenuOpen } from './view/context-menu-control';
export type { MenuItem } from './model/menu-items';

declare global {
  interface HTMLElementTagNameMap {
    'farm-context-menu': FarmContextMenuElement;
  }
}
