import { expect, settle, waitFor } from '../harness';
import { all, button, click, confirmDialog, hasButton, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

const columns = [{ key: 'name', title: '名称' }];
const rows = [
  { id: '1', name: 'a', locked: false },
  { id: '2', name: 'b', locked: false },
  { id: '3', name: 'c', locked: true },
];

const rowBoxes = (grid: Element) => all<HTMLInputElement>(grid, '.rdg-row input[type="checkbox"]');
const headerBox = (grid: Element) => all<HTMLInputElement>(grid, '.rdg-header-row input[type="checkbox"]')[0];

describe('<farm-grid> row selection', () => {
  it('selects rows by their check box and fires farm-selection-change', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    const events = recordEvents(grid, ['farm-selection-change']);
    await click(rowBoxes(grid)[1]);
    await waitFor(() => events.length === 1, 3000, 'the selection event');
    expect(events[0].detail).to.deep.include({ selectedRowIds: ['2'] });
    expect(grid.getSelection()).to.deep.equal(['2']);
  });

  it('shows select-all indeterminate when only some rows are selected', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    await click(rowBoxes(grid)[0]);
    await waitFor(() => headerBox(grid).indeterminate, 3000, 'an indeterminate select-all');
    expect(headerBox(grid).checked).to.equal(false);
  });

  it('clicking the indeterminate select-all box selects every row, as Ant Design and vxe-table do', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    const events = recordEvents(grid, ['farm-selection-change']);
    await click(rowBoxes(grid)[0]);
    await waitFor(() => headerBox(grid).indeterminate, 3000, 'an indeterminate select-all');
    await click(headerBox(grid));
    await waitFor(() => grid.getSelection().length === 3, 3000, 'every row selected');
    expect(events.at(-1)!.detail).to.deep.include({ selectedRowIds: ['1', '2', '3'] });
    await waitFor(() => headerBox(grid).checked && !headerBox(grid).indeterminate, 3000, 'a ticked select-all');
  });

  it('counts only the rows that can be selected: all of them ticked shows select-all ticked, and a click clears them', async () => {
    const grid = await placeGrid({
      columns,
      rows,
      attributes: { 'row-selection': '' },
      disabledRows: { locked: true },
    });
    await click(rowBoxes(grid)[0]);
    await waitFor(() => headerBox(grid).indeterminate, 3000, 'an indeterminate select-all');
    await click(rowBoxes(grid)[1]);
    await waitFor(() => headerBox(grid).checked && !headerBox(grid).indeterminate, 3000, 'a ticked select-all');
    await click(headerBox(grid));
    await waitFor(() => grid.getSelection().length === 0, 3000, 'an empty selection');
  });

  it('never selects a disabled row, not even through select-all', async () => {
    const grid = await placeGrid({
      columns,
      rows,
      attributes: { 'row-selection': '' },
      disabledRows: { locked: true },
    });
    expect(rowBoxes(grid)[2].disabled).to.equal(true);
    await click(headerBox(grid));
    await waitFor(() => grid.getSelection().length === 2, 3000, 'the selectable rows selected');
    expect(grid.getSelection().sort()).to.deep.equal(['1', '2']);
  });

  it('selects one row at a time in radio mode', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '', 'row-selection-type': 'radio' } });
    const radios = () => all<HTMLInputElement>(grid, '.rdg-row input[type="radio"]');
    await click(radios()[0]);
    await click(radios()[1]);
    await waitFor(() => grid.getSelection().join() === '2', 3000, 'the second row alone');
    expect(radios()[0].checked).to.equal(false);
  });

  it('清空选择 clears the selection', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    const events = recordEvents(grid, ['farm-selection-change']);
    await click(rowBoxes(grid)[0]);
    await waitFor(() => hasButton(grid, '清空选择'), 3000, '清空选择');
    await click(button(grid, '清空选择'));
    await waitFor(() => grid.getSelection().length === 0, 3000, 'an empty selection');
    expect(events.at(-1)!.detail).to.deep.include({ selectedRowIds: [] });
  });
});

