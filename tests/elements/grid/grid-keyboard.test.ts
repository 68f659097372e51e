import { expect, sendKeys, waitFor } from '../harness';
import { cell, click, openEditor, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

const columns = [
  { key: 'a', title: 'A' },
  { key: 'b', title: 'B' },
  { key: 'c', title: 'C', disabled: true },
];
const rows = [
  { id: '1', a: 'a1', b: 'b1', c: 'c1' },
  { id: '2', a: 'a2', b: 'b2', c: 'c2' },
];

const activeCell = (grid: Element) => grid.shadowRoot!.activeElement?.closest('[role="gridcell"]');
const editorOpen = (grid: Element) => grid.shadowRoot!.activeElement?.tagName === 'INPUT';

describe('<farm-grid> keyboard', () => {
  it('moves the active cell with the arrows and Tab', async () => {
    const grid = await placeGrid({ columns, rows });
    await click(cell(grid, 0, 'a'));
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => activeCell(grid) === cell(grid, 1, 'a'), 3000, 'the cell below');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => activeCell(grid) === cell(grid, 1, 'b'), 3000, 'the next cell');
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => activeCell(grid) === cell(grid, 0, 'b'), 3000, 'the cell above');
  });

  it('Tab in an open editor commits and moves to the next cell', async () => {
    const grid = await placeGrid({ columns, rows });
    await click(cell(grid, 0, 'a'));
    await sendKeys({ press: 'F2' });
    await waitFor(() => editorOpen(grid), 3000, 'the editor');
    await sendKeys({ type: '!' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => activeCell(grid) === cell(grid, 0, 'b'), 3000, 'the next cell');
    expect(grid.getAll().tableData[0].a).to.equal('a1!');
  });

  it('Enter in an open editor stores the text once, keeps the cell active, and still reaches the page', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-cell-change']);
    const enters: KeyboardEvent[] = [];
    const onKey = (event: KeyboardEvent) => event.key === 'Enter' && enters.push(event);
    await openEditor(grid, 0, 'a');
    await sendKeys({ type: 'q' });
    document.addEventListener('keydown', onKey);
    try {
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !editorOpen(grid), 3000, 'the editor closed');
      expect(grid.getAll().tableData[0].a).to.equal('a1q');
      expect(events.map((event) => (event.detail as { value: unknown }).value)).to.deep.equal(['a1q']);
      expect(activeCell(grid)).to.equal(cell(grid, 0, 'a'));
      expect(enters).to.have.length(1);
    } finally {
      document.removeEventListener('keydown', onKey);
    }
  });

  it('Escape in an open editor drops what was typed', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-cell-change']);
    await openEditor(grid, 0, 'a');
    await sendKeys({ type: 'zz' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !editorOpen(grid), 3000, 'the editor closed');
    expect(grid.getAll().tableData[0].a).to.equal('a1');
    expect(events).to.have.length(0);
  });

  it('a click on another cell stores what was typed', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-cell-change']);
    await openEditor(grid, 0, 'a');
    await sendKeys({ type: 'yy' });
    await click(cell(grid, 1, 'b'));
    await waitFor(() => events.length === 1, 3000, 'the change');
    expect(grid.getAll().tableData[0].a).to.equal('a1yy');
  });

  it('F2 opens the editor with the value kept', async () => {
    const grid = await placeGrid({ columns, rows });
    await click(cell(grid, 0, 'b'));
    await sendKeys({ press: 'F2' });
    await waitFor(() => editorOpen(grid), 3000, 'the editor');
    expect((grid.shadowRoot!.activeElement as HTMLInputElement).value).to.equal('b1');
  });

  it('typing on an active cell starts editing it', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-cell-change']);
    await click(cell(grid, 1, 'a'));
    await sendKeys({ type: 'q' });
    await waitFor(() => editorOpen(grid), 3000, 'the editor');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => events.length === 1, 3000, 'the change');
    expect(String(grid.getAll().tableData[1].a)).to.contain('q');
  });
});

function paste(target: Element, text: string): void {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

describe('<farm-grid> copy and paste', () => {
  it('pastes a spreadsheet range from the active cell, skipping read-only columns', async () => {
    const grid = await placeGrid({ columns: [...columns, { key: 'd', title: 'D' }], rows });
    const events = recordEvents(grid, ['farm-cell-change']);
    await click(cell(grid, 0, 'b'));
    paste(activeCell(grid)!, 'x\ty\tz\r\np\tq\tr\r\n');
    await waitFor(() => events.length === 4, 3000, 'four changes');
    const [first, second] = grid.getAll().tableData;
    expect([first.b, first.c, first.d]).to.deep.equal(['x', 'c1', 'z']);
    expect([second.b, second.c, second.d]).to.deep.equal(['p', 'c2', 'r']);
  });

  it('copies the active cell as text', async () => {
    const grid = await placeGrid({ columns, rows });
    await click(cell(grid, 1, 'b'));
    const data = new DataTransfer();
    activeCell(grid)!.dispatchEvent(
      new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    expect(data.getData('text/plain')).to.equal('b2');
  });
});
