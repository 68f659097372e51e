import type { GridColumn } from '../../../elements/grid';
import { expect, waitFor } from '../harness';
import { all, placeGrid, removePlaces } from './grid-dom';

afterEach(removePlaces);

// widgets spec 9: row number 60; selection, expand and drag 40 (60 when statistics show). The
// selection and row number with statistics (60, 60) are pinned in grid-footer.test.ts.

const name: GridColumn = { key: 'name', title: '名称' };
const qtyWithStatistics: GridColumn = { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum'] };
const rows = [{ id: '1', name: 'a', qty: 1 }];

/** The drawn widths of the header cells, left to right, and of the first row's cells. */
async function widths(grid: Element, count: number): Promise<{ headers: number[]; cells: number[] }> {
  await waitFor(() => all(grid, '[role="columnheader"]').length >= count, 3000, `${count} headers`);
  const round = (element: Element) => Math.round(element.getBoundingClientRect().width);
  const headers = all(grid, '[role="columnheader"]').slice(0, count).map(round);
  const firstRow = all(grid, '.rdg-row:not(.rdg-summary-row)')[0];
  const cells = Array.from(firstRow.querySelectorAll('[role="gridcell"]')).slice(0, count).map(round);
  return { headers, cells };
}

describe('<farm-grid> fixed column widths (spec 9)', () => {
  it('the selection checkbox column is 40 wide, its box included', async () => {
    const grid = await placeGrid({ columns: [name], rows, attributes: { 'row-selection': '' } });
    const { headers, cells } = await widths(grid, 1);
    expect(headers).to.deep.equal([40]);
    expect(cells).to.deep.equal([40]);
    expect(all(grid, '.rdg-row input[type="checkbox"]')).to.have.length(1);
  });

  it('the radio selection column is 40 wide, 60 with statistics', async () => {
    const plain = await placeGrid({
      columns: [name],
      rows,
      attributes: { 'row-selection': '', 'row-selection-type': 'radio' },
    });
    expect(all(plain, '.rdg-row input[type="radio"]')).to.have.length(1);
    expect((await widths(plain, 1)).headers).to.deep.equal([40]);
    removePlaces();
    const summed = await placeGrid({
      columns: [name, qtyWithStatistics],
      rows,
      attributes: { 'row-selection': '', 'row-selection-type': 'radio' },
    });
    expect((await widths(summed, 1)).headers).to.deep.equal([60]);
  });

  it('the row number column is 60 wide without statistics too', async () => {
    const grid = await placeGrid({ columns: [name], rows, attributes: { 'row-number': '' } });
    const { headers, cells } = await widths(grid, 1);
    expect(headers).to.deep.equal([60]);
    expect(cells).to.deep.equal([60]);
  });

  it('selection 40, row number 60 and drag handle 40 side by side', async () => {
    const grid = await placeGrid({
      columns: [name],
      rows,
      attributes: { 'row-selection': '', 'row-number': '', 'drag-sort': '' },
    });
    const { headers, cells } = await widths(grid, 3);
    expect(headers).to.deep.equal([40, 60, 40]);
    expect(cells).to.deep.equal([40, 60, 40]);
    expect(all(grid, '.rdg-row [aria-label^="拖动排序"]'), 'the third is the drag handle').to.have.length(1);
  });

  it('the drag handle column is 60 wide when statistics show', async () => {
    const grid = await placeGrid({ columns: [name, qtyWithStatistics], rows, attributes: { 'drag-sort': '' } });
    expect((await widths(grid, 1)).headers).to.deep.equal([60]);
  });

  it('the row-expand column is 40 wide, 60 when statistics show', async () => {
    const expand: GridColumn = { key: 'more', title: '', type: 'row-expand', slotName: 'more' };
    const plain = await placeGrid({ columns: [expand, name], rows });
    expect(all(plain, '.rdg-row [data-row-expand]'), 'an expander a row').to.have.length(1);
    expect((await widths(plain, 1)).headers).to.deep.equal([40]);
    removePlaces();
    const summed = await placeGrid({ columns: [expand, name, qtyWithStatistics], rows });
    expect((await widths(summed, 1)).headers).to.deep.equal([60]);
  });

  it('row-feature columns declared as columns take the same widths', async () => {
    const grid = await placeGrid({
      columns: [
        { key: 'pick', title: '', type: 'row-checkbox' },
        { key: 'no', title: '', type: 'row-number' },
        { key: 'sort', title: '', type: 'row-drag-sort' },
        name,
      ],
      rows,
    });
    expect((await widths(grid, 3)).headers).to.deep.equal([40, 60, 40]);
  });

  it('the fixed columns keep their widths in a grid of many columns', async () => {
    const many: GridColumn[] = Array.from({ length: 12 }, (_, index) => ({ key: `k${index}`, title: `列${index}` }));
    const grid = await placeGrid({
      columns: many,
      rows: [{ id: '1' }],
      attributes: { 'row-selection': '', 'row-number': '', 'drag-sort': '' },
    });
    expect((await widths(grid, 4)).headers).to.deep.equal([40, 60, 40, 120]);
  });
});
