import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard on the active cell: after a key moved it (possibly to another month, drawn
 * anew), the cell now marked `tabindex="0"` takes the focus. `request()` is called by the key
 * handler; a change of `active` from a click or typed text leaves the focus where it is.
 */
export function useCellFocus(container: RefObject<HTMLElement | null>, active: unknown): { request: () => void } {
  const wanted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each move of the active cell, drawn anew.
  useLayoutEffect(() => {
    if (!wanted.current) return;
    wanted.current = false;
    container.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [container, active]);
  return {
    request: () => {
      wanted.current = true;
    },
  };
}
