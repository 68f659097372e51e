import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  nextSort,
  pageAfterDelete,
  pageSelectionState,
  readListResult,
  rejectionMessage,
  toggleAllOnPage,
  toggleKey,
  withoutKeys,
} from '../../../elements/list/model';

describe('stepping back a page after a delete', () => {
  it('stays on the page while it still has records', () => {
    expect(pageAfterDelete(2, 10, 15, 1)).toBe(2);
    expect(pageAfterDelete(1, 10, 25, 10)).toBe(1);
  });

  it('goes back one page when the delete empties the last page', () => {
    expect(pageAfterDelete(3, 10, 21, 1)).toBe(2);
    expect(pageAfterDelete(3, 10, 30, 10)).toBe(2);
  });

  it('goes back as far as the records left reach', () => {
    expect(pageAfterDelete(5, 10, 45, 30)).toBe(2);
  });

  it('never goes below the first page', () => {
    expect(pageAfterDelete(1, 10, 1, 1)).toBe(1);
    expect(pageAfterDelete(2, 10, 11, 11)).toBe(1);
  });
});

describe('sorting by a column header', () => {
  const byDate = { column: 'createTime', order: 'desc' } as const;

  it('sorts a new column ascending, then descending, then returns to the default', () => {
    const first = nextSort(byDate, 'name');
    expect(first).toEqual({ column: 'name', order: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ column: 'name', order: 'desc' });
    expect(nextSort(second, 'name')).toEqual(byDate);
  });

  it('turns the default column ascending instead of staying put', () => {
    expect(nextSort(byDate, 'createTime')).toEqual({ column: 'createTime', order: 'asc' });
  });

  it('tells assistive technology how each column is sorted', () => {
    expect(ariaSort({ column: 'name', order: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSort(byDate, 'createTime')).toBe('descending');
    expect(ariaSort(byDate, 'name')).toBe('none');
  });
});

describe('selection', () => {
  it('ticks and unticks a row', () => {
    expect(toggleKey(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleKey(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('selects the whole page, keeping rows chosen on other pages', () => {
    expect(toggleAllOnPage(['x'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
    expect(toggleAllOnPage(['x', 'a'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
  });

  it('unselects the page when all its rows are chosen', () => {
    expect(toggleAllOnPage(['x', 'a', 'b'], ['a', 'b'])).toEqual(['x']);
  });

  it('shows the select-all box indeterminate when only some rows are chosen', () => {
    expect(pageSelectionState([], ['a', 'b'])).toBe('none');
    expect(pageSelectionState(['a'], ['a', 'b'])).toBe('some');
    expect(pageSelectionState(['b', 'a'], ['a', 'b'])).toBe('all');
    expect(pageSelectionState(['z'], [])).toBe('none');
  });

  it('drops deleted rows from the selection', () => {
    expect(withoutKeys(['a', 'b', 'c'], ['b'])).toEqual(['a', 'c']);
  });
});

describe('reading the list answer', () => {
  it('reads a page', () => {
    expect(readListResult({ records: [{ id: 1 }], total: 31, size: 10, current: 1, pages: 4 })).toEqual({
      records: [{ id: 1 }],
      total: 31,
    });
  });

  it('reads a plain array as one page of everything', () => {
    expect(readListResult([{ id: 1 }, { id: 2 }])).toEqual({ records: [{ id: 1 }, { id: 2 }], total: 2 });
  });

  it('takes the records count when the total is missing', () => {
    expect(readListResult({ records: [{ id: 1 }] })).toEqual({ records: [{ id: 1 }], total: 1 });
  });

  it('shows nothing for an answer of another shape', () => {
    expect(readListResult('oops')).toEqual({ records: [], total: 0 });
    expect(readListResult(null)).toEqual({ records: [], total: 0 });
  });
});

describe('a before-delete hook that refuses', () => {
  it('shows the message of an error, a string or a message object', () => {
    expect(rejectionMessage(new Error('已被引用，不能删除'))).toBe('已被引用，不能删除');
    expect(rejectionMessage('不能删除')).toBe('不能删除');
    expect(rejectionMessage({ message: '无权删除' })).toBe('无权删除');
  });

  it('shows nothing when it gives no reason', () => {
    expect(rejectionMessage(undefined)).toBeNull();
    expect(rejectionMessage(new Error(''))).toBeNull();
  });
});
