import { describe, expect, it } from 'vitest';
import { systemMessages } from '../../../server/messages';
import { checkRow, columnPositions, markDuplicates } from '../../../server/modules/system/sheets/sheet-rows';
import type { SheetColumn } from '../../../server/modules/system/sheets/sheet-spec';

const COLUMNS: SheetColumn[] = [
  {
    field: 'code',
    title: '编码',
    required: true,
    unique: true,
    pattern: { test: /^[a-z_]+$/, reason: '编码格式不对' },
  },
  { field: 'name', title: '名称', required: true, maxLength: 4 },
  { field: 'rank', title: '职级', dictCode: 'rank' },
  { field: 'status', title: '状态', choices: { '0': '正常', '-1': '停止' } },
];
const DICTS = new Map([
  [
    'rank',
    new Map([
      ['1', '员级'],
      ['2', '助级'],
    ]),
  ],
]);

describe('reading the rows of a system list sheet', () => {
  it('finds the columns by their titles in any order, and none in a foreign sheet', () => {
    expect(columnPositions(COLUMNS, [' 名称 ', '其他', '编码'])).toEqual(
      new Map([
        ['name', 0],
        ['code', 2],
      ]),
    );
    expect(columnPositions(COLUMNS, ['农户姓名', '联系电话'])).toBeNull();
  });

  it('reads coded cells by their text or their value, empty cells as null', () => {
    const positions = columnPositions(COLUMNS, ['编码', '名称', '职级', '状态'])!;
    expect(checkRow(COLUMNS, positions, ['a_b', '组长', '助级', '停止'], DICTS)).toEqual({
      values: { code: 'a_b', name: '组长', rank: '2', status: '-1' },
      reasons: [],
    });
    expect(checkRow(COLUMNS, positions, ['a_b', '组长', 1, null], DICTS).values).toMatchObject({
      rank: '1',
      status: null,
    });
  });

  it('gives every reason a row is refused', () => {
    const positions = columnPositions(COLUMNS, ['编码', '名称', '职级'])!;
    expect(checkRow(COLUMNS, positions, ['A B', '太长的名称', '特级'], DICTS).reasons).toEqual([
      '编码格式不对',
      systemMessages.sheetTooLong('名称', 4),
      systemMessages.sheetUnknownItem('职级', '特级'),
    ]);
    expect(checkRow(COLUMNS, positions, [null, '  ', null], DICTS).reasons).toEqual([
      systemMessages.sheetRequired('编码'),
      systemMessages.sheetRequired('名称'),
    ]);
  });

  it('marks a unique value taken in the table or repeated in the files', () => {
    const rows = ['a', 'b', 'a', 'c'].map((code) => ({ values: { code }, reasons: [] as string[] }));
    markDuplicates(COLUMNS, rows, new Map([['code', new Set(['c'])]]));
    expect(rows.map((row) => row.reasons)).toEqual([
      [],
      [],
      [systemMessages.sheetRepeated('编码', 'a')],
      [systemMessages.sheetTaken('编码', 'c')],
    ]);
  });
});
