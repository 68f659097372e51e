import type { GridColumn } from '../../../elements/grid';
import { expect, sendKeys, waitFor } from '../harness';
import { all, cell, cellText, click, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

// widgets spec 2.1: one cell edits at a time, unless always-edit, where every editable cell
// shows its editor from the start.

const columns: GridColumn[] = [
  { key: 'name', title: '名称', validateRules: [{ required: true, message: '请输入名称' }] },
  { key: 'qty', title: '数量', type: 'inputNumber' },
  { key: 'code', title: '编号', type: 'normal' },
  { key: 'remark', title: '备注', type: 'textarea' },
];
const rows = () => [
  { id: '1', name: 'alpha', qty: 1, code: 'A-1', remark: 'first remark' },
  { id: '2', name: 'beta', qty: 2, code: 'B-2', remark: '' },
];

const fieldOf = (grid: Element, rowIdx: number, columnKey: string) =>
  cell(grid, rowIdx, columnKey).querySelector('input');
const focused = (grid: Element) => grid.shadowRoot!.activeElement;

/** An always-edit grid of the rows above, with the caret put in one of its fields. */
async function gridWithFieldClicked(rowIdx: number, columnKey: string) {
  const grid = await placeGrid({ columns, rows: rows(), attributes: { 'always-edit': '' } });
  await waitFor(() => Boolean(fieldOf(grid, rowIdx, columnKey)), 3000, 'the field');
  await click(fieldOf(grid, rowIdx, columnKey)!);
  return grid;
}

describe('<farm-grid always-edit>', () => {
  it('shows an editor in every editable cell at once, and none in read-only columns', async () => {
    const grid = await placeGrid({ columns, rows: rows(), attributes: { 'always-edit': '' } });
    await waitFor(() => all(grid, 'input').length === 4, 3000, 'four fields');
    expect(fieldOf(grid, 0, 'name')!.value).to.equal('alpha');
    expect(fieldOf(grid, 1, 'qty')!.value).to.equal('2');
    expect(fieldOf(grid, 0, 'code')).to.equal(null);
    expect(cellText(grid, 0, 'code')).to.equal('A-1');
    expect(focused(grid), 'no field takes the focus as it appears').to.equal(null);
  });

  it('keeps editors that open a pop-up to one cell at a time', async () => {
    const grid = await placeGrid({ columns, rows: rows(), attributes: { 'always-edit': '' } });
    await waitFor(() => all(grid, 'input').length === 4, 3000, 'the fields');
    expect(cell(grid, 0, 'remark').querySelector('textarea, input')).to.equal(null);
    expect(cellText(grid, 0, 'remark')).to.equal('first remark');
  });

  it('without the attribute, or in a read-only grid, cells show their values', async () => {
    const plain = await placeGrid({ columns, rows: rows() });
    const readOnly = await placeGrid({ columns, rows: rows(), attributes: { 'always-edit': '', disabled: '' } });
    for (const grid of [plain, readOnly]) {
      await waitFor(() => cellText(grid, 0, 'name') === 'alpha', 3000, 'the first row');
      expect(all(grid, 'input')).to.have.length(0);
    }
  });

  it('stores what is typed when the field is left, as a user edit, and Tab goes on to the next field', async () => {
    const grid = await gridWithFieldClicked(0, 'name');
    const events = recordEvents(grid, ['farm-cell-change']);
    expect(focused(grid)).to.equal(fieldOf(grid, 0, 'name'));
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'x' });
    expect(events, 'nothing stored while typing').to.have.length(0);
    await sendKeys({ press: 'Tab' });
    await waitFor(() => events.length === 1, 3000, 'the change event');
    expect(events[0].detail).to.include({ rowKey: '1', columnKey: 'name', value: 'alphax', previousValue: 'alpha' });
    expect(grid.getAll().tableData[0].name).to.equal('alphax');
    expect(focused(grid)).to.equal(fieldOf(grid, 0, 'qty'));
  });

  it('leaves the arrow keys to the field: the caret moves, the grid keeps still', async () => {
    const grid = await gridWithFieldClicked(1, 'name');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ type: 'X' });
    expect(focused(grid)).to.equal(fieldOf(grid, 1, 'name'));
    expect(fieldOf(grid, 1, 'name')!.value).to.equal('betXa');
  });

  it("checks the column's rules while typing, and marks the stored cell once left empty", async () => {
    const grid = await gridWithFieldClicked(0, 'name');
    await sendKeys({ press: 'ControlOrMeta+A' });
    await sendKeys({ press: 'Backspace' });
    await waitFor(
      () => cell(grid, 0, 'name').querySelector('[role="alert"]')?.textContent === '请输入名称',
      3000,
      'the message while typing',
    );
    await sendKeys({ press: 'Tab' });
    await waitFor(() => cell(grid, 0, 'name').hasAttribute('data-invalid'), 3000, 'the stored cell marked');
    expect(grid.getAll().tableData[0].name).to.equal('');
  });

  it('shows a value set from outside in place of the field it replaces', async () => {
    const grid = await placeGrid({ columns, rows: rows(), attributes: { 'always-edit': '' } });
    await waitFor(() => Boolean(fieldOf(grid, 1, 'qty')), 3000, 'the field');
    grid.setValues([{ rowKey: '2', values: { qty: 7 } }]);
    await waitFor(() => fieldOf(grid, 1, 'qty')?.value === '7', 3000, 'the new value');
  });
});
