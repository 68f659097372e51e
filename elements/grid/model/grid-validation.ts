import { validateCell, type MoneyDecimals } from '../../core/validation';
import type { GridColumn, GridRow } from './grid-types';

/** A failing cell: where it is and the first failing rule's message. */
export interface CellError {
  rowKey: string;
  columnKey: string;
  message: string;
}

/** Validates one cell against its column's rules; 'only' compares with the other rows. */
export async function validateGridCell(
  rows: readonly GridRow[],
  row: GridRow,
  column: GridColumn,
  moneyDecimals?: MoneyDecimals,
): Promise<string | undefined> {
  const rules = column.validateRules ?? [];
  if (rules.length === 0) return undefined;
  const otherValues = rows.filter((other) => other.id !== row.id).map((other) => other[column.key]);
  return validateCell(row[column.key], rules, { column: { ...column }, row, otherValues, moneyDecimals });
}

/** Every failing cell of the grid, in row then column order. */
export async function validateRows(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
  moneyDecimals?: MoneyDecimals,
): Promise<CellError[]> {
  const errors: CellError[] = [];
  const ruled = columns.filter((column) => (column.validateRules ?? []).length > 0);
  for (const row of rows) {
    for (const column of ruled) {
      const message = await validateGridCell(rows, row, column, moneyDecimals);
      if (message !== undefined) errors.push({ rowKey: row.id, columnKey: column.key, message });
    }
  }
  return errors;
}
