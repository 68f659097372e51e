import { useEffect, type RefObject } from 'react';
import { keepTabInside, tabStops } from './focus-trap';

/**
 * For a non-modal pop-up drawn as a dialog (role="dialog" in place, not a `<dialog>`): while
 * `open`, focus moves to its first stop (or the panel itself) and Tab cycles inside, as in a
 * modal dialog. Closing and giving focus back to the opener stay with the owner, who knows it.
 */
export function useFocusInside(panel: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return undefined;
    // The pop-up opened where its owner placed it, under the user's eyes: moving focus in must
    // not scroll the page (or a clipping box around it) under the pop-up.
    const first = tabStops(element)[0];
    if (first) first.focus({ preventScroll: true });
    else {
      element.tabIndex = -1;
      element.focus({ preventScroll: true });
    }
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(element, event);
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [panel, open]);
}
