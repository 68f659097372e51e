import { useEffect, useRef, type RefObject } from 'react';

/**
 * Gives the focus to the user menu's button when a dialog opened from that menu closes. The
 * dialog would hand it back to the element focused when it opened, but that was an entry of the
 * menu, gone with the menu, so the focus would fall to the page body and a keyboard user would
 * start again from the top. Focus that the closing moved somewhere else on purpose stays there.
 */
export function useFocusAfterDialog(dialogOpen: boolean, area: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(dialogOpen);
  useEffect(() => {
    const closed = wasOpen.current && !dialogOpen;
    wasOpen.current = dialogOpen;
    if (!closed) return;
    // Right after close() the focus may still sit in the closed dialog until the browser moves it.
    const active = document.activeElement;
    const lost = active === null || active === document.body || active.closest('dialog:not([open])') !== null;
    if (lost) area.current?.querySelector<HTMLElement>('button')?.focus();
  }, [dialogOpen, area]);
}
