import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { EditableGrid, type CellChange, type EditableGridHandle } from '../../../elements/grid';
import { expect, sendKeys, waitFor } from '../harness';
import { click } from './grid-dom';

// React hosts (the console) use the plain component in the light DOM, through a ref.
const roots: { root: Root; host: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, host } of roots.splice(0)) {
    root.unmount();
    host.remove();
  }
});

function render(node: React.ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.style.width = '800px';
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(node));
  roots.push({ root, host });
  return host;
}

const columns = [{ key: 'name', title: '名称', validateRules: [{ required: true }] }];

describe('EditableGrid in a React host', () => {
  it('brings its own react-data-grid styles into the document', async () => {
    const host = render(<EditableGrid columns={columns} rows={[{ id: '1', name: 'a' }]} />);
    await waitFor(() => Boolean(host.querySelector('.rdg')), 3000, 'the grid');
    expect(getComputedStyle(host.querySelector('.rdg')!).display).to.equal('grid');
  });

  it('adopts its own stylesheet once into the document, however many grids mount', async () => {
    const first = render(<EditableGrid columns={columns} rows={[{ id: '1', name: 'a' }]} />);
    render(<EditableGrid columns={columns} rows={[{ id: '1', name: 'a' }]} />);
    await waitFor(() => Boolean(first.querySelector('.farm-grid-toolbar')), 3000, 'the toolbar');
    expect(getComputedStyle(first.querySelector('.farm-grid-toolbar')!).display).to.equal('flex');
    const sheets = document.adoptedStyleSheets;
    expect(new Set(sheets).size, 'no sheet adopted twice').to.equal(sheets.length);
  });

  it('adopts both stylesheets into a shadow root its host made', async () => {
    const outer = document.createElement('div');
    document.body.append(outer);
    const shadow = outer.attachShadow({ mode: 'open' });
    const host = document.createElement('div');
    host.style.width = '800px';
    shadow.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<EditableGrid columns={columns} rows={[{ id: '1', name: 'a' }]} />));
    roots.push({ root, host: outer });
    await waitFor(() => Boolean(host.querySelector('.rdg')), 3000, 'the grid');
    expect(getComputedStyle(host.querySelector('.rdg')!).display, "react-data-grid's sheet").to.equal('grid');
    expect(getComputedStyle(host.querySelector('.farm-grid-toolbar')!).display, "the grid's own sheet").to.equal(
      'flex',
    );
  });

  it('exposes getAll, validate, addRows, insertRows, removeRows and setValues on the ref', async () => {
    const ref = createRef<EditableGridHandle>();
    render(<EditableGrid ref={ref} columns={columns} rows={[{ id: '1', name: 'a' }]} />);
    await waitFor(() => ref.current !== null, 3000, 'the handle');
    const grid = ref.current!;
    const [added] = grid.addRows({ name: '' });
    grid.insertRows({ name: 'top' }, 0);
    grid.setValues([{ rowKey: '1', values: { name: 'b' } }]);
    expect((await grid.validate()).map((error) => error.rowKey)).to.deep.equal([added.id]);
    grid.removeRows(['1', added.id]);
    expect(grid.getAll()).to.deep.equal({
      tableData: [{ ...grid.getAll().tableData[0], name: 'top' }],
      deleteData: [{ id: '1', name: 'b' }],
    });
  });

  it('calls onCellChange on a user edit', async () => {
    const changes: CellChange[] = [];
    const host = render(
      <EditableGrid
        columns={columns}
        rows={[{ id: '1', name: 'a' }]}
        onCellChange={(change) => changes.push(change)}
      />,
    );
    await waitFor(() => Boolean(host.querySelector('[data-column="name"]')), 3000, 'the cell');
    await click(host.querySelector('[data-column="name"]')!);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'z' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => changes.length === 1, 3000, 'the change');
    expect(changes[0]).to.deep.include({ rowKey: '1', value: 'az', previousValue: 'a' });
  });
});
