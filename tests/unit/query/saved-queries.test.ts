import { describe, expect, it } from 'vitest';
import {
  currentFullPath,
  findSavedQuery,
  readSavedQueries,
  savedQueryKey,
  withoutSavedQuery,
  withSavedQuery,
  writeSavedQueries,
  type QueryResult,
} from '../../../elements/query';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const north: QueryResult = {
  matchType: 'and',
  params: [{ field: 'province', rule: 'eq', val: '黑龙江省', type: 'text' }],
};
const done: QueryResult = { matchType: 'or', params: [{ field: 'status', rule: 'eq', val: '4', type: 'dict' }] };

describe('where saved queries are kept', () => {
  it('under the saved-query prefix plus the save code, else the route full path', () => {
    expect(savedQueryKey('orders', '/x')).toBe('saved-query_orders');
    expect(savedQueryKey(undefined, '/farm/order?tab=1#top')).toBe('saved-query_/farm/order?tab=1#top');
    expect(savedQueryKey('  ', '/farm/order')).toBe('saved-query_/farm/order');
    expect(currentFullPath({ pathname: '/demo/query.html', search: '?a=1', hash: '#b' })).toBe(
      '/demo/query.html?a=1#b',
    );
  });
});

describe('saving, finding and overwriting', () => {
  it('keeps title, match type and records, and a same-name save replaces in place', () => {
    let queries = withSavedQuery([], ' 北方 ', north);
    queries = withSavedQuery(queries, '完工', done);
    expect(queries.map((query) => query.title)).toEqual(['北方', '完工']);
    queries = withSavedQuery(queries, '北方', done);
    expect(queries).toEqual([
      { title: '北方', matchType: 'or', records: done.params },
      { title: '完工', matchType: 'or', records: done.params },
    ]);
    expect(findSavedQuery(queries, ' 完工')?.title).toBe('完工');
    expect(withoutSavedQuery(queries, '北方').map((query) => query.title)).toEqual(['完工']);
  });

  it('round-trips through storage and removes the key when the last one goes', () => {
    const storage = memoryStorage();
    writeSavedQueries(storage, 'saved-query_orders', withSavedQuery([], '北方', north));
    expect(readSavedQueries(storage, 'saved-query_orders')).toEqual([
      { title: '北方', matchType: 'and', records: north.params },
    ]);
    writeSavedQueries(storage, 'saved-query_orders', []);
    expect(storage.items.has('saved-query_orders')).toBe(false);
  });

  it('skips what it cannot read instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readSavedQueries(storage, 'k')).toEqual([]);
    storage.setItem(
      'k',
      JSON.stringify([
        { title: 'ok', matchType: 'and', records: [] },
        { title: 'bad', matchType: 'xor', records: [] },
        { title: 'rule', matchType: 'or', records: [{ field: 'a', rule: 'sql', val: '1', type: 'text' }] },
      ]),
    );
    expect(readSavedQueries(storage, 'k').map((query) => query.title)).toEqual(['ok']);
  });
});
