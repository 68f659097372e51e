import type { GridColumn, GridData, GridRow } from './grid-types';
import { isTemporaryId, temporaryId } from './row-ids';

/**
 * The grid's rows and the existing rows removed since load. Rows are new (temporary id) or
 * existing; removing a new row drops it, removing an existing one records it for deletion.
 */
export interface RowState {
  readonly rows: readonly GridRow[];
  readonly removed: readonly GridRow[];
}

export function initialRowState(rows: readonly GridRow[]): RowState {
  return { rows, removed: [] };
}

/** A blank row for `columns`: each column's default value, or empty text. */
export function blankRow(columns: readonly GridColumn[], values: Record<string, unknown> = {}): GridRow {
  const row: GridRow = { id: temporaryId() };
  for (const column of columns) row[column.key] = column.defaultValue ?? '';
  return { ...row, ...values, id: row.id };
}

/** Inserts `added` so the first of them sits at `index` (clamped; past the end appends). */
export function insertRowsAt(state: RowState, added: readonly GridRow[], index: number): RowState {
  const at = Math.max(0, Math.min(index, state.rows.length));
  return { ...state, rows: [...state.rows.slice(0, at), ...added, ...state.rows.slice(at)] };
}

/** addIndex 0 means the bottom; any other n puts the rows at position n (1-based from the top). */
export function addPosition(rowCount: number, addIndex: number): number {
  return addIndex <= 0 ? rowCount : Math.min(addIndex - 1, rowCount);
}

export function removeRowsById(state: RowState, ids: ReadonlySet<string>): RowState {
  const gone = state.rows.filter((row) => ids.has(row.id));
  return {
    rows: state.rows.filter((row) => !ids.has(row.id)),
    removed: [...state.removed, ...gone.filter((row) => !isTemporaryId(row.id))],
  };
}

/** A change of some values of one row; `index` is where the row is, when the caller knows it. */
export interface RowValuesUpdate {
  readonly rowKey: string;
  readonly values: Record<string, unknown>;
  readonly index?: number;
}

/** The row with this id, looked up at `index` first: an edit knows where its row is drawn. */
export function rowWithId(rows: readonly GridRow[], id: string, index?: number): GridRow | undefined {
  const hinted = index === undefined ? undefined : rows[index];
  return hinted?.id === id ? hinted : rows.find((row) => row.id === id);
}

/**
 * Merges `values` into the rows with these ids; other rows keep their identity. An edit touches a
 * few rows of up to 100,000: a row whose index is given is replaced there, the others are searched
 * for, the search stopping at the last of them. `copied` is a copy of the rows that nobody else
 * holds (react-data-grid hands one over with each edit): it becomes the new rows instead of a
 * second copy of them.
 */
export function setRowValues(state: RowState, updates: readonly RowValuesUpdate[], copied?: GridRow[]): RowState {
  const byId = new Map<string, Record<string, unknown>>();
  const indexOf = new Map<string, number>();
  for (const { rowKey, values, index } of updates) {
    byId.set(rowKey, { ...byId.get(rowKey), ...values });
    if (index !== undefined && state.rows[index]?.id === rowKey) indexOf.set(rowKey, index);
  }
  const rows = copied?.length === state.rows.length ? copied : state.rows.slice();
  const merge = (index: number, row: GridRow | undefined, values: Record<string, unknown> | undefined) => {
    if (row && values) rows[index] = { ...row, ...values, id: row.id };
  };
  for (const [rowKey, index] of indexOf) {
    merge(index, state.rows[index], byId.get(rowKey));
    byId.delete(rowKey);
  }
  let left = byId.size;
  for (let index = 0; index < rows.length && left > 0; index += 1) {
    const row = state.rows[index];
    const values = row && byId.get(row.id);
    if (values === undefined) continue;
    merge(index, row, values);
    left -= 1;
  }
  return { ...state, rows };
}

/** Moves the row at `from` to `to` (both indexes into the current rows). */
export function moveRow(state: RowState, from: number, to: number): RowState {
  if (from === to || from < 0 || from >= state.rows.length || to < 0 || to >= state.rows.length) return state;
  const rows = [...state.rows];
  rows.splice(to, 0, ...rows.splice(from, 1));
  return { ...state, rows };
}

/** The drag-sort order field (default orderNum) is renumbered from 1 in display order. */
export function renumberOrder(rows: readonly GridRow[], orderField = 'orderNum'): GridRow[] {
  return rows.map((row, index) => (row[orderField] === index + 1 ? row : { ...row, [orderField]: index + 1 }));
}

/** A user's move: the row goes to `to` and, with drag sort on, the order field is renumbered. */
export function moveRowRenumbered(state: RowState, from: number, to: number, orderField: string | undefined): RowState {
  const moved = moveRow(state, from, to);
  if (moved === state || !orderField) return moved;
  return { ...moved, rows: renumberOrder(moved.rows, orderField) };
}

export function gridData(state: RowState): GridData {
  return { tableData: [...state.rows], deleteData: [...state.removed] };
}
