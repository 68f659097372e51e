import * as XLSX from '@e965/xlsx';
import { safeCell } from './cell-safety';

/**
 * An .xlsx of one sheet: a header row and data rows. Every text cell is neutralised against
 * formula injection; no cell is ever written as a formula.
 */
export function workbookOf(sheetName: string, headers: readonly string[], rows: readonly (readonly unknown[])[]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([headers.map(safeCell), ...rows.map((row) => row.map(safeCell))]);
  sheet['!cols'] = headers.map((header) => ({ wch: Math.min(40, Math.max(10, header.length * 2 + 2)) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
