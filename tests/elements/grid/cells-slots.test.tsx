import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { EditableGrid, type CellChange, type GridColumn, type SlotProps } from '../../../elements/grid';
import { expect, waitFor } from '../harness';
import { click, placeGrid, removePlaces } from './grid-dom';

const roots: { root: Root; host: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, host } of roots.splice(0)) {
    root.unmount();
    host.remove();
  }
  removePlaces();
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

const rowOf = (root: ParentNode, rowIdx: number) =>
  root.querySelector<HTMLElement>(`.rdg-row[aria-rowindex="${rowIdx + 2}"]`)!;

describe('slot columns in a React host', () => {
  it('draw the render prop named by slotName, whose setValue is a user edit', async () => {
    const changes: CellChange[] = [];
    const columns: GridColumn[] = [{ key: 'score', title: '评分', type: 'slot', slotName: 'stars' }];
    const slots = {
      stars: ({ value, setValue }: SlotProps) => (
        <button type="button" onClick={() => setValue(Number(value) + 1)}>
          {'★'.repeat(Number(value))}
        </button>
      ),
    };
    const host = render(
      <EditableGrid
        columns={columns}
        rows={[{ id: '1', score: 2 }]}
        slots={slots}
        onCellChange={(change) => changes.push(change)}
      />,
    );
    await waitFor(() => rowOf(host, 0)?.querySelector('button')?.textContent === '★★', 3000, 'the slot');
    await click(rowOf(host, 0).querySelector('button')!);
    await waitFor(() => rowOf(host, 0).querySelector('button')?.textContent === '★★★', 3000, 'the new value drawn');
    expect(changes.map(({ columnKey, value, previousValue }) => ({ columnKey, value, previousValue }))).to.deep.equal([
      { columnKey: 'score', value: 3, previousValue: 2 },
    ]);
  });
});

describe('row-expand columns', () => {
  const columns: GridColumn[] = [
    { key: 'more', title: '', type: 'row-expand', slotName: 'detail', expandHeight: 100 },
    { key: 'name', title: '名称' },
  ];

  it('a React host: + opens the slot content under its row, the rows below move down, − closes it', async () => {
    const slots = { detail: ({ row }: SlotProps) => <p data-detail="">详情 {String(row.name)}</p> };
    const host = render(
      <EditableGrid
        columns={columns}
        rows={[
          { id: '1', name: '甲' },
          { id: '2', name: '乙' },
        ]}
        slots={slots}
      />,
    );
    await waitFor(() => Boolean(rowOf(host, 1)), 3000, 'the rows');
    const secondTop = rowOf(host, 1).getBoundingClientRect().top;
    const toggle = rowOf(host, 0).querySelector<HTMLButtonElement>('button[data-row-expand]')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    await click(toggle);
    await waitFor(() => Boolean(host.querySelector('[data-detail]')), 3000, 'the content');
    expect(host.querySelector('[data-detail]')!.textContent).to.equal('详情 甲');
    const content = host.querySelector<HTMLElement>('[data-expanded-content]')!.getBoundingClientRect();
    const first = rowOf(host, 0).getBoundingClientRect();
    expect(Math.round(content.height)).to.equal(100);
    expect(Math.round(content.top)).to.equal(Math.round(first.top + 61));
    expect(Math.round(content.width)).to.equal(host.querySelector('.rdg')!.clientWidth);
    await waitFor(
      () => Math.round(rowOf(host, 1).getBoundingClientRect().top - secondTop) === 100,
      3000,
      'the next row moved down',
    );
    await click(rowOf(host, 0).querySelector('button[data-row-expand]')!);
    await waitFor(() => host.querySelector('[data-detail]') === null, 3000, 'the content closed');
    await waitFor(
      () => Math.round(rowOf(host, 1).getBoundingClientRect().top) === Math.round(secondTop),
      3000,
      'the row back',
    );
  });

  it('<farm-grid>: the slots renderer may return a DOM node for the expanded content', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: '甲' }] });
    grid.slots = {
      detail: ({ row }: SlotProps) => {
        const note = document.createElement('em');
        note.textContent = `节点 ${String(row.name)}`;
        return note;
      },
    };
    const toggle = () => grid.shadowRoot!.querySelector<HTMLButtonElement>('button[data-row-expand]')!;
    await waitFor(() => Boolean(toggle()), 3000, 'the toggle');
    await click(toggle());
    await waitFor(
      () => grid.shadowRoot!.querySelector('[data-expanded-content] em')?.textContent === '节点 甲',
      3000,
      'the node',
    );
  });
});
