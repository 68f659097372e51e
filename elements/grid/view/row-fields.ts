import type { GridRow } from '../model/grid-types';

/** The fields an editor fills in its row at once (a popup cell's targets), each a user edit; the id stays. */
export function storeRowFields(
  setCell: (row: GridRow, columnKey: string, value: unknown) => void,
  row: GridRow,
  values: Record<string, unknown>,
): void {
  for (const [key, value] of Object.entries(values)) if (key !== 'id') setCell(row, key, value);
}
