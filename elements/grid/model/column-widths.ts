import { DEFAULT_COLUMN_WIDTH } from './grid-constants';

/** Widgets spec 9: columns without a width share 92% of the grid among the visible columns. */
export const SHARED_WIDTH_PERCENT = 92;

/** Spec 9 and 5.4: the widths and minimum widths of the picker columns. */
export const USER_SELECT_WIDTH = 220;
export const DEPART_SELECT_WIDTH = 160;
export const PICKER_MIN_WIDTH = 190;

/**
 * The width of a column that names none: its share of 92% of the grid's width
 * (`visibleColumns` being the data columns drawn), but no narrower than 120 px, so a wide grid
 * fills its width and a grid of many columns scrolls rather than squeezing them.
 */
export function sharedColumnWidth(visibleColumns: number): string | number {
  if (visibleColumns <= 0) return DEFAULT_COLUMN_WIDTH;
  const share = Math.round((SHARED_WIDTH_PERCENT / visibleColumns) * 1000) / 1000;
  return `max(${DEFAULT_COLUMN_WIDTH}px, ${share}%)`;
}

/** A column's own width first, then its type's, then its share. */
export function columnWidth(
  own: number | string | undefined,
  typeWidth: number | undefined,
  visibleColumns: number,
): number | string {
  return own ?? typeWidth ?? sharedColumnWidth(visibleColumns);
}
