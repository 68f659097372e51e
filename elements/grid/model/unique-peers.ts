import type { CellRule } from '../../core/validation';
import type { GridRow } from './grid-types';

/**
 * Whether a column's rules include 'only' (unique), whose verdict depends on the other rows. The
 * core's rules or the grid's: their handlers differ in type, and are not read here.
 */
export function hasUniqueRule(rules: readonly Omit<CellRule, 'handler'>[] | undefined): boolean {
  return (rules ?? []).some((rule) => rule.unique === true || rule.pattern === 'only');
}

/**
 * The other rows whose 'only' verdict a change from `previous` to `next` can flip: those
 * holding either value (compared as text, as the rule compares).
 */
export function uniquePeers(
  rows: readonly GridRow[],
  changedRowKey: string,
  columnKey: string,
  previous: unknown,
  next: unknown,
): string[] {
  const watched = new Set([String(previous ?? ''), String(next ?? '')]);
  watched.delete('');
  return rows
    .filter((row) => row.id !== changedRowKey && watched.has(String(row[columnKey] ?? '')))
    .map((row) => row.id);
}