describe('<farm-grid> 删除 asks for confirmation with the count', () => {
  async function selectTwoAndDelete() {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    const added = grid.addRows({ name: 'new' });
    await settle();
    await click(rowBoxes(grid)[0]);
    await click(rowBoxes(grid)[3]);
    await waitFor(() => grid.getSelection().length === 2, 3000, 'two rows selected');
    await click(button(grid, '删除'));
    await waitFor(() => Boolean(grid.shadowRoot!.querySelector('dialog[open]')), 3000, 'the confirmation');
    return { grid, added };
  }

  it('removes the rows on OK, dropping new ones and recording existing ones', async () => {
    const { grid, added } = await selectTwoAndDelete();
    const events = recordEvents(grid, ['farm-remove']);
    expect(confirmDialog(grid).textContent).to.contain('确定要删除这 2 项吗?');
    const ok = Array.from(confirmDialog(grid).querySelectorAll('button')).find((candidate) =>
      candidate.textContent?.includes('确'),
    )!;
    await click(ok);
    await waitFor(() => events.length === 1, 3000, 'farm-remove');
    const { tableData, deleteData } = grid.getAll();
    expect(tableData.map((row) => row.id)).to.not.include(added[0].id);
    expect(tableData.map((row) => row.id)).to.not.include('1');
    expect(deleteData.map((row) => row.id)).to.deep.equal(['1']);
    expect(grid.getSelection()).to.deep.equal([]);
  });

  it('keeps the rows when cancelled', async () => {
    const { grid } = await selectTwoAndDelete();
    const cancel = Array.from(confirmDialog(grid).querySelectorAll('button')).find((candidate) =>
      candidate.textContent?.includes('取'),
    )!;
    await click(cancel);
    await waitFor(() => !grid.shadowRoot!.querySelector('dialog[open]'), 3000, 'the dialog closed');
    expect(grid.getAll().tableData).to.have.length(4);
    expect(grid.getAll().deleteData).to.deep.equal([]);
  });
});

describe('<farm-grid> clicks on the same action closer than 300 ms', () => {
  it('warns 你点击的太快了，请慢点点击! and adds only once', async () => {
    const grid = await placeGrid({ columns, rows: [] });
    const add = button(grid, '新增');
    add.click();
    add.click();
    await waitFor(
      () => (grid.shadowRoot!.textContent ?? '').includes('你点击的太快了，请慢点点击!'),
      3000,
      'the warning',
    );
    expect(grid.getAll().tableData).to.have.length(1);
  });
});

describe('<farm-grid> names its selection for assistive technology', () => {
  it('reads the caption attribute as the grid name, 全选 on the header box and 选择 on each row', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '', caption: '农机' } });
    expect(all(grid, '.rdg')[0].getAttribute('aria-label')).to.equal('农机');
    expect(headerBox(grid).getAttribute('aria-label')).to.equal('全选');
    expect(rowBoxes(grid).map((box) => box.getAttribute('aria-label'))).to.deep.equal(['选择', '选择', '选择']);
  });

  it('names each check box and radio after its row with the rowLabel property', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    grid.rowLabel = (row: Record<string, unknown>) => `机器 ${String(row.name)}`;
    await waitFor(() => rowBoxes(grid)[0]?.getAttribute('aria-label') === '选择 机器 a', 3000, 'the named check boxes');
    expect(rowBoxes(grid).map((box) => box.getAttribute('aria-label'))).to.deep.equal([
      '选择 机器 a',
      '选择 机器 b',
      '选择 机器 c',
    ]);

    const radios = await placeGrid({
      columns,
      rows,
      attributes: { 'row-selection': '', 'row-selection-type': 'radio' },
    });
    radios.rowLabel = (row: Record<string, unknown>) => String(row.name);
    await waitFor(
      () => all(radios, '.rdg-row input[type="radio"]')[1]?.getAttribute('aria-label') === '选择 b',
      3000,
      'the named radios',
    );
  });
});
