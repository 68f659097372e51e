/**
 * A value that changes by transitions and tells its subscribers, in the shape React's
 * `useSyncExternalStore` reads: `getState` answers the value now (synchronously, so a method
 * called right after another sees its change), `subscribe` hears every change.
 */
export interface Store<T> {
  getState(): T;
  subscribe(listener: () => void): () => void;
  /** Applies `transition`; subscribers hear of it only when the value changed. Answers the value after. */
  update(transition: (state: T) => T): T;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(transition) {
      const next = transition(state);
      if (next === state) return state;
      state = next;
      for (const listener of [...listeners]) listener();
      return state;
    },
  };
}
