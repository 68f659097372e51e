import { describe, expect, it } from 'vitest';
import { withLinkedClears } from '../../../elements/grid/model/linkage';

describe('linkage columns: changing a parent empties its children', () => {
  const columns = [
    { key: 'province', title: '省' },
    { key: 'city', title: '市', linkageKey: 'province' },
    { key: 'county', title: '县', linkageKey: 'city' },
    { key: 'note', title: '备注' },
  ];
  const row = { id: '1', province: 'a', city: 'b', county: 'c', note: 'n' };

  it('empties the child and the grandchild in the same row', () => {
    const edits = withLinkedClears([{ row, columnKey: 'province', value: 'z' }], columns);
    expect(edits.map((edit) => [edit.columnKey, edit.value])).toEqual([
      ['province', 'z'],
      ['city', ''],
      ['county', ''],
    ]);
  });

  it('leaves unrelated edits alone', () => {
    expect(withLinkedClears([{ row, columnKey: 'note', value: 'm' }], columns)).toHaveLength(1);
  });
});
