import { describe, expect, it } from 'vitest';
import { columnAverage, columnSum, footerRows, statisticColumnKeys } from '../../../elements/grid/model/statistics';

const rows = [
  { id: '1', price: 0.1, qty: '2' },
  { id: '2', price: 0.2, qty: '' },
  { id: '3', price: 'x', qty: 4 },
];

describe('footer statistics: 合计 and 平均', () => {
  it('sums numeric cells, reading numeric text and skipping blanks and words', () => {
    expect(columnSum(rows, 'price')).toBe(0.3);
    expect(columnSum(rows, 'qty')).toBe(6);
  });

  it('averages over all rows', () => {
    expect(columnAverage(rows, 'qty')).toBe(2);
    expect(columnAverage([], 'qty')).toBe(0);
  });

  it('makes one footer row per statistic asked for, sum first', () => {
    const footer = footerRows(
      [
        { key: 'price', title: 'Price', statistics: ['average', 'sum'] },
        { key: 'qty', title: 'Qty', statistics: 'sum' },
        { key: 'name', title: 'Name' },
      ],
      rows,
    );
    expect(footer).toEqual([
      { statistic: 'sum', values: { price: 0.3, qty: 6 } },
      { statistic: 'average', values: { price: 0.1 } },
    ]);
  });

  it('has no footer when no column asks', () => {
    expect(footerRows([{ key: 'qty', title: 'Qty' }], rows)).toEqual([]);
  });

  it('names the columns that ask for a statistic, whatever the rows hold', () => {
    const columns = [
      { key: 'price', title: 'Price', statistics: ['sum' as const] },
      { key: 'qty', title: 'Qty', statistics: 'average' as never },
      { key: 'name', title: 'Name' },
    ];
    expect([...statisticColumnKeys(columns)]).toEqual(['price', 'qty']);
    expect(statisticColumnKeys([{ key: 'name', title: 'Name' }]).size).toBe(0);
  });
});
