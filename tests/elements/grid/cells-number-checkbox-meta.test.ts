import type { GridColumn } from '../../../elements/grid';
import { expect, sendKeys, settle, waitFor } from '../harness';
import { cell, cellText, click, openEditor, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

type Change = { rowKey: string; columnKey: string; value: unknown; previousValue: unknown };

// widgets spec 3.1 (column type number) and 5.1: numeric inputs accept an optional minus, digits
// and one decimal point, other keystrokes are reverted; on blur a valid number is parsed, else
// the cell is emptied. (inputNumber's typing filter on Enter is pinned in grid-rows.test.ts.)
describe('<farm-grid> number cells', () => {
  const columns: GridColumn[] = [
    { key: 'name', title: '名称' },
    { key: 'qty', title: '数量', type: 'number' },
  ];

  /** Types one key at a time into the open editor, answering the editor's text after each. */
  async function typeEach(grid: Element, keys: string): Promise<string[]> {
    const texts: string[] = [];
    for (const key of keys) {
      await sendKeys({ type: key });
      await settle();
      texts.push((grid.shadowRoot!.activeElement as HTMLInputElement).value);
    }
    return texts;
  }

  it('shows the stored number, zero included', async () => {
    const grid = await placeGrid({
      columns,
      rows: [
        { id: '1', name: 'a', qty: 12.5 },
        { id: '2', name: 'b', qty: 0 },
        { id: '3', name: 'c', qty: -3 },
      ],
    });
    expect([0, 1, 2].map((rowIdx) => cellText(grid, rowIdx, 'qty'))).to.deep.equal(['12.5', '0', '-3']);
  });

  it('opens a decimal text box holding the number', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: 'a', qty: 5 }] });
    const input = (await openEditor(grid, 0, 'qty')) as HTMLInputElement;
    expect(input.inputMode).to.equal('decimal');
    expect(input.value).to.equal('5');
  });

  it('reverts every keystroke but digits, one decimal point and a leading minus', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: 'a', qty: '' }] });
    await openEditor(grid, 0, 'qty');
    expect(await typeEach(grid, '-a-1e.2.+5 x')).to.deep.equal([
      '-',
      '-',
      '-',
      '-1',
      '-1',
      '-1.',
      '-1.2',
      '-1.2',
      '-1.2',
      '-1.25',
      '-1.25',
      '-1.25',
    ]);
  });

  it('parses the number on blur: stored as a number, reported by farm-cell-change', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: 'a', qty: 5 }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    const input = (await openEditor(grid, 0, 'qty')) as HTMLInputElement;
    await typeEach(grid, 'a.25');
    expect(input.value).to.equal('5.25');
    input.blur();
    await waitFor(() => events.length === 1, 3000, 'the change event');
    expect(events[0].detail).to.deep.include({ rowKey: '1', columnKey: 'qty', value: 5.25, previousValue: 5 });
    expect(grid.getAll().tableData[0].qty).to.equal(5.25);
    await waitFor(() => cellText(grid, 0, 'qty') === '5.25', 3000, 'the new text');
  });

  it('empties the cell on blur when the text is no number (a lone minus)', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: 'a', qty: 5 }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    const input = (await openEditor(grid, 0, 'qty')) as HTMLInputElement;
    await sendKeys({ press: 'Backspace' });
    await typeEach(grid, '-');
    expect(input.value).to.equal('-');
    input.blur();
    await waitFor(() => events.length === 1, 3000, 'the change event');
    expect(events[0].detail).to.deep.include({ rowKey: '1', columnKey: 'qty', value: '', previousValue: 5 });
    expect(grid.getAll().tableData[0].qty).to.equal('');
    expect(cellText(grid, 0, 'qty')).to.equal('');
  });

  it('a click on another cell commits like a blur: "12." is stored as 12 and ".5" as 0.5', async () => {
    const grid = await placeGrid({
      columns,
      rows: [
        { id: '1', name: 'a', qty: '' },
        { id: '2', name: 'b', qty: '' },
      ],
    });
    const events = recordEvents(grid, ['farm-cell-change']);
    await openEditor(grid, 0, 'qty');
    await typeEach(grid, '12.');
    await click(cell(grid, 0, 'name'));
    await waitFor(() => events.length === 1, 3000, 'the first change');
    await openEditor(grid, 1, 'qty');
    await typeEach(grid, '.5');
    await click(cell(grid, 0, 'name'));
    await waitFor(() => events.length === 2, 3000, 'the second change');
    expect(events.map((event) => (event.detail as Change).value)).to.deep.equal([12, 0.5]);
    expect(grid.getAll().tableData.map((row) => row.qty)).to.deep.equal([12, 0.5]);
  });

  it('a number given as text is stored parsed once edited', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: 'a', qty: '7' }] });
    expect(cellText(grid, 0, 'qty')).to.equal('7');
    await openEditor(grid, 0, 'qty');
    await typeEach(grid, '0');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.getAll().tableData[0].qty === 70, 3000, '70 stored as a number');
  });
});

