import { ROW_HEIGHT } from '../model/grid-constants';

/**
 * The grid's height: its content up to `maxHeight`. react-data-grid needs a fixed height to
 * virtualise; an empty grid keeps one row's room for the empty text.
 */
export function gridHeight(rowCount: number, headerHeight: number, footerRowCount: number, maxHeight: number): number {
  const content = headerHeight + Math.max(rowCount, 1) * ROW_HEIGHT + footerRowCount * ROW_HEIGHT + 2;
  return Math.min(content, maxHeight);
}
