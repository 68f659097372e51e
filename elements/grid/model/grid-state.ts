import { changedCells } from './changed-cells';
import type { CellError } from './grid-validation';
import type { GridRow } from './grid-types';
import { initialRowState, removeRowsById, type RowState } from './row-state';
import { withChildren } from './tree-rows';
import { childrenArrived, restartTree, startTree, type TreeLevels, type TreeState } from './tree-state';

/** The key of a cell in the grid's per-cell maps and sets (errors, highlights). */
export function cellKey(rowKey: string, columnKey: string): string {
  return `${rowKey}\u0000${columnKey}`;
}

const NO_CELLS: ReadonlySet<string> = new Set();
const NO_ERRORS: ReadonlyMap<string, string> = new Map();
const NO_IDS: ReadonlySet<string> = new Set();

/**
 * Everything the grid decides about its rows, as one immutable value: the rows and the removed
 * ones, the rows the host gave last, the cells a reload changed (highlighted for a moment), the
 * failing cells' messages, the selected rows, the rows whose row-expand content is open and, in
 * a tree table, the tree's shape (expanded nodes, known levels) and the levels being loaded.
 * Every transition below is a pure function answering the same object when nothing changes.
 */
export interface GridState {
  readonly rowState: RowState;
  readonly given: readonly GridRow[];
  readonly highlighted: ReadonlySet<string>;
  readonly errors: ReadonlyMap<string, string>;
  readonly selected: ReadonlySet<string>;
  readonly expanded: ReadonlySet<string>;
  readonly tree: TreeState;
}

/** `tree`: what a tree table's given rows say of the tree (none for a flat grid). */
export function initialGridState(rows: readonly GridRow[], tree?: TreeLevels): GridState {
  return {
    rowState: initialRowState(rows),
    given: rows,
    highlighted: NO_CELLS,
    errors: NO_ERRORS,
    selected: NO_IDS,
    expanded: NO_IDS,
    tree: startTree(tree),
  };
}

/**
 * New rows from the host start a new edit session; the cells whose value changed light up. A
 * tree table's new rows come with their `tree`, every node collapsed.
 */
export function receiveRows(
  state: GridState,
  rows: readonly GridRow[],
  columnKeys: readonly string[],
  tree?: TreeLevels,
): GridState {
  if (state.given === rows) return state;
  const changed = changedCells(state.rowState.rows, rows, columnKeys);
  return {
    ...state,
    rowState: initialRowState(rows),
    given: rows,
    highlighted: changed.length === 0 ? NO_CELLS : new Set(changed.map(([row, column]) => cellKey(row, column))),
    tree: startTree(tree),
  };
}

/** Back to the rows last given, with no marks and no selection (a form's reset); a tree collapses. */
export function restartRows(state: GridState): GridState {
  return {
    ...state,
    rowState: initialRowState(state.given),
    highlighted: NO_CELLS,
    errors: NO_ERRORS,
    selected: NO_IDS,
    tree: restartTree(state.tree),
  };
}

export function clearHighlight(state: GridState): GridState {
  return state.highlighted.size === 0 ? state : { ...state, highlighted: NO_CELLS };
}

/** A change of the rows (an edit, an insertion, a move): the rest stays. */
export function updateRows(state: GridState, change: (previous: RowState) => RowState): GridState {
  const rowState = change(state.rowState);
  return rowState === state.rowState ? state : { ...state, rowState };
}

/** One cell's verdict: its message, or none once it passes. */
export function setCellError(
  state: GridState,
  rowKey: string,
  columnKey: string,
  message: string | undefined,
): GridState {
  const key = cellKey(rowKey, columnKey);
  if (state.errors.get(key) === message) return state;
  const errors = new Map(state.errors);
  if (message === undefined) errors.delete(key);
  else errors.set(key, message);
  return { ...state, errors };
}

/** Every verdict at once (a whole check): only these cells fail. */
export function replaceErrors(state: GridState, found: readonly CellError[]): GridState {
  if (found.length === 0 && state.errors.size === 0) return state;
  return { ...state, errors: new Map(found.map((error) => [cellKey(error.rowKey, error.columnKey), error.message])) };
}

export function selectRows(state: GridState, ids: ReadonlySet<string>): GridState {
  return ids === state.selected ? state : { ...state, selected: ids };
}

/** Removes rows (existing ones are kept for deletion) and drops them from the selection. */
export function removeRows(state: GridState, ids: ReadonlySet<string>): GridState {
  const kept = [...state.selected].filter((id) => !ids.has(id));
  return {
    ...state,
    rowState: removeRowsById(state.rowState, ids),
    selected: kept.length === state.selected.size ? state.selected : new Set(kept),
  };
}

/** Opens a row's row-expand content, or closes it if open. */
export function toggleExpanded(state: GridState, id: string): GridState {
  const expanded = new Set(state.expanded);
  if (!expanded.delete(id)) expanded.add(id);
  return { ...state, expanded };
}

/** A change of the tree's shape or loading (an expansion, a collapse, a failed level). */
export function updateTree(state: GridState, change: (previous: TreeState) => TreeState): GridState {
  const tree = change(state.tree);
  return tree === state.tree ? state : { ...state, tree };
}

/**
 * A node's children arrived: their rows go right under it and the tree learns them. Dropped when
 * the node is no longer loading (new rows came meanwhile, or a reset).
 */
export function addTreeChildren(
  state: GridState,
  parentId: string,
  level: TreeLevels & { rows: readonly GridRow[] },
): GridState {
  const tree = childrenArrived(state.tree, parentId, level);
  if (!tree) return state;
  return {
    ...state,
    rowState: { ...state.rowState, rows: withChildren(state.rowState.rows, parentId, level.rows) },
    tree,
  };
}
