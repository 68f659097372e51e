import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  initialListState,
  listReducer,
  type ListAction,
  type ListState,
} from '../../../elements/list/model';

const defaults = { initialQuery: { status: '1' }, defaultSort: DEFAULT_SORT, pageSize: 10 };
const start = initialListState(defaults);
const stateAfter = (...actions: ListAction[]): ListState => actions.reduce(listReducer, start);

describe('the query bar', () => {
  it('starts from the page’s initial query, applied', () => {
    expect(start.query).toEqual({ status: '1' });
    expect(start.appliedQuery).toEqual({ status: '1' });
    expect(start.page).toBe(1);
  });

  it('keeps what the user types without asking again until they search', () => {
    const typed = stateAfter({ type: 'typed', name: 'name', value: '拖拉机' });
    expect(typed.query).toEqual({ status: '1', name: '拖拉机' });
    expect(typed.appliedQuery).toEqual({ status: '1' });
    expect(typed.reloads).toBe(0);
  });

  it('applies the typed values on search, on page 1, and asks again even when nothing changed', () => {
    const searched = stateAfter(
      { type: 'paged', page: 3, pageSize: 10 },
      { type: 'typed', name: 'name', value: '拖拉机' },
      { type: 'searched' },
    );
    expect(searched.appliedQuery).toEqual({ status: '1', name: '拖拉机' });
    expect(searched.page).toBe(1);
    expect(listReducer(searched, { type: 'searched' }).reloads).toBe(searched.reloads + 1);
  });

  it('resets the query, filters, advanced query and sort, and keeps the page size and the selection', () => {
    const reset = stateAfter(
      { type: 'typed', name: 'name', value: 'x' },
      { type: 'searched' },
      { type: 'filtered', column: 'status', values: ['2'] },
      { type: 'advancedQueried', query: { params: [{ field: 'a', rule: 'eq', val: '1' }], matchType: 'and' } },
      { type: 'sorted', column: 'name', defaultSort: DEFAULT_SORT },
      { type: 'paged', page: 2, pageSize: 20 },
      { type: 'rowToggled', key: 'r1' },
      { type: 'reset', defaults },
    );
    expect(reset).toMatchObject({
      query: { status: '1' },
      appliedQuery: { status: '1' },
      filters: {},
      advancedQuery: null,
      sort: DEFAULT_SORT,
      page: 1,
      pageSize: 20,
      selectedKeys: ['r1'],
      resets: 1,
    });
  });
});

describe('filters, advanced query, sort and paging', () => {
  it('goes back to page 1 when a column filter or the advanced query changes', () => {
    const paged = stateAfter({ type: 'paged', page: 4, pageSize: 10 });
    expect(listReducer(paged, { type: 'filtered', column: 'status', values: ['1'] })).toMatchObject({
      page: 1,
      filters: { status: ['1'] },
    });
    expect(listReducer(paged, { type: 'advancedQueried', query: null }).page).toBe(1);
  });

  it('drops an advanced query without conditions', () => {
    expect(stateAfter({ type: 'advancedQueried', query: { params: [], matchType: 'and' } }).advancedQuery).toBeNull();
  });

  it('sorts ascending, then descending, then back to the default', () => {
    const sortBy = { type: 'sorted', column: 'name', defaultSort: DEFAULT_SORT } as const;
    expect(stateAfter(sortBy).sort).toEqual({ column: 'name', order: 'asc' });
    expect(stateAfter(sortBy, sortBy).sort).toEqual({ column: 'name', order: 'desc' });
    expect(stateAfter(sortBy, sortBy, sortBy).sort).toEqual(DEFAULT_SORT);
  });

  it('takes the page and page size the pagination asks for', () => {
    expect(stateAfter({ type: 'paged', page: 2, pageSize: 50 })).toMatchObject({ page: 2, pageSize: 50 });
  });
});

describe('selection', () => {
  it('ticks rows one by one and the whole page at once', () => {
    const ticked = stateAfter({ type: 'rowToggled', key: 'a' }, { type: 'pageToggled', pageKeys: ['a', 'b'] });
    expect(ticked.selectedKeys).toEqual(['a', 'b']);
    expect(listReducer(ticked, { type: 'pageToggled', pageKeys: ['a', 'b'] }).selectedKeys).toEqual([]);
    expect(listReducer(ticked, { type: 'selectionCleared' }).selectedKeys).toEqual([]);
  });
});

describe('after a delete or an import', () => {
  it('drops the deleted rows from the selection, goes to the last page left and asks again', () => {
    const before = stateAfter(
      { type: 'paged', page: 3, pageSize: 10 },
      { type: 'rowToggled', key: 'a' },
      { type: 'rowToggled', key: 'b' },
    );
    const deleted = listReducer(before, { type: 'deleted', ids: ['a'], total: 21 });
    expect(deleted.selectedKeys).toEqual(['b']);
    expect(deleted.page).toBe(2);
    expect(deleted.reloads).toBe(before.reloads + 1);
  });

  it('opens and closes the import, and shows page 1 asked again after it', () => {
    expect(stateAfter({ type: 'importOpened' }).importOpen).toBe(true);
    expect(stateAfter({ type: 'importOpened' }, { type: 'importClosed' }).importOpen).toBe(false);
    const imported = stateAfter({ type: 'paged', page: 2, pageSize: 10 }, { type: 'imported' });
    expect(imported).toMatchObject({ page: 1, reloads: 1 });
  });

  it('asks again with the same parameters on reload', () => {
    const reloaded = stateAfter({ type: 'reloaded' });
    expect(reloaded).toEqual({ ...start, reloads: 1 });
  });
});
