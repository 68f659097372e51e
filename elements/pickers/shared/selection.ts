/**
 * Picks or unpicks a record in the dialog's selection, kept across pages by key: several
 * records toggle one by one; in single mode a record replaces the one chosen before.
 */
export function toggleSelection<Row>(
  selection: ReadonlyMap<string, Row>,
  key: string,
  row: Row,
  multiple: boolean,
): Map<string, Row> {
  if (!multiple) return new Map([[key, row]]);
  const next = new Map(selection);
  if (next.has(key)) next.delete(key);
  else next.set(key, row);
  return next;
}

/** The selection a dialog opens with: the records the picker holds now. */
export function selectionOf<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Map<string, Row> {
  return new Map(rows.map((row) => [keyOf(row), row]));
}
