import type { GridColumn } from '../../../elements/grid';
import { expect, waitFor } from '../harness';
import { all, click, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

// widgets spec 3.1: JeecgBoot schemas declare the row number, the selection box or radio and the
// drag handle as columns of their own types; the grid draws them as its row features.

const rows = [
  { id: '1', name: 'alpha' },
  { id: '2', name: 'beta' },
];
const name: GridColumn = { key: 'name', title: '名称' };

describe('<farm-grid> row-feature columns', () => {
  it('draws row-number, row-checkbox and row-drag-sort columns as the row number, selection and drag handle', async () => {
    const grid = await placeGrid({
      columns: [
        { key: 'no', title: '', type: 'row-number' },
        { key: 'pick', title: '', type: 'row-checkbox' },
        { key: 'sort', title: '', type: 'row-drag-sort' },
        name,
      ],
      rows,
    });
    const events = recordEvents(grid, ['farm-selection-change']);
    await waitFor(() => all(grid, '.rdg-row input[type="checkbox"]').length === 2, 3000, 'a selection box a row');
    expect(all(grid, '.rdg-header-row input[type="checkbox"]'), 'select all').to.have.length(1);
    // The row number, the drag handle (⋮⋮) with its insert-below button (+), then the data.
    expect(all(grid, '.rdg-row').map((row) => row.textContent)).to.deep.equal(['1⋮⋮+alpha', '2⋮⋮+beta']);
    expect(all(grid, '.rdg-row [aria-label^="拖动排序"]')).to.have.length(2);
    expect(
      all(grid, '[data-column="no"], [data-column="pick"], [data-column="sort"]'),
      'no data cells for them',
    ).to.have.length(0);
    await click(all(grid, '.rdg-row input[type="checkbox"]')[1]);
    await waitFor(() => events.length === 1, 3000, 'the selection event');
    expect(events[0].detail).to.deep.include({ selectedRowIds: ['2'] });
    expect(Object.keys(grid.getAll().tableData[0]).sort()).to.deep.equal(['id', 'name']);
  });

  it('draws a row-radio column as single selection', async () => {
    const grid = await placeGrid({ columns: [{ key: 'pick', title: '', type: 'row-radio' }, name], rows });
    await waitFor(() => all(grid, '.rdg-row input[type="radio"]').length === 2, 3000, 'a radio a row');
  });
});
