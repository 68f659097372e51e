import { describe, expect, it } from 'vitest';
import {
  cellKey,
  clearHighlight,
  initialGridState,
  receiveRows,
  removeRows,
  replaceErrors,
  restartRows,
  selectRows,
  setCellError,
  toggleExpanded,
  updateRows,
} from '../../../elements/grid/model/grid-state';
import type { GridRow } from '../../../elements/grid/model/grid-types';
import { setRowValues } from '../../../elements/grid/model/row-state';

const rows: readonly GridRow[] = [
  { id: 'a', name: 'A', qty: 1 },
  { id: 'b', name: 'B', qty: 2 },
];

describe('the grid state', () => {
  it('starts from the given rows with no marks, no selection and nothing expanded', () => {
    const state = initialGridState(rows);
    expect(state.rowState).toEqual({ rows, removed: [] });
    expect(state.given).toBe(rows);
    expect([state.errors.size, state.highlighted.size, state.selected.size, state.expanded.size]).toEqual([0, 0, 0, 0]);
  });

  it('takes new rows from the host as a new session and lights up the cells whose value changed', () => {
    const edited = updateRows(initialGridState(rows), (previous) =>
      setRowValues(previous, [{ rowKey: 'a', values: { name: 'typed' } }]),
    );
    const reloaded: GridRow[] = [
      { id: 'a', name: 'A', qty: 5 },
      { id: 'c', name: 'C', qty: 0 },
    ];
    const next = receiveRows(edited, reloaded, ['name', 'qty']);
    expect(next.rowState.rows).toBe(reloaded);
    expect(next.given).toBe(reloaded);
    // Compared with the rows as edited: the typed name and the new quantity changed; row c is new.
    expect([...next.highlighted].sort()).toEqual([cellKey('a', 'name'), cellKey('a', 'qty')]);
    expect(receiveRows(next, reloaded, ['name', 'qty'])).toBe(next);
    expect(clearHighlight(next).highlighted.size).toBe(0);
  });

  it('keeps its identity when a transition changes nothing', () => {
    const state = initialGridState(rows);
    expect(updateRows(state, (previous) => previous)).toBe(state);
    expect(setCellError(state, 'a', 'name', undefined)).toBe(state);
    expect(replaceErrors(state, [])).toBe(state);
    expect(clearHighlight(state)).toBe(state);
    expect(selectRows(state, state.selected)).toBe(state);
  });

  it('sets and clears one cell error, and replaces them all at once', () => {
    const failing = setCellError(initialGridState(rows), 'a', 'name', '必填');
    expect(failing.errors.get(cellKey('a', 'name'))).toBe('必填');
    expect(setCellError(failing, 'a', 'name', '必填')).toBe(failing);
    expect(setCellError(failing, 'a', 'name', undefined).errors.size).toBe(0);
    const all = replaceErrors(failing, [{ rowKey: 'b', columnKey: 'qty', message: '请输入数字' }]);
    expect([...all.errors]).toEqual([[cellKey('b', 'qty'), '请输入数字']]);
  });

  it('removes rows, keeping existing ones for deletion and dropping them from the selection', () => {
    const selected = selectRows(initialGridState(rows), new Set(['a', 'b']));
    const next = removeRows(selected, new Set(['a']));
    expect(next.rowState.rows.map((row) => row.id)).toEqual(['b']);
    expect(next.rowState.removed.map((row) => row.id)).toEqual(['a']);
    expect([...next.selected]).toEqual(['b']);
  });

  it('restarts from the rows last given, without errors, highlights or selection', () => {
    let state = receiveRows(initialGridState(rows), [{ id: 'a', name: 'changed', qty: 1 }], ['name']);
    state = removeRows(state, new Set(['a']));
    state = setCellError(selectRows(state, new Set(['a'])), 'a', 'name', 'x');
    const fresh = restartRows(state);
    expect(fresh.rowState).toEqual({ rows: state.given, removed: [] });
    expect([fresh.errors.size, fresh.highlighted.size, fresh.selected.size]).toEqual([0, 0, 0]);
  });

  it('opens a row-expand row and closes it on the second toggle', () => {
    const open = toggleExpanded(initialGridState(rows), 'b');
    expect([...open.expanded]).toEqual(['b']);
    expect(toggleExpanded(open, 'b').expanded.size).toBe(0);
  });
});
