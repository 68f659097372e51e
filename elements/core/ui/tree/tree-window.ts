// Which rows of a tall tree are drawn: the ones in the viewport and a few either side, so a
// tree of thousands of nodes keeps a few dozen rows in the DOM.

/** Every row has this height (px) so a row's place follows from its index. */
export const TREE_ROW_HEIGHT = 28;

/** Rows drawn beyond each edge of the viewport, so a short scroll shows no blank band. */
export const TREE_OVERSCAN = 6;

export interface RowWindow {
  /** First drawn row index. */
  start: number;
  /** One past the last drawn row index. */
  end: number;
}

/** The rows to draw for a viewport `viewport` px tall scrolled to `scrollTop`. */
export function rowWindow(
  count: number,
  scrollTop: number,
  viewport: number,
  rowHeight = TREE_ROW_HEIGHT,
  overscan = TREE_OVERSCAN,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const inView = Math.ceil(viewport / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + inView + overscan) };
}

/** The scroll position that brings row `index` fully into view, moving as little as possible. */
export function scrollToShow(index: number, scrollTop: number, viewport: number, rowHeight = TREE_ROW_HEIGHT): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewport) return top + rowHeight - viewport;
  return scrollTop;
}

/** The row indices to draw: the window, and the focused row wherever it is, so focus survives scrolling. */
export function drawnIndices(range: RowWindow, focusedIndex: number): number[] {
  const indices: number[] = [];
  if (focusedIndex >= 0 && focusedIndex < range.start) indices.push(focusedIndex);
  for (let index = range.start; index < range.end; index += 1) indices.push(index);
  if (focusedIndex >= range.end) indices.push(focusedIndex);
  return indices;
}
