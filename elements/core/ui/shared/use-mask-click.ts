import { useRef, type MouseEvent, type PointerEvent } from 'react';

/**
 * Handlers for the area around a dialog's panel. A click counts only when the press also
 * started there: selecting text in a form and releasing over the mask must not close it.
 */
export function useMaskClick(onMaskClick: (() => void) | undefined) {
  const pressedOnMask = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      pressedOnMask.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.target === event.currentTarget && pressedOnMask.current) onMaskClick?.();
      pressedOnMask.current = false;
    },
  };
}
