import { describe, expect, it } from 'vitest';
import { changedCells } from '../../../elements/grid/model/changed-cells';

describe('a reloaded changed cell is highlighted', () => {
  const before = [
    { id: '1', a: 'x', b: 1 },
    { id: '2', a: 'y', b: 2 },
  ];

  it('finds the cells whose value changed in rows present before and after', () => {
    const after = [
      { id: '1', a: 'x', b: 5 },
      { id: '2', a: 'z', b: 2 },
      { id: '3', a: 'new', b: 0 },
    ];
    expect(changedCells(before, after, ['a', 'b'])).toEqual([
      ['1', 'b'],
      ['2', 'a'],
    ]);
  });

  it('highlights nothing on the first load', () => {
    expect(changedCells([], before, ['a', 'b'])).toEqual([]);
  });
});