// widgets spec 3.1: checkbox_meta is a checkbox column (JeecgBoot's online forms): ticked in place,
// storing the checked or unchecked value, Y and N unless the column gives its own.
describe('<farm-grid> checkbox_meta cells', () => {
  const box = (grid: Element, rowIdx: number) =>
    cell(grid, rowIdx, 'ok').querySelector<HTMLInputElement>('input[type="checkbox"]')!;

  it('show a box ticked for the checked value only', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'ok', title: '启用', type: 'checkbox_meta' }],
      rows: [{ id: '1', ok: 'Y' }, { id: '2', ok: 'N' }, { id: '3' }],
    });
    expect([0, 1, 2].map((rowIdx) => box(grid, rowIdx).checked)).to.deep.equal([true, false, false]);
    expect(box(grid, 0).getAttribute('aria-label')).to.equal('启用');
  });

  it('tick and untick in place without an editor, storing Y then N and reporting each', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'ok', title: '启用', type: 'checkbox_meta' }],
      rows: [{ id: '1', ok: 'N' }],
    });
    const events = recordEvents(grid, ['farm-cell-change']);
    await click(box(grid, 0));
    await waitFor(() => events.length === 1, 3000, 'the first change');
    expect(events[0].detail).to.deep.include({ rowKey: '1', columnKey: 'ok', value: 'Y', previousValue: 'N' });
    expect(grid.getAll().tableData[0].ok).to.equal('Y');
    await waitFor(() => box(grid, 0).checked, 3000, 'the box ticked');
    await click(box(grid, 0));
    await waitFor(() => events.length === 2, 3000, 'the second change');
    expect(events[1].detail).to.deep.include({ value: 'N', previousValue: 'Y' });
    expect(grid.getAll().tableData[0].ok).to.equal('N');
    expect(box(grid, 0).checked).to.equal(false);
  });

  it("store the column's customValue pair", async () => {
    const grid = await placeGrid({
      columns: [{ key: 'ok', title: '启用', type: 'checkbox_meta', customValue: ['1', '0'] }],
      rows: [{ id: '1', ok: '0' }],
    });
    expect(box(grid, 0).checked).to.equal(false);
    await click(box(grid, 0));
    await waitFor(() => grid.getAll().tableData[0].ok === '1', 3000, '1 stored');
  });

  it('cannot be ticked in a disabled column', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'ok', title: '启用', type: 'checkbox_meta', disabled: true }],
      rows: [{ id: '1', ok: 'N' }],
    });
    const events = recordEvents(grid, ['farm-cell-change']);
    expect(box(grid, 0).disabled).to.equal(true);
    await click(box(grid, 0));
    await settle();
    expect(grid.getAll().tableData[0].ok).to.equal('N');
    expect(events).to.deep.equal([]);
  });
});
