/** Where a menu of `size` opened at `point` goes so that it stays inside the `viewport`. */
export function contextMenuPosition(
  point: { x: number; y: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): { x: number; y: number } {
  const x = point.x + size.width > viewport.width ? Math.max(0, viewport.width - size.width) : point.x;
  const y = point.y + size.height > viewport.height ? Math.max(0, point.y - size.height) : point.y;
  return { x, y };
}

/**
 * The point a context menu opens at. A menu opened from the keyboard (Shift+F10, the
 * context-menu key) has no pointer position, so it goes under the element it was opened on.
 * Browsers tell it apart differently: some give 0, 0; Chromium gives a point inside the focused
 * element with `button` -1 (a pointer's right click is button 2).
 */
export function contextMenuPoint(
  event: { clientX: number; clientY: number; button?: number },
  anchor: { left: number; bottom: number },
): { x: number; y: number } {
  const fromKeyboard = (event.clientX === 0 && event.clientY === 0) || event.button === -1;
  return fromKeyboard ? { x: anchor.left, y: anchor.bottom } : { x: event.clientX, y: event.clientY };
}

/** The item focused after `key`, cycling through the enabled ones; `null` when the key does not move. */
export function menuFocusAfterKey(key: string, current: number, enabled: readonly boolean[]): number | null {
  const order = enabled.map((on, index) => (on ? index : -1)).filter((index) => index >= 0);
  if (!order.length) return null;
  if (key === 'Home') return order[0] ?? null;
  if (key === 'End') return order.at(-1) ?? null;
  const step = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  if (!step) return null;
  const at = order.indexOf(current);
  if (at < 0) return (step > 0 ? order[0] : order.at(-1)) ?? null;
  return order[(at + step + order.length) % order.length] ?? null;
}
