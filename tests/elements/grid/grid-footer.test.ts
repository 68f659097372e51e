import { expect, waitFor } from '../harness';
import { all, placeGrid, removePlaces } from './grid-dom';

afterEach(removePlaces);

const summaryTexts = (grid: Element) =>
  all(grid, '.rdg-summary-row').map((row) =>
    Array.from(row.querySelectorAll('[role="gridcell"]')).map((item) => item.textContent),
  );

describe('<farm-grid> footer statistics', () => {
  const columns = [
    { key: 'name', title: '名称' },
    { key: 'qty', title: '数量', type: 'inputNumber' as const, statistics: ['sum', 'average'] as const },
  ];

  it('shows 合计 and 平均 for the columns that ask', async () => {
    const grid = await placeGrid({
      columns: [...columns],
      rows: [
        { id: '1', name: 'a', qty: 1 },
        { id: '2', name: 'b', qty: 4 },
      ],
    });
    expect(summaryTexts(grid)).to.deep.equal([
      ['合计', '5'],
      ['平均', '2.5'],
    ]);
  });

  it('follows the rows', async () => {
    const grid = await placeGrid({ columns: [...columns], rows: [{ id: '1', name: 'a', qty: 1 }] });
    grid.setValues([{ rowKey: '1', values: { qty: 7 } }]);
    await waitFor(() => summaryTexts(grid)[0]?.[1] === '7', 3000, 'the new sum');
  });

  it('widens the selection column to 60 when statistics show', async () => {
    const grid = await placeGrid({
      columns: [...columns],
      rows: [{ id: '1', name: 'a', qty: 1 }],
      attributes: { 'row-selection': '', 'row-number': '' },
    });
    const headers = all(grid, '[role="columnheader"]');
    expect(headers[0].getBoundingClientRect().width).to.equal(60);
    expect(headers[1].getBoundingClientRect().width).to.equal(60);
    expect(summaryTexts(grid)[0][0]).to.equal('合计');
  });
});
