import { describe, expect, it } from 'vitest';
import {
  extendRange,
  isMultiCell,
  isRangeKey,
  rangeBounds,
  rangeValues,
} from '../../../elements/grid/model/cell-range';
import { formatClipboardRange } from '../../../elements/grid/model/paste-range';

const columns = [
  { key: 'a', title: 'A' },
  { key: 'b', title: 'B' },
  { key: 'c', title: 'C' },
];
const rows = [
  { id: '1', a: 'a1', b: 1, c: null },
  { id: '2', a: 'a2', b: 2, c: 'c2' },
  { id: '3', a: 'a3', b: 3, c: 'c3' },
];

describe('range copy', () => {
  it('takes the rectangle between anchor and focus in any direction', () => {
    const range = { anchor: { rowIdx: 2, columnIdx: 2 }, focus: { rowIdx: 0, columnIdx: 1 } };
    expect(rangeBounds(range)).toEqual({ top: 0, bottom: 2, left: 1, right: 2 });
    expect(formatClipboardRange(rangeValues(range, rows, columns))).toBe('1\t\n2\tc2\n3\tc3');
  });

  it('moves the focus with shift+arrows inside the grid, the anchor staying', () => {
    let range = { anchor: { rowIdx: 0, columnIdx: 0 }, focus: { rowIdx: 0, columnIdx: 0 } };
    expect(isMultiCell(range)).toBe(false);
    range = extendRange(range, 'ArrowDown', 3, 3);
    range = extendRange(range, 'ArrowRight', 3, 3);
    expect(range).toEqual({ anchor: { rowIdx: 0, columnIdx: 0 }, focus: { rowIdx: 1, columnIdx: 1 } });
    expect(isMultiCell(range)).toBe(true);
    expect(extendRange(range, 'ArrowUp', 3, 3).focus.rowIdx).toBe(0);
    expect(extendRange(extendRange(range, 'ArrowUp', 3, 3), 'ArrowUp', 3, 3).focus.rowIdx).toBe(0);
    expect(
      extendRange({ anchor: range.anchor, focus: { rowIdx: 2, columnIdx: 2 } }, 'ArrowRight', 3, 3).focus.columnIdx,
    ).toBe(2);
    expect(isRangeKey('Tab')).toBe(false);
  });
});
