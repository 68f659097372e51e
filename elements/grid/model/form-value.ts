import type { GridRow } from './grid-types';
import { isTemporaryId } from './row-ids';
import type { RowState } from './row-state';

/** A row as a form sends it: a new row without its temporary id, as JVxeTable's getTableData() leaves it. */
export type SubmittedRow = Record<string, unknown>;

/**
 * What `<farm-grid name>` submits, as JSON. `rows` suits a JeecgBoot one-to-many save, which
 * replaces the sub-table with the list (new rows have no `id`, so the server gives them one);
 * the split suits a back end that applies changes: `insertedRows` (JVxeTable's getNewData()),
 * `updatedRows` (existing rows whose values differ from those the grid was given) and
 * `deletedIds` (existing rows removed, JVxeTable's getDeleteData() ids).
 */
export interface GridFormValue {
  rows: SubmittedRow[];
  insertedRows: SubmittedRow[];
  updatedRows: GridRow[];
  deletedIds: string[];
}

function withoutTemporaryId(row: GridRow): SubmittedRow {
  if (!isTemporaryId(row.id)) return { ...row };
  const { id: _temporary, ...values } = row;
  return values;
}

function sameValues(row: GridRow, given: GridRow): boolean {
  const keys = new Set([...Object.keys(row), ...Object.keys(given)]);
  for (const key of keys) if (row[key] !== given[key]) return false;
  return true;
}

/** The form value of the rows now, against the rows the grid was given (`given`). */
export function gridFormValue(state: RowState, given: readonly GridRow[]): GridFormValue {
  const givenById = new Map(given.map((row) => [row.id, row]));
  const rows: SubmittedRow[] = [];
  const insertedRows: SubmittedRow[] = [];
  const updatedRows: GridRow[] = [];
  for (const row of state.rows) {
    const submitted = withoutTemporaryId(row);
    rows.push(submitted);
    if (isTemporaryId(row.id)) {
      insertedRows.push(submitted);
      continue;
    }
    const before = givenById.get(row.id);
    // A row the grid was not given (nothing to compare with) is sent as updated: an update of an
    // unchanged row costs the server little, a lost one costs data.
    if (before !== row && (!before || !sameValues(row, before))) updatedRows.push({ ...row });
  }
  return { rows, insertedRows, updatedRows, deletedIds: state.removed.map((row) => row.id) };
}
