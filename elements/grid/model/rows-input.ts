import type { GridRow } from './grid-types';

/** What a method's caller gives as new rows' values: one row's, several rows', or none (one blank row). */
export type ValuesList = Record<string, unknown> | readonly Record<string, unknown>[] | undefined;

/** The values of each row to add: `count` blank ones when none are given. */
export function valuesList(values: ValuesList, count: number): readonly Record<string, unknown>[] {
  if (values === undefined) return Array.from({ length: count }, () => ({}));
  return Array.isArray(values) ? values : [values as Record<string, unknown>];
}

/**
 * react-data-grid's copy of the rows it drew, the values it wrote into it put back: a copy of
 * `rows` that nobody else holds, or none when it is not one.
 */
export function ownCopy(copy: GridRow[], rows: readonly GridRow[], written: readonly number[]): GridRow[] | undefined {
  if (copy.length !== rows.length) return undefined;
  for (const index of written) {
    const row = rows[index];
    if (row) copy[index] = row;
  }
  return copy;
}
