import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../elements/core/i18n';
import type { GridColumn } from '../../../elements/grid/model/grid-types';
import { validateRows } from '../../../elements/grid/model/grid-validation';
import { hasUniqueRule, uniquePeers } from '../../../elements/grid/model/unique-peers';

setLocale('zh-CN');

describe('grid cell rules: the first failing rule gives its message', () => {
  const columns: GridColumn[] = [
    {
      key: 'name',
      title: '名称',
      validateRules: [{ required: true }, { pattern: 's', message: '${title}只能是字母' }],
    },
    { key: 'code', title: '编码', validateRules: [{ pattern: 'only' }] },
    { key: 'note', title: '备注' },
  ];

  it('reports required before format', async () => {
    const errors = await validateRows([{ id: '1', name: '', code: 'a' }], columns);
    expect(errors).toEqual([{ rowKey: '1', columnKey: 'name', message: '名称不能为空' }]);
  });

  it("fills the column's title into a rule's own message", async () => {
    const errors = await validateRows([{ id: '1', name: 'a1', code: 'a' }], columns);
    expect(errors[0].message).toBe('名称只能是字母');
  });

  it("'only' fails every row holding a repeated value in the column", async () => {
    const errors = await validateRows(
      [
        { id: '1', name: 'a', code: 'x' },
        { id: '2', name: 'b', code: 'x' },
        { id: '3', name: 'c', code: 'y' },
      ],
      columns,
    );
    expect(errors.map((error) => [error.rowKey, error.columnKey, error.message])).toEqual([
      ['1', 'code', '编码不能重复'],
      ['2', 'code', '编码不能重复'],
    ]);
  });

  it("'only' over a large grid counts the column once: just the repeated values fail", async () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => ({ id: String(index), name: 'a', code: `c${index}` }));
    rows[49_999].code = 'c7';
    rows[12_345].code = '';
    rows[12_346].code = '';
    const errors = await validateRows(rows, columns);
    expect(errors.map((error) => error.rowKey)).toEqual(['7', '49999']);
  });

  it('gives a custom handler the other rows of the column', async () => {
    const seen: unknown[][] = [];
    const handled: GridColumn[] = [
      {
        key: 'code',
        title: '编码',
        validateRules: [{ handler: (_value, context) => void seen.push([...(context.otherValues ?? [])]) }],
      },
    ];
    await validateRows(
      [
        { id: '1', code: 'a' },
        { id: '2', code: 'b' },
      ],
      handled,
    );
    expect(seen).toEqual([['b'], ['a']]);
  });

  it('passes a valid grid', async () => {
    expect(await validateRows([{ id: '1', name: 'abc', code: 'x' }], columns)).toEqual([]);
  });

  it('uses the chosen money reading', async () => {
    const money: GridColumn[] = [{ key: 'amount', title: '金额', validateRules: [{ pattern: 'money' }] }];
    const rows = [{ id: '1', amount: '1.12345' }];
    expect(await validateRows(rows, money, 2)).toHaveLength(1);
    expect(await validateRows(rows, money, 5)).toEqual([]);
  });
});

describe("'only' across the column", () => {
  it('names the rows whose verdict a change can flip: those holding the old or the new value', () => {
    const rows = [
      { id: '1', code: 'a' },
      { id: '2', code: 'b' },
      { id: '3', code: 'a' },
      { id: '4', code: '' },
    ];
    expect(uniquePeers(rows, '2', 'code', 'b', 'a')).toEqual(['1', '3']);
    expect(uniquePeers(rows, '2', 'code', '', '')).toEqual([]);
    expect(hasUniqueRule([{ required: true }, { pattern: 'only' }])).toBe(true);
    expect(hasUniqueRule([{ unique: true }])).toBe(true);
    expect(hasUniqueRule([{ required: true }])).toBe(false);
  });
});
