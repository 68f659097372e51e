import { useEffect, useRef, type RefObject } from 'react';

/**
 * Gives focus back to the menu's trigger when the menu closes and focus was lost with it.
 * Headless UI's own restore looks at the shadow root's activeElement, which is null once the
 * focused menu is removed, so inside a widget it never restores. Focus that moved somewhere on
 * purpose (a dialog opened by the chosen action, a field clicked outside) is left alone.
 */
export function FocusReturn({ open, trigger }: { open: boolean; trigger: RefObject<HTMLElement | null> }): null {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const element = trigger.current;
        if (!element?.isConnected) return;
        const root = element.getRootNode() as Document | ShadowRoot;
        const documentFocus = element.ownerDocument.activeElement;
        const lost = documentFocus === null || documentFocus === element.ownerDocument.body;
        if (lost && (root.activeElement === null || root.activeElement === element.ownerDocument.body)) element.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [open, trigger]);
  return null;
}
