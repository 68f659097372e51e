import '../../core/i18n/catalogues/dialogs';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { ContextMenu, contextMenuPoint } from '../../core/ui';
import { deepActiveElement, menuItemsFromChildren, menuItemsOf, type MenuItem } from '../model/menu-items';
import { useMenuItems } from './use-menu-items';

export interface ContextMenuChoice {
  key: string;
  /** The element the menu was opened on: the innermost one right-clicked, or the one focused. */
  source: Element;
}

export interface ContextMenuOpen {
  /** The element right-clicked (the innermost one), or the one focused when opened from the keyboard. */
  source: Element;
}

export interface ContextMenuControlProps {
  /** The id of the element the menu belongs to, in the same document or shadow root. */
  for?: string;
  /** The element the menu belongs to; wins over `for`. */
  target?: Element | null;
  /** `{ key, label, disabled?, danger? }[]`; without it, the child `<option>` elements are the items. */
  items?: readonly MenuItem[];
  /** The menu's accessible name; default 菜单. */
  label?: string;
  /** Leaves the browser's own menu in place. */
  disabled?: boolean;
  /** The menu is about to open; detail `{ source }`. A listener may still change `items`. */
  onOpen?: (detail: ContextMenuOpen) => void;
  /** An item was chosen; detail `{ key, source }`. */
  onSelect?: (choice: ContextMenuChoice) => void;
  /** Given by the custom element: its shadow root. */
  container?: ShadowRoot;
}

interface Opened {
  x: number;
  y: number;
  source: Element;
  /** Where focus goes back to when the menu closes. */
  opener: HTMLElement | null;
}

/** Finds the target by id where the menu element lives (a document or a shadow root). */
function targetById(host: Element, id: string | undefined): Element | null {
  if (!id) return null;
  const root = host.getRootNode() as Document | ShadowRoot;
  return typeof root.getElementById === 'function' ? root.getElementById(id) : null;
}

/**
 * What `<farm-context-menu>` renders: nothing until its target gets a `contextmenu` (a right
 * click, Shift+F10 or the context-menu key), then the shared ContextMenu at the pointer, or under
 * the focused element when opened from the keyboard. Arrow keys, Home and End move, Enter
 * chooses; Escape, Tab or a click outside close it and focus goes back where it was.
 */
export function ContextMenuControl({
  for: forId,
  target,
  items,
  label,
  disabled = false,
  onOpen,
  onSelect,
  container,
}: ContextMenuControlProps): ReactElement | null {
  const { t } = useTranslation();
  const host = container?.host;
  const shownItems = useMenuItems(items, host);
  const [opened, setOpened] = useState<Opened | null>(null);
  // The listener stays attached across renders; it reads the latest settings here.
  const latest = useRef({ disabled, onOpen });
  useEffect(() => {
    latest.current = { disabled, onOpen };
  });

  useEffect(() => {
    if (!host) return undefined;
    // A target added after the menu is still found: the id is looked up at each right click.
    const listenOn: EventTarget = target ?? host.getRootNode();
    const onContextMenu = (event: Event) => {
      const attached = target ?? targetById(host, forId);
      if (!attached || latest.current.disabled || !event.composedPath().includes(attached)) return;
      const source = event.composedPath().find((node): node is Element => node instanceof Element) ?? attached;
      latest.current.onOpen?.({ source });
      // Read from the host now: a farm-open listener may just have given the items for this source.
      const given = (host as Element & { items?: unknown }).items;
      const itemsNow = Array.isArray(given) ? menuItemsOf(given) : menuItemsFromChildren(host);
      // With nothing to offer, the browser's own menu stays.
      if (itemsNow.length === 0) return;
      event.preventDefault();
      const focused = deepActiveElement(host.ownerDocument);
      const opener =
        focused instanceof HTMLElement && event.composedPath().includes(focused)
          ? focused
          : attached instanceof HTMLElement
            ? attached
            : null;
      const point = contextMenuPoint(event as MouseEvent, source.getBoundingClientRect());
      setOpened({ ...point, source, opener });
    };
    listenOn.addEventListener('contextmenu', onContextMenu);
    return () => listenOn.removeEventListener('contextmenu', onContextMenu);
  }, [host, target, forId]);

  if (!opened) return null;
  const close = () => {
    setOpened(null);
    opened.opener?.focus();
  };
  return (
    <ContextMenu
      x={opened.x}
      y={opened.y}
      items={shownItems}
      aria-label={label ?? t('dialogs.menu')}
      onSelect={(key) => onSelect?.({ key, source: opened.source })}
      onClose={close}
    />
  );
}
