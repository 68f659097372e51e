import { expect, settle, waitFor } from '../harness';
import { cellText, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

const columns = [{ key: 'name', title: '名称', defaultValue: '默认' }];
const rows = [
  { id: '1', name: 'a' },
  { id: '2', name: 'b' },
];

describe('<farm-grid> methods', () => {
  it('addRows() adds rows at the bottom with the column defaults, without events', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-rows-added', 'farm-cell-change']);
    const added = grid.addRows([{}, { name: 'x' }]);
    expect(added.map((row) => row.name)).to.deep.equal(['默认', 'x']);
    expect(grid.getAll().tableData.map((row) => row.name)).to.deep.equal(['a', 'b', '默认', 'x']);
    await waitFor(() => cellText(grid, 3, 'name') === 'x', 3000, 'the added row drawn');
    expect(events).to.deep.equal([]);
  });

  it('insertRows() puts rows at an index', async () => {
    const grid = await placeGrid({ columns, rows });
    grid.insertRows({ name: 'mid' }, 1);
    expect(grid.getAll().tableData.map((row) => row.name)).to.deep.equal(['a', 'mid', 'b']);
  });

  it('removeRows() records existing rows in deleteData', async () => {
    const grid = await placeGrid({ columns, rows });
    grid.removeRows(['1']);
    expect(grid.getAll()).to.deep.equal({ tableData: [{ id: '2', name: 'b' }], deleteData: [{ id: '1', name: 'a' }] });
  });

  it('setValues() changes cells without firing farm-cell-change', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-cell-change']);
    grid.setValues([{ rowKey: '2', values: { name: 'z' } }]);
    await waitFor(() => cellText(grid, 1, 'name') === 'z', 3000, 'the new value drawn');
    await settle();
    expect(events).to.deep.equal([]);
  });

  it('new rows from the page start a new session', async () => {
    const grid = await placeGrid({ columns, rows });
    grid.removeRows('1');
    grid.rows = [{ id: '9', name: 'n' }];
    await waitFor(() => cellText(grid, 0, 'name') === 'n', 3000, 'the new rows');
    expect(grid.getAll()).to.deep.equal({ tableData: [{ id: '9', name: 'n' }], deleteData: [] });
  });
});

describe('<farm-grid> reload highlight', () => {
  it('highlights the cells a reload changed, then lets them go', async () => {
    const grid = await placeGrid({
      columns: [
        { key: 'name', title: '名称' },
        { key: 'qty', title: '数量' },
      ],
      rows: [{ id: '1', name: 'a', qty: 1 }],
    });
    grid.rows = [{ id: '1', name: 'a', qty: 2 }];
    const reloaded = () =>
      Array.from(grid.shadowRoot!.querySelectorAll('[data-reloaded]'), (node) => node.getAttribute('data-column'));
    await waitFor(() => reloaded().length > 0, 3000, 'the highlight');
    expect(reloaded()).to.deep.equal(['qty']);
    await waitFor(() => reloaded().length === 0, 4000, 'the highlight gone');
  });
});

describe('<farm-grid> in static markup', () => {
  it('reads a JSON columns attribute and takes rows set before the tag is used', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<farm-grid row-number columns='[{"key":"name","title":"名称"}]'></farm-grid>`;
    const grid = root.querySelector('farm-grid')!;
    grid.rows = [{ id: '1', name: 'static' }];
    document.body.append(root);
    try {
      await waitFor(() => cellText(grid, 0, 'name') === 'static', 3000, 'the row drawn');
      expect(grid.shadowRoot!.querySelector('[role="columnheader"]:nth-child(2)')!.textContent).to.equal('名称');
    } finally {
      root.remove();
    }
  });

  it('refuses method calls before it is connected, with a reason', () => {
    const grid = document.createElement('farm-grid');
    expect(() => grid.getAll()).to.throw(/not rendered yet/);
  });
});
