import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';

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

/** Pixels an arrow key moves the dialog (Shift: five times as far). */
const KEY_STEP = 10;
const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Moves a dialog by its title bar (the advanced-query modal is draggable). The offset resets
 * whenever `resetKey` changes, i.e. each time the dialog opens, and the title bar is kept
 * inside the viewport so it can always be grabbed again.
 */
export function useDragOffset(enabled: boolean, resetKey: unknown) {
  const [offset, setOffset] = useState<DragOffset>({ x: 0, y: 0 });
  const start = useRef<DragStart | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey puts the dialog back in its place.
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

  const moveBy = (from: Omit<DragStart, 'pointerX' | 'pointerY'>, x: number, y: number) => {
    const dx = clamp(x, KEEP_VISIBLE - from.handle.right, window.innerWidth - KEEP_VISIBLE - from.handle.left);
    const dy = clamp(y, -from.handle.top, window.innerHeight - from.handle.bottom);
    setOffset({ x: from.offset.x + dx, y: from.offset.y + dy });
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const from = start.current;
    if (from) moveBy(from, event.clientX - from.pointerX, event.clientY - from.pointerY);
  };

  /** The title bar's move button: the arrow keys move the dialog, for those who cannot drag. */
  const onMoveKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    const direction = ARROWS[event.key];
    const handle = event.currentTarget.closest('header');
    if (!enabled || !direction || !handle) return;
    event.preventDefault();
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    moveBy({ offset, handle: handle.getBoundingClientRect() }, direction[0] * step, direction[1] * step);
  };

  const onPointerEnd = () => {
    start.current = null;
  };

  return {
    offset,
    handlers: enabled ? { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd } : {},
    onMoveKeyDown,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
