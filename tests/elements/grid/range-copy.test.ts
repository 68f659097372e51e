import { expect, sendKeys, sendMouse, waitFor } from '../harness';
import { cell, placeGrid, click, removePlaces } from './grid-dom';

afterEach(removePlaces);

const columns = [
  { key: 'a', title: 'A' },
  { key: 'b', title: 'B' },
  { key: 'c', title: 'C', type: 'inputNumber' as const },
];
const rows = [
  { id: '1', a: 'a1', b: 'b1', c: 1 },
  { id: '2', a: 'a2', b: '', c: 2 },
  { id: '3', a: 'a3', b: 'b3', c: 3 },
];

const activeCell = (grid: Element) => grid.shadowRoot!.activeElement?.closest('[role="gridcell"]');
const inRange = (element: Element) => element.classList.contains('farm-grid-in-range');

/** Ctrl+C as the browser delivers it to the focused cell; answers the copied text. */
function copy(grid: Element): string {
  const data = new DataTransfer();
  activeCell(grid)!.dispatchEvent(
    new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true, composed: true }),
  );
  return data.getData('text/plain');
}

async function shiftClick(target: Element): Promise<void> {
  await sendKeys({ down: 'Shift' });
  try {
    await click(target);
  } finally {
    await sendKeys({ up: 'Shift' });
  }
}

describe('<farm-grid> range copy', () => {
  it('shift+click spans a rectangle from the active cell and copies it as tab-separated lines', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-number': '' } });
    await click(cell(grid, 2, 'b'));
    await shiftClick(cell(grid, 0, 'a'));
    await waitFor(() => inRange(cell(grid, 1, 'a')), 3000, 'the range drawn');
    expect(inRange(cell(grid, 0, 'b'))).to.equal(true);
    expect(inRange(cell(grid, 0, 'c'))).to.equal(false);
    // The anchor stays the active cell, as in spreadsheets.
    expect(activeCell(grid)).to.equal(cell(grid, 2, 'b'));
    expect(copy(grid)).to.equal('a1\tb1\na2\t\na3\tb3');
  });

  it('shift+arrows grow and shrink the range; a plain click starts over with one cell', async () => {
    const grid = await placeGrid({ columns, rows });
    await click(cell(grid, 0, 'b'));
    await sendKeys({ press: 'Shift+ArrowRight' });
    await sendKeys({ press: 'Shift+ArrowDown' });
    await sendKeys({ press: 'Shift+ArrowDown' });
    await sendKeys({ press: 'Shift+ArrowUp' });
    await waitFor(() => inRange(cell(grid, 1, 'c')) && !inRange(cell(grid, 2, 'c')), 3000, 'two rows by two columns');
    expect(copy(grid)).to.equal('b1\t1\n\t2');

    await click(cell(grid, 2, 'a'));
    await waitFor(() => !inRange(cell(grid, 0, 'b')), 3000, 'the range cleared');
    expect(copy(grid)).to.equal('a3');
  });

  it('a range copied from the grid pastes back elsewhere in the grid', async () => {
    const grid = await placeGrid({ columns, rows });
    await click(cell(grid, 0, 'a'));
    await sendKeys({ press: 'Shift+ArrowDown' });
    await waitFor(() => inRange(cell(grid, 1, 'a')), 3000, 'the range');
    const text = copy(grid);
    await click(cell(grid, 1, 'b'));
    const data = new DataTransfer();
    data.setData('text/plain', text);
    activeCell(grid)!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }),
    );
    await waitFor(() => grid.getAll().tableData[2].b === 'a2', 3000, 'the pasted range');
    expect(grid.getAll().tableData.map((row) => row.b)).to.deep.equal(['b1', 'a1', 'a2']);
  });

  it('shift+click without a moved pointer keeps the editor closed and text unselected', async () => {
    const grid = await placeGrid({ columns, rows });
    await click(cell(grid, 0, 'a'));
    await shiftClick(cell(grid, 1, 'b'));
    await waitFor(() => inRange(cell(grid, 1, 'b')), 3000, 'the range');
    expect(grid.shadowRoot!.activeElement?.tagName).to.not.equal('INPUT');
    expect(String(document.getSelection() ?? '')).to.equal('');
    await sendMouse({ type: 'move', position: [0, 0] });
  });
});
