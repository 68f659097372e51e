import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { EditableGrid, type EditableGridHandle, type SubFormProps } from '../../../elements/grid';
import { expect, waitFor } from '../harness';
import { cell, click, placeGrid, recordEvents, removePlaces } from './grid-dom';

const columns = [
  { key: 'name', title: '名称' },
  { key: 'hours', title: '工时' },
];
const rows = [
  { id: '1', name: '拖拉机', hours: '3' },
  { id: '2', name: '收割机', hours: '5' },
];

/** A plain-DOM sub-form, as a `<farm-grid>` host without React would write it. */
function domSubForm({ row, setValues, close }: SubFormProps): Node {
  const form = document.createElement('form');
  const input = document.createElement('input');
  input.name = 'hours';
  input.value = String(row.hours ?? '');
  input.addEventListener('change', () => setValues({ hours: input.value }));
  const done = document.createElement('button');
  done.type = 'button';
  done.textContent = '完成';
  done.addEventListener('click', close);
  form.append(`${row.name} 的保养`, input, done);
  return form;
}

const popover = (grid: Element) => grid.shadowRoot!.querySelector<HTMLElement>('[role="dialog"][data-row-key]');

describe('<farm-grid> sub-form popover', () => {
  afterEach(removePlaces);

  it('opens under a clicked row, closes on a second click on that row, and moves to another row', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    grid.renderSubForm = domSubForm;
    const events = recordEvents(grid, ['farm-sub-form-toggle']);

    await click(cell(grid, 1, 'name'));
    await waitFor(() => popover(grid)?.dataset.rowKey === '2', 3000, 'the sub-form of row 2');
    expect(popover(grid)!.textContent).to.contain('收割机 的保养');
    const rowBottom = cell(grid, 1, 'name').getBoundingClientRect().bottom;
    expect(Math.abs(popover(grid)!.getBoundingClientRect().top - rowBottom)).to.be.lessThan(2);

    await click(cell(grid, 1, 'hours'));
    await waitFor(() => popover(grid) === null, 3000, 'closed by the second click');

    await click(cell(grid, 1, 'name'));
    await waitFor(() => popover(grid)?.dataset.rowKey === '2', 3000, 'open again');
    // The popover covers the rows under its own; another row is one the user can still see.
    await click(cell(grid, 0, 'hours'));
    await waitFor(() => popover(grid)?.dataset.rowKey === '1', 3000, 'moved to row 1');
    expect(popover(grid)!.textContent).to.contain('拖拉机 的保养');
    expect(events.map((event) => (event.detail as { rowKey: string | null }).rowKey)).to.deep.equal([
      '2',
      null,
      '2',
      '1',
    ]);
  });

  it('leaves the selection column to selecting', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    grid.renderSubForm = domSubForm;
    const checkbox = grid.shadowRoot!.querySelector<HTMLInputElement>(
      '.rdg-row[aria-rowindex="2"] input[type="checkbox"]',
    )!;
    await click(checkbox);
    await waitFor(() => grid.getSelection().length === 1, 3000, 'the row selected');
    expect(popover(grid)).to.equal(null);
  });

  it("stores the sub-form's values as a user's edits, and its close button closes it", async () => {
    const grid = await placeGrid({ columns, rows });
    grid.renderSubForm = domSubForm;
    const changes = recordEvents(grid, ['farm-cell-change']);
    await click(cell(grid, 1, 'name'));
    await waitFor(() => popover(grid) !== null, 3000, 'the sub-form');
    const input = popover(grid)!.querySelector('input')!;
    input.value = '12';
    input.dispatchEvent(new Event('change'));
    await waitFor(() => grid.getAll().tableData[1].hours === '12', 3000, 'the stored value');
    expect(changes[0].detail).to.deep.include({ rowKey: '2', columnKey: 'hours', value: '12', previousValue: '5' });
    await click(Array.from(popover(grid)!.querySelectorAll('button')).find((button) => button.textContent === '完成')!);
    await waitFor(() => popover(grid) === null, 3000, 'closed');
  });

  it('shows 打开子表失败 when the row cannot be found after its retries', async () => {
    const grid = await placeGrid({ columns, rows });
    grid.renderSubForm = domSubForm;
    grid.toggleSubForm('no-such-row');
    await waitFor(() => Boolean(grid.shadowRoot!.textContent?.includes('打开子表失败')), 3000, 'the failure message');
    expect(popover(grid)).to.equal(null);
  });

  it('opens through the method for a row far down, scrolled into view', async () => {
    const many = Array.from({ length: 300 }, (_, index) => ({
      id: String(index + 1),
      name: `农机${index + 1}`,
      hours: '1',
    }));
    const grid = await placeGrid({ columns, rows: many });
    grid.renderSubForm = domSubForm;
    grid.toggleSubForm('250');
    await waitFor(() => popover(grid)?.dataset.rowKey === '250', 3000, 'the sub-form of row 250');
    expect(popover(grid)!.textContent).to.contain('农机250 的保养');
  });
});

describe('EditableGrid sub-form in a React host', () => {
  const roots: { root: Root; host: HTMLElement }[] = [];
  afterEach(() => {
    for (const { root, host } of roots.splice(0)) {
      root.unmount();
      host.remove();
    }
  });

  it('draws a React sub-form and toggles it through the ref', async () => {
    const ref = createRef<EditableGridHandle>();
    const host = document.createElement('div');
    host.style.width = '800px';
    document.body.append(host);
    const root = createRoot(host);
    roots.push({ root, host });
    flushSync(() =>
      root.render(
        <EditableGrid
          ref={ref}
          columns={columns}
          rows={rows}
          renderSubForm={({ row, close }) => (
            <p>
              {String(row.name)} 明细
              <button type="button" onClick={close}>
                关闭
              </button>
            </p>
          )}
        />,
      ),
    );
    await waitFor(() => ref.current !== null, 3000, 'the handle');
    ref.current!.toggleSubForm('2');
    await waitFor(
      () => host.querySelector('[role="dialog"]')?.textContent?.includes('收割机 明细') === true,
      3000,
      'the sub-form',
    );
    ref.current!.toggleSubForm('2');
    await waitFor(() => host.querySelector('[role="dialog"]') === null, 3000, 'closed by the second toggle');
  });
});
