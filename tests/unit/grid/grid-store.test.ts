import { describe, expect, it } from 'vitest';
import { createStore } from '../../../elements/grid/model/grid-store';
import { initialGridState, selectRows } from '../../../elements/grid/model/grid-state';

describe('the grid store', () => {
  it('answers each change at once and tells its subscribers', () => {
    const store = createStore(initialGridState([{ id: 'a' }]));
    const heard: number[] = [];
    const unsubscribe = store.subscribe(() => heard.push(store.getState().selected.size));
    const after = store.update((state) => selectRows(state, new Set(['a'])));
    expect(after).toBe(store.getState());
    expect(store.getState().selected.has('a')).toBe(true);
    expect(heard).toEqual([1]);
    unsubscribe();
    store.update((state) => selectRows(state, new Set()));
    expect(heard).toEqual([1]);
  });

  it('tells nobody when a transition answers the same state', () => {
    const store = createStore(initialGridState([]));
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    const before = store.getState();
    expect(store.update((state) => state)).toBe(before);
    expect(calls).toBe(0);
  });

  it('lets a subscriber unsubscribe while being told, without skipping the others', () => {
    const store = createStore(0);
    const heard: string[] = [];
    const first = store.subscribe(() => {
      heard.push('first');
      first();
    });
    store.subscribe(() => heard.push('second'));
    store.update((value) => value + 1);
    store.update((value) => value + 1);
    expect(heard).toEqual(['first', 'second', 'second']);
  });
});
