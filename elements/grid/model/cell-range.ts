import type { GridColumn, GridRow } from './grid-types';

/** A cell by its row index and its index among the data columns. */
export interface CellPosition {
  rowIdx: number;
  columnIdx: number;
}

/** A rectangle of cells: where it started (the active cell) and the opposite corner. */
export interface CellRange {
  anchor: CellPosition;
  focus: CellPosition;
}

export interface RangeBounds {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export function rangeBounds({ anchor, focus }: CellRange): RangeBounds {
  return {
    top: Math.min(anchor.rowIdx, focus.rowIdx),
    bottom: Math.max(anchor.rowIdx, focus.rowIdx),
    left: Math.min(anchor.columnIdx, focus.columnIdx),
    right: Math.max(anchor.columnIdx, focus.columnIdx),
  };
}

/** Whether the range covers more than its anchor cell. */
export function isMultiCell(range: CellRange | null): range is CellRange {
  return (
    range !== null && (range.anchor.rowIdx !== range.focus.rowIdx || range.anchor.columnIdx !== range.focus.columnIdx)
  );
}

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function isRangeKey(key: string): boolean {
  return key in STEPS;
}

/** Shift+arrow: the focus corner moves one cell, kept inside the grid; the anchor stays. */
export function extendRange(range: CellRange, key: string, rowCount: number, columnCount: number): CellRange {
  const [down, right] = STEPS[key] ?? [0, 0];
  const clamp = (value: number, size: number) => Math.max(0, Math.min(value, size - 1));
  return {
    anchor: range.anchor,
    focus: {
      rowIdx: clamp(range.focus.rowIdx + down, rowCount),
      columnIdx: clamp(range.focus.columnIdx + right, columnCount),
    },
  };
}

/** The values of the range, row by row, for the clipboard (`formatClipboardRange`). */
export function rangeValues(range: CellRange, rows: readonly GridRow[], columns: readonly GridColumn[]): unknown[][] {
  const { top, bottom, left, right } = rangeBounds(range);
  const lines: unknown[][] = [];
  for (const row of rows.slice(top, bottom + 1)) {
    lines.push(columns.slice(left, right + 1).map((column) => row[column.key]));
  }
  return lines;
}
