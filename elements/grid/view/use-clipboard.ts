import { useCallback } from 'react';
import type { CellCopyArgs, CellPasteArgs } from 'react-data-grid';
import { cellTypeOf } from '../cells/registry';
import type { GridColumn, GridRow } from '../model/grid-types';
import { formatClipboardRange, parseClipboardRange, pastedCells } from '../model/paste-range';
import type { StatisticsRow } from '../model/statistics';

type Edit = { row: GridRow; columnKey: string; value: unknown };

/** Whether a user may change a column's cells by typing or pasting. */
export function columnEditable(column: GridColumn, gridDisabled: boolean): boolean {
  return !gridDisabled && !column.disabled && cellTypeOf(column.type).renderEditor !== undefined;
}

/**
 * Ctrl+C copies the active cell; Ctrl+V pastes a spreadsheet range from the active cell
 * rightwards and downwards, each cell going through the same normalising and validation as
 * an edit.
 */
export function useClipboard(
  dataColumns: readonly GridColumn[],
  drawnRows: () => readonly GridRow[],
  applyUserEdits: (edits: readonly Edit[]) => void,
  disabled: boolean,
) {
  const onCellCopy = useCallback(
    ({ row, column }: CellCopyArgs<GridRow, StatisticsRow>, event: React.ClipboardEvent) => {
      if (!(column.key in row)) return;
      event.clipboardData.setData('text/plain', formatClipboardRange([[row[column.key]]]));
      event.preventDefault();
    },
    [],
  );

  const onCellPaste = useCallback(
    ({ row, column }: CellPasteArgs<GridRow, StatisticsRow>, event: React.ClipboardEvent): GridRow => {
      const range = parseClipboardRange(event.clipboardData.getData('text/plain'));
      event.preventDefault();
      const rows = drawnRows();
      const start = {
        rowIndex: rows.findIndex((candidate) => candidate.id === row.id),
        columnIndex: dataColumns.findIndex((candidate) => candidate.key === column.key),
      };
      if (start.rowIndex < 0 || start.columnIndex < 0) return row;
      const cells = pastedCells(range, rows, dataColumns, start, (candidate) => columnEditable(candidate, disabled));
      const active = cells.find((cell) => cell.row.id === row.id && cell.columnKey === column.key);
      // The grid stores the active cell's value from the row answered here; the rest go in now.
      applyUserEdits(cells.filter((cell) => cell !== active));
      return active ? { ...row, [column.key]: active.value } : row;
    },
    [applyUserEdits, dataColumns, disabled, drawnRows],
  );

  return { onCellCopy, onCellPaste };
}
