import { describe, expect, it } from 'vitest';
import { formatClipboardRange, parseClipboardRange, pastedCells } from '../../../elements/grid/model/paste-range';

describe('copy and paste of ranges', () => {
  it('reads a spreadsheet range: lines of tab-separated cells, final line break ignored', () => {
    expect(parseClipboardRange('a\tb\r\nc\td\r\n')).to.deep.equal([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseClipboardRange('one')).to.deep.equal([['one']]);
  });

  it('writes a range the same way', () => {
    expect(
      formatClipboardRange([
        [1, null],
        ['x', 'y'],
      ]),
    ).toBe('1\t\nx\ty');
  });

  it('lands from the active cell, within the grid, skipping read-only columns', () => {
    const rows = [{ id: '1' }, { id: '2' }];
    const columns = [
      { key: 'a', title: 'A' },
      { key: 'b', title: 'B', disabled: true },
      { key: 'c', title: 'C' },
    ];
    const cells = pastedCells(
      [['x', 'y', 'z', 'beyond'], ['p', 'q', 'r'], ['no row']],
      rows,
      columns,
      { rowIndex: 0, columnIndex: 0 },
      (column) => !column.disabled,
    );
    expect(cells.map((cell) => [cell.row.id, cell.columnKey, cell.value])).toEqual([
      ['1', 'a', 'x'],
      ['1', 'c', 'z'],
      ['2', 'a', 'p'],
      ['2', 'c', 'r'],
    ]);
  });
});
