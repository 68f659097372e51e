import { useCallback, useRef, useState } from 'react';
import { changedCells } from '../model/changed-cells';
import { initialRowState, type RowState } from '../model/row-state';
import type { GridRow } from '../model/grid-types';

/**
 * The rows as React state plus a mirror the ref methods read synchronously: `addRows()` then
 * `getAll()` in the same task sees the added rows. New `rows` from the host replace them;
 * `restart()` goes back to the rows last given (a form's reset). `changed` hears every change
 * made through `update` as it is made, before React draws it.
 */
export function useRowState(givenRows: readonly GridRow[], columnKeys: readonly string[]) {
  const [state, setState] = useState<RowState>(() => initialRowState(givenRows));
  const current = useRef(state);
  const [given, setGiven] = useState(givenRows);
  const [reloaded, setReloaded] = useState<readonly [string, string][]>([]);
  const changed = useRef<(next: RowState) => void>(undefined);
  if (given !== givenRows) {
    // Adjusting state while rendering: rows from the host start a new edit session.
    setGiven(givenRows);
    setReloaded(changedCells(current.current.rows, givenRows, columnKeys));
    const fresh = initialRowState(givenRows);
    current.current = fresh;
    setState(fresh);
  }
  const latestGiven = useRef(givenRows);
  latestGiven.current = givenRows;
  const update = useCallback((change: (previous: RowState) => RowState) => {
    const next = change(current.current);
    current.current = next;
    setState(next);
    changed.current?.(next);
    return next;
  }, []);
  const restart = useCallback(() => {
    const fresh = initialRowState(latestGiven.current);
    current.current = fresh;
    setState(fresh);
    setReloaded([]);
    return fresh;
  }, []);
  return { state, current, update, restart, given, changed, reloaded };
}
