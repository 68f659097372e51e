import { describe, expect, it } from 'vitest';
import { listParams, readListResult } from '../../../elements/grid/model/list-query';

describe('loading rows through the list conventions', () => {
  it('asks for a page sorted by createTime desc', () => {
    expect(listParams({ pageNo: 2, pageSize: 20 })).toEqual({
      column: 'createTime',
      order: 'desc',
      pageNo: 2,
      pageSize: 20,
    });
  });

  it('reads result.records and result.total, ids as text', () => {
    expect(readListResult({ records: [{ id: 7, name: 'a' }], total: 31 })).toEqual({
      rows: [{ id: '7', name: 'a' }],
      total: 31,
    });
  });

  it('takes a plain list whole and gives anything else no rows', () => {
    expect(readListResult([{ id: 'x' }]).total).toBe(1);
    expect(readListResult('nonsense')).toEqual({ rows: [], total: 0 });
  });
});
