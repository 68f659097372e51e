// Pure page arithmetic for the pagination bar.

/** Page size and its options for list pages and grids: 10, with 10 / 20 / 30 to choose from. */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 30];

/** How far a jump button (•••) moves. */
export const JUMP_SIZE = 5;

/** Number of pages; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number kept within 1..last; anything that is not a number goes to page 1. */
export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

/** First and last item numbers shown on a page (1-based), `[0, 0]` for an empty list. */
export function itemRange(current: number, pageSize: number, total: number): [number, number] {
  if (total <= 0) return [0, 0];
  const page = clampPage(current, total, pageSize);
  return [(page - 1) * pageSize + 1, Math.min(page * pageSize, total)];
}

export type PageItem = number | 'jump-prev' | 'jump-next';

/**
 * The buttons between ‹ and ›: every page when there are few, otherwise the first and last
 * page, two pages either side of the current one, and a jump (•••) for each gap that hides
 * more than one page.
 */
export function pageItems(current: number, pages: number, buffer = 2): PageItem[] {
  const windowSize = buffer * 2 + 1;
  if (pages <= windowSize + 4) return Array.from({ length: pages }, (_, index) => index + 1);
  const page = Math.min(Math.max(1, current), pages);
  let left = Math.max(1, page - buffer);
  let right = Math.min(pages, page + buffer);
  if (page - 1 <= buffer) right = windowSize;
  if (pages - page <= buffer) left = pages - windowSize + 1;
  const items: PageItem[] = [];
  if (left > 1) items.push(1);
  if (left > 2) items.push('jump-prev');
  for (let number = left; number <= right; number++) items.push(number);
  if (right < pages - 1) items.push('jump-next');
  if (right < pages) items.push(pages);
  return items;
}

/** Where a jump button leads. */
export function jumpTarget(item: 'jump-prev' | 'jump-next', current: number, pages: number): number {
  return item === 'jump-prev' ? Math.max(1, current - JUMP_SIZE) : Math.min(pages, current + JUMP_SIZE);
}

/** The current page after a page-size change: the same page when it still exists, else the last. */
export function pageAfterResize(current: number, total: number, newPageSize: number): number {
  return clampPage(current, total, newPageSize);
}

/** The page a typed quick-jump text leads to, or null when the text is not a whole number. */
export function parseJump(text: string, total: number, pageSize: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return clampPage(Number(trimmed), total, pageSize);
}
