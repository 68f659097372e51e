import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

export interface DragOffset {
  x: number;
  y: number;
}

interface DragStart {
  pointerX: number;
  pointerY: number;
  offset: DragOffset;
  handle: DOMRect;
}

/** How much of the title bar stays on screen horizontally, so a dragged dialog can be grabbed back. */
const KEEP_VISIBLE = 80;

/**
 * Moves a dialog by its title bar (the advanced-query modal is draggable). The offset resets
 * whenever `resetKey` changes, i.e. each time the dialog opens, and the title bar is kept
 * inside the viewport so it can always be grabbed again.
 */
export function useDragOffset(enabled: boolean, resetKey: unknown) {
  const [offset, setOffset] = useState<DragOffset>({ x: 0, y: 0 });
  const start = useRef<DragStart | null>(null);

  useEffect(() => {
    setOffset({ x: 0, y: 0 });
  }, [resetKey]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (!enabled || event.button !== 0) return;
    if ((event.target as Element).closest('button, a, input, select, textarea')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = {
      pointerX: event.clientX,
      pointerY: event.clientY,
      offset,
      handle: event.currentTarget.getBoundingClientRect(),
    };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    const dx = clamp(
      event.clientX - from.pointerX,
      KEEP_VISIBLE - from.handle.right,
      window.innerWidth - KEEP_VISIBLE - from.handle.left,
    );
    const dy = clamp(event.clientY - from.pointerY, -from.handle.top, window.innerHeight - from.handle.bottom);
    setOffset({ x: from.offset.x + dx, y: from.offset.y + dy });
  };

  const onPointerEnd = () => {
    start.current = null;
  };

  return {
    offset,
    handlers: enabled
      ? { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd }
      : {},
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
