import { expect, waitFor } from '../harness';
import { all, click, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

const columns = [{ key: 'name', title: '名称' }];
const rows = [
  { id: '1', name: 'a' },
  { id: '2', name: 'b' },
  { id: '3', name: 'c' },
];

const rowBoxes = (grid: Element) => all<HTMLInputElement>(grid, '.rdg-row input[type="checkbox"]');
const checked = (grid: Element) => rowBoxes(grid).map((box) => box.checked);

describe('<farm-grid> controlled selection (selectedRowKeys)', () => {
  it('shows exactly the keys the host gives', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    grid.selectedRowKeys = ['1', '3'];
    await waitFor(() => checked(grid).join() === 'true,false,true', 3000, 'the given rows checked');
    expect(grid.getSelection().sort()).to.deep.equal(['1', '3']);
    grid.selectedRowKeys = [];
    await waitFor(() => checked(grid).join() === 'false,false,false', 3000, 'the selection cleared by the host');
  });

  it('reports a click and keeps it only when the host answers with the new keys', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    grid.selectedRowKeys = ['1'];
    await waitFor(() => checked(grid).join() === 'true,false,false', 3000, 'the given row checked');
    const events = recordEvents(grid, ['farm-selection-change']);
    await click(rowBoxes(grid)[1]);
    await waitFor(() => events.length === 1, 3000, 'the click reported');
    expect(events[0].detail).to.deep.include({ selectedRowIds: ['1', '2'] });
    await waitFor(() => checked(grid).join() === 'true,false,false', 3000, 'back to the host keys');

    grid.addEventListener('farm-selection-change', (event) => {
      grid.selectedRowKeys = (event as CustomEvent<{ selectedRowIds: string[] }>).detail.selectedRowIds;
    });
    await click(rowBoxes(grid)[2]);
    await waitFor(() => checked(grid).join() === 'true,false,true', 3000, 'the host took the click');
    expect(grid.getSelection().sort()).to.deep.equal(['1', '3']);
  });
});
