import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { RELOAD_HIGHLIGHT_MS } from '../model/changed-cells';
import { createStore, type Store } from '../model/grid-store';
import { clearHighlight, type GridState, initialGridState, receiveRows } from '../model/grid-state';
import type { GridRow } from '../model/grid-types';
import type { TreeLevels } from '../model/tree-state';

export type GridStore = Store<GridState>;

/**
 * The grid's state in one external store, read through `useSyncExternalStore`. Rows the host
 * gives start a new edit session: this render already draws them (derived, nothing written), and
 * the store takes the same value once the render commits. Cells a reload changed are lit for
 * 1400 ms. A tree table's rows come with what they say of the tree (`givenTree`).
 */
export function useGridStore(givenRows: readonly GridRow[], columnKeys: readonly string[], givenTree?: TreeLevels) {
  const [store] = useState<GridStore>(() => createStore(initialGridState(givenRows, givenTree)));
  const stored = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const state = useMemo(
    () => receiveRows(stored, givenRows, columnKeys, givenTree),
    [stored, givenRows, columnKeys, givenTree],
  );

  useLayoutEffect(() => {
    if (state !== stored)
      store.update((current) => (current === stored ? state : receiveRows(current, givenRows, columnKeys, givenTree)));
  }, [columnKeys, givenRows, givenTree, state, store, stored]);

  const { highlighted } = state;
  useEffect(() => {
    if (highlighted.size === 0) return undefined;
    const timer = setTimeout(() => store.update(clearHighlight), RELOAD_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted, store]);

  return { store, state };
}

/** A store of a value the view publishes (`usePublish`), for readers outside React's render. */
export function useValueStore<T>(initial: T): Store<T> {
  const [store] = useState(() => createStore(initial));
  return store;
}

/** Puts the value of the committed render into `store` (its subscribers then hear of it). */
export function usePublish<T>(store: Store<T>, value: T): void {
  useLayoutEffect(() => {
    store.update(() => value);
  }, [store, value]);
}

/** A value of the last committed render as a store of its own, for handlers and subscribed cells. */
export function usePublished<T>(value: T): Store<T> {
  const store = useValueStore(value);
  usePublish(store, value);
  return store;
}
