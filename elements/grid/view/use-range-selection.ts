import { useCallback, useMemo, useRef, useState } from 'react';
import type {
  CellCopyArgs,
  CellKeyDownArgs,
  CellKeyboardEvent,
  CellMouseArgs,
  CellMouseEvent,
  PositionChangeArgs,
} from 'react-data-grid';
import { extendRange, isMultiCell, isRangeKey, rangeBounds, rangeValues, type CellRange } from '../model/cell-range';
import type { GridColumn, GridRow } from '../model/grid-types';
import { formatClipboardRange } from '../model/paste-range';
import type { StatisticsRow } from '../model/statistics';
import { useLatest } from './use-latest';

/** The class of the cells inside a selected range (styled by the grid's sheet). */
export const RANGE_CELL_CLASS = 'farm-grid-in-range';

type Args = { column: { key: string } | undefined };

/** What the grid did with these before a range existed: F2, and the one-cell copy. */
export interface RangeFallbacks {
  onCellKeyDown: (args: CellKeyDownArgs<GridRow, StatisticsRow>, event: CellKeyboardEvent) => void;
  onCellCopy: (args: CellCopyArgs<GridRow, StatisticsRow>, event: React.ClipboardEvent<HTMLDivElement>) => void;
}

/**
 * A rectangular range of data cells: it starts at the active cell; shift+click and
 * shift+arrows move its opposite corner; Ctrl+C then copies it as tab-separated lines.
 */
export function useRangeSelection(
  dataColumns: readonly GridColumn[],
  drawnRows: () => readonly GridRow[],
  scrollToCell: (rowIdx: number, columnKey: string) => void,
  fallbacks: RangeFallbacks,
) {
  const [range, setRange] = useState<CellRange | null>(null);
  // Read when an event comes, so callers need not keep these stable.
  const outside = useLatest({ scrollToCell, fallbacks });
  const latest = useRef(range);
  const replace = useCallback((next: CellRange | null) => {
    const before = latest.current;
    latest.current = next;
    // Only a range of several cells is drawn: moving the active cell alone re-renders nothing.
    if (isMultiCell(before) || isMultiCell(next)) setRange(next);
  }, []);

  const columnIdxOf = useCallback(
    ({ column: clicked }: Args) => (clicked ? dataColumns.findIndex((column) => column.key === clicked.key) : -1),
    [dataColumns],
  );

  const collapseAt = useCallback(
    (rowIdx: number, columnIdx: number) =>
      replace(rowIdx >= 0 && columnIdx >= 0 ? { anchor: { rowIdx, columnIdx }, focus: { rowIdx, columnIdx } } : null),
    [replace],
  );

  const onActivePositionChange = useCallback(
    (args: PositionChangeArgs<GridRow, StatisticsRow>) => collapseAt(args.row ? args.rowIdx : -1, columnIdxOf(args)),
    [collapseAt, columnIdxOf],
  );

  const onCellMouseDown = useCallback(
    (args: CellMouseArgs<GridRow, StatisticsRow>, event: CellMouseEvent) => {
      const columnIdx = columnIdxOf(args);
      if (!event.shiftKey || !latest.current || columnIdx < 0) {
        collapseAt(args.rowIdx, columnIdx);
        return;
      }
      // The active cell stays the anchor, as in spreadsheets; no text selection either.
      event.preventGridDefault();
      event.preventDefault();
      replace({ anchor: latest.current.anchor, focus: { rowIdx: args.rowIdx, columnIdx } });
    },
    [collapseAt, columnIdxOf, replace],
  );

  /** Shift+arrows move the range's corner; other keys go to the grid's own handling. */
  const onCellKeyDown = useCallback(
    (args: CellKeyDownArgs<GridRow, StatisticsRow>, event: CellKeyboardEvent) => {
      const current = latest.current;
      if (args.mode !== 'ACTIVE' || !event.shiftKey || !isRangeKey(event.key) || !current) {
        outside.current.fallbacks.onCellKeyDown(args, event);
        return;
      }
      event.preventGridDefault();
      event.preventDefault();
      const next = extendRange(current, event.key, drawnRows().length, dataColumns.length);
      replace(next);
      const focusColumn = dataColumns[next.focus.columnIdx];
      if (focusColumn) outside.current.scrollToCell(next.focus.rowIdx, focusColumn.key);
    },
    [dataColumns, drawnRows, outside, replace],
  );

  /** Ctrl+C over a range of more than one cell copies it all; otherwise the active cell. */
  const onCellCopy = useCallback(
    (args: CellCopyArgs<GridRow, StatisticsRow>, event: React.ClipboardEvent<HTMLDivElement>) => {
      const current = latest.current;
      if (!isMultiCell(current)) {
        outside.current.fallbacks.onCellCopy(args, event);
        return;
      }
      event.clipboardData.setData('text/plain', formatClipboardRange(rangeValues(current, drawnRows(), dataColumns)));
      event.preventDefault();
    },
    [dataColumns, drawnRows, outside],
  );

  /** Per data column key: which rows' cells are inside the range. */
  const rangeCells = useMemo(() => {
    if (!isMultiCell(range)) return null;
    const { top, bottom, left, right } = rangeBounds(range);
    const rowIds = new Set(
      drawnRows()
        .slice(top, bottom + 1)
        .map((row) => row.id),
    );
    return { rowIds, columnKeys: new Set(dataColumns.slice(left, right + 1).map((column) => column.key)) };
  }, [dataColumns, drawnRows, range]);

  const cellClass = useCallback(
    (columnKey: string) => {
      if (!rangeCells?.columnKeys.has(columnKey)) return undefined;
      return (row: GridRow) => (rangeCells.rowIds.has(row.id) ? RANGE_CELL_CLASS : undefined);
    },
    [rangeCells],
  );

  const gridProps = useMemo(
    () => ({ onActivePositionChange, onCellMouseDown, onCellKeyDown, onCellCopy }),
    [onActivePositionChange, onCellMouseDown, onCellKeyDown, onCellCopy],
  );
  return { range, cellClass, gridProps };
}
