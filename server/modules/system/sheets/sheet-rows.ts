import { systemMessages } from '../../../messages';
import type { SheetColumn, SheetRow } from './sheet-spec';

/** Dictionary items per code: value to text. */
export type DictItems = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The coded values of a column, value to text: its choices or its dictionary's items; none for a plain column. */
export function columnItems(column: SheetColumn, dicts: DictItems): ReadonlyMap<string, string> | undefined {
  if (column.choices) return new Map(Object.entries(column.choices));
  return column.dictCode ? (dicts.get(column.dictCode) ?? new Map()) : undefined;
}

export interface CheckedRow {
  values: SheetRow;
  reasons: string[];
}

const cellText = (cell: unknown): string => (cell === null || cell === undefined ? '' : String(cell).trim());

/**
 * Where each column is in a sheet, found by its title; columns the sheet lacks are absent.
 * Null when the header names none of the columns (not this list's sheet).
 */
export function columnPositions(
  columns: readonly SheetColumn[],
  headers: readonly unknown[],
): Map<string, number> | null {
  const titles = headers.map(cellText);
  const positions = new Map<string, number>();
  for (const column of columns) {
    const at = titles.indexOf(column.title);
    if (at >= 0) positions.set(column.field, at);
  }
  return positions.size ? positions : null;
}

/** A dictionary cell holds the item's text (as exported) or its value. */
function dictValue(items: ReadonlyMap<string, string>, text: string): string | undefined {
  if (items.has(text)) return text;
  for (const [value, itemText] of items) if (itemText === text) return value;
  return undefined;
}

/** One row's values by the column rules, with every reason it cannot be imported. */
export function checkRow(
  columns: readonly SheetColumn[],
  positions: ReadonlyMap<string, number>,
  cells: readonly unknown[],
  dicts: DictItems,
): CheckedRow {
  const values: SheetRow = {};
  const reasons: string[] = [];
  for (const column of columns) {
    const at = positions.get(column.field);
    const text = at === undefined ? '' : cellText(cells[at]);
    if (!text) {
      if (column.required) reasons.push(systemMessages.sheetRequired(column.title));
      values[column.field] = null;
      continue;
    }
    if (column.maxLength !== undefined && text.length > column.maxLength)
      reasons.push(systemMessages.sheetTooLong(column.title, column.maxLength));
    else if (column.pattern && !column.pattern.test.test(text)) reasons.push(column.pattern.reason);
    const items = columnItems(column, dicts);
    if (items) {
      const value = dictValue(items, text);
      if (value === undefined) reasons.push(systemMessages.sheetUnknownItem(column.title, text));
      values[column.field] = value ?? null;
    } else {
      values[column.field] = text;
    }
  }
  return { values, reasons };
}

/** Marks the rows whose unique values repeat an earlier row's or are taken in the table. */
export function markDuplicates(
  columns: readonly SheetColumn[],
  rows: readonly CheckedRow[],
  taken: ReadonlyMap<string, ReadonlySet<string>>,
): void {
  for (const column of columns.filter((candidate) => candidate.unique)) {
    const seen = new Set<string>();
    for (const row of rows) {
      const value = row.values[column.field];
      if (typeof value !== 'string') continue;
      if (taken.get(column.field)?.has(value)) row.reasons.push(systemMessages.sheetTaken(column.title, value));
      else if (seen.has(value)) row.reasons.push(systemMessages.sheetRepeated(column.title, value));
      seen.add(value);
    }
  }
}
