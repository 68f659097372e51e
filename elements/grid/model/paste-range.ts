import type { GridColumn, GridRow } from './grid-types';

/** Clipboard text from a spreadsheet: rows by line, cells by tab; a final line break ends the range. */
export function parseClipboardRange(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/** A range as clipboard text, the way spreadsheets read it. */
export function formatClipboardRange(values: readonly (readonly unknown[])[]): string {
  return values
    .map((line) => line.map((value) => (value === null || value === undefined ? '' : String(value))).join('\t'))
    .join('\n');
}

export interface PastedCell {
  row: GridRow;
  columnKey: string;
  value: string;
}

/**
 * Where a pasted range lands: from the active cell rightwards and downwards, over the rows and
 * columns that exist; cells of columns that cannot be edited are skipped, not shifted.
 */
export function pastedCells(
  range: readonly (readonly string[])[],
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
  start: { rowIndex: number; columnIndex: number },
  editable: (column: GridColumn) => boolean,
): PastedCell[] {
  const cells: PastedCell[] = [];
  range.forEach((line, lineOffset) => {
    const row = rows[start.rowIndex + lineOffset];
    if (!row) return;
    line.forEach((value, cellOffset) => {
      const column = columns[start.columnIndex + cellOffset];
      if (column && editable(column)) cells.push({ row, columnKey: column.key, value });
    });
  });
  return cells;
}
