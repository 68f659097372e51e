import { expect, sendKeys, waitFor } from '../harness';
import { cell, click, inside, openEditor, placeGrid, recordEvents, removePlaces } from './grid-dom';

// Widgets spec 4: an edit ends on a click outside the row, except on dropdown items, pickers and
// pop-ups. Inside the row a click on another editable cell moves the edit there.

afterEach(removePlaces);

const columns = [
  { key: 'a', title: 'A' },
  { key: 'b', title: 'B' },
  { key: 'code', title: '编号', type: 'normal' as const },
  { key: 'note', title: '备注', type: 'textarea' as const },
];
const rows = [
  { id: '1', a: 'a1', b: 'b1', code: 'N-1', note: '' },
  { id: '2', a: 'a2', b: 'b2', code: 'N-2', note: '' },
];

/** The text box of the open editor, if one is open. */
const openInput = (grid: Element) => grid.shadowRoot!.querySelector<HTMLInputElement>('.rdg-editor-container input');

describe('<farm-grid> an edit ends on a click outside its row', () => {
  it('stays open through a click on the row number, a read-only cell or the check box of its own row', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-number': '', 'row-selection': '' } });
    const events = recordEvents(grid, ['farm-cell-change', 'farm-selection-change']);
    await openEditor(grid, 0, 'a');
    await sendKeys({ type: 'x' });

    await click(cell(grid, 0, 'code'));
    const rowNumber = inside(grid, '.rdg-row[aria-rowindex="2"] [aria-colindex="2"]');
    await click(rowNumber);
    await click(inside(grid, '.rdg-row[aria-rowindex="2"] input[type="checkbox"]'));
    await waitFor(() => events.some((event) => event.type === 'farm-selection-change'), 3000, 'the row selected');
    expect(openInput(grid)?.value).to.equal('a1x');
    expect(grid.shadowRoot!.activeElement).to.equal(openInput(grid));
    expect(events.filter((event) => event.type === 'farm-cell-change')).to.have.length(0);

    await sendKeys({ type: 'y' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.getAll().tableData[0].a === 'a1xy', 3000, 'the text stored');
  });

  it('moves to another editable cell of the row, storing the first', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-cell-change']);
    await openEditor(grid, 0, 'a');
    await sendKeys({ type: 'x' });
    await click(cell(grid, 0, 'b'));
    await waitFor(() => events.length === 1, 3000, 'the first cell stored');
    expect(grid.getAll().tableData[0].a).to.equal('a1x');
    await waitFor(() => openInput(grid)?.value === 'b1', 3000, 'the editor of the clicked cell');
    expect(grid.shadowRoot!.activeElement).to.equal(openInput(grid));
  });

  it('ends on a click in another row or outside the grid, storing what was typed', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-cell-change']);
    await openEditor(grid, 0, 'a');
    await sendKeys({ type: 'x' });
    await click(cell(grid, 1, 'code'));
    await waitFor(() => events.length === 1, 3000, 'stored by a click in another row');
    expect(openInput(grid)).to.equal(null);

    await openEditor(grid, 1, 'b');
    await sendKeys({ type: 'z' });
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    document.body.append(outside);
    try {
      await click(outside);
      await waitFor(() => events.length === 2, 3000, 'stored by a click outside the grid');
      expect(grid.getAll().tableData[1].b).to.equal('b2z');
      expect(openInput(grid)).to.equal(null);
    } finally {
      outside.remove();
    }
  });

  it('stays open while its pop-up is used', async () => {
    const grid = await placeGrid({ columns, rows });
    await click(cell(grid, 0, 'note'));
    await sendKeys({ press: 'Enter' });
    const popup = await (async () => {
      await waitFor(() => Boolean(grid.shadowRoot!.querySelector('[data-popup] textarea')), 3000, 'the pop-up');
      return inside<HTMLTextAreaElement>(grid, '[data-popup] textarea');
    })();
    await click(popup);
    await sendKeys({ type: '长文本' });
    expect(grid.shadowRoot!.querySelector('[data-popup] textarea')).to.equal(popup);
    await click(cell(grid, 1, 'a'));
    await waitFor(() => grid.getAll().tableData[0].note === '长文本', 3000, 'stored when the row is left');
  });
});
