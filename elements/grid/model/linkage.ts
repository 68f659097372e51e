import type { GridColumn, GridRow } from './grid-types';

/** `index`: where the row is drawn, when known. */
type Edit = { row: GridRow; columnKey: string; value: unknown; index?: number };

/**
 * A user's edits plus, for each edited parent, an emptying of its linkage children in the same
 * row (and of their children in turn): an old child value is not among the new options.
 */
export function withLinkedClears(edits: readonly Edit[], columns: readonly GridColumn[]): Edit[] {
  const all: Edit[] = [...edits];
  const cleared = new Set(edits.map((edit) => `${edit.row.id}\u0000${edit.columnKey}`));
  // `all` grows as children are cleared: their own children are cleared in turn.
  for (const { row, columnKey, index: rowIndex } of all) {
    for (const child of columns.filter((column) => column.linkageKey === columnKey)) {
      const key = `${row.id}\u0000${child.key}`;
      if (cleared.has(key)) continue;
      cleared.add(key);
      all.push({ row, columnKey: child.key, value: '', index: rowIndex });
    }
  }
  return all;
}
