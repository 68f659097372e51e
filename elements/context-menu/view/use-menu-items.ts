import { useEffect, useState } from 'react';
import { menuItemsFromChildren, menuItemsOf, type MenuItem } from '../model/menu-items';

/**
 * The menu's items: the `items` given (property or JSON attribute), else the host's child
 * `<option>` elements, read again whenever they change.
 */
export function useMenuItems(given: unknown, host: Element | undefined): MenuItem[] {
  const [fromChildren, setFromChildren] = useState<MenuItem[]>(() => (host ? menuItemsFromChildren(host) : []));
  useEffect(() => {
    if (!host) return undefined;
    setFromChildren(menuItemsFromChildren(host));
    const observer = new MutationObserver(() => setFromChildren(menuItemsFromChildren(host)));
    observer.observe(host, { childList: true, subtree: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  }, [host]);
  return Array.isArray(given) ? menuItemsOf(given) : fromChildren;
}
