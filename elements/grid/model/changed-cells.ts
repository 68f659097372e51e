import type { GridRow } from './grid-types';

/** A reloaded changed cell is highlighted for this long (widgets spec 4 and 9). */
export const RELOAD_HIGHLIGHT_MS = 1400;

/**
 * The cells of rows present before and after a reload whose value changed, as
 * `[rowKey, columnKey]` pairs. Rows that appear or disappear are not "changed cells".
 */
export function changedCells(
  before: readonly GridRow[],
  after: readonly GridRow[],
  columnKeys: readonly string[],
): [string, string][] {
  if (before.length === 0) return [];
  const previous = new Map(before.map((row) => [row.id, row]));
  const changed: [string, string][] = [];
  for (const row of after) {
    const old = previous.get(row.id);
    if (!old || old === row) continue;
    for (const key of columnKeys) {
      if (old[key] !== row[key]) changed.push([row.id, key]);
    }
  }
  return changed;
}
