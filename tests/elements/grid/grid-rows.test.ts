import { expect, sendKeys, waitFor } from '../harness';
import {
  button,
  cellText,
  click,
  drawnRows,
  inside,
  openEditor,
  placeGrid,
  recordEvents,
  removePlaces,
} from './grid-dom';

afterEach(removePlaces);

const columns = [
  { key: 'name', title: '名称', type: 'input' as const },
  { key: 'qty', title: '数量', type: 'inputNumber' as const },
];

function manyRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({ id: String(index + 1), name: `机器${index + 1}`, qty: index }));
}

describe('<farm-grid> draws its rows', () => {
  it("styles react-data-grid inside the shadow root with the library's sheet", async () => {
    const grid = await placeGrid({ columns, rows: manyRows(3) });
    expect(getComputedStyle(inside(grid, '.rdg')).display).to.equal('grid');
    expect(cellText(grid, 0, 'name')).to.equal('机器1');
  });

  it('gives every row the height 61 and stops at the default max height 400', async () => {
    const grid = await placeGrid({ columns, rows: manyRows(50) });
    expect(drawnRows(grid)[0].getBoundingClientRect().height).to.equal(61);
    expect(inside(grid, '.rdg').getBoundingClientRect().height).to.equal(400);
  });

  it('draws only the rows in view of 100,000 and reaches the last one by scrolling', async () => {
    const grid = await placeGrid({ columns, rows: manyRows(100_000) });
    expect(drawnRows(grid).length).to.be.below(40);
    const body = inside(grid, '.rdg');
    body.scrollTop = body.scrollHeight;
    await waitFor(
      () => drawnRows(grid).some((row) => row.getAttribute('aria-rowindex') === '100001'),
      3000,
      'the last row',
    );
    expect(cellText(grid, 99_999, 'name')).to.equal('机器100000');
  });
});

describe('<farm-grid> editing a cell', () => {
  it('types into a cell and commits with Enter, firing farm-cell-change', async () => {
    const grid = await placeGrid({ columns, rows: manyRows(2) });
    const events = recordEvents(grid, ['farm-cell-change']);
    await openEditor(grid, 1, 'name');
    await sendKeys({ type: '-新' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => events.length === 1, 3000, 'the change event');
    expect(events[0].detail).to.deep.include({
      rowKey: '2',
      columnKey: 'name',
      value: '机器2-新',
      previousValue: '机器2',
    });
    expect(grid.getAll().tableData[1].name).to.equal('机器2-新');
    expect(cellText(grid, 1, 'name')).to.equal('机器2-新');
  });

  it('edits a 100,000-row grid far down', async () => {
    const grid = await placeGrid({ columns, rows: manyRows(100_000) });
    const body = inside(grid, '.rdg');
    body.scrollTop = 61 * 80_000;
    await waitFor(
      () => drawnRows(grid).some((row) => row.getAttribute('aria-rowindex') === '80002'),
      3000,
      'row 80,001',
    );
    await openEditor(grid, 80_000, 'name');
    await sendKeys({ type: 'X' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.getAll().tableData[80_000].name === '机器80001X', 3000, 'the edit stored');
  });

  it('Escape drops what was typed', async () => {
    const grid = await placeGrid({ columns, rows: manyRows(1) });
    await openEditor(grid, 0, 'name');
    await sendKeys({ type: 'zzz' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => grid.shadowRoot!.activeElement?.tagName !== 'INPUT', 3000, 'the editor closed');
    expect(grid.getAll().tableData[0].name).to.equal('机器1');
  });

  it('keeps only numeric keystrokes in a number cell and stores a number', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: 'a', qty: '' }] });
    await openEditor(grid, 0, 'qty');
    await sendKeys({ type: '-1a2.5.x' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.getAll().tableData[0].qty !== '', 3000, 'the number stored');
    expect(grid.getAll().tableData[0].qty).to.equal(-12.5);
  });
});

describe('<farm-grid> 新增', () => {
  it('adds a new row with a temporary id at the bottom and fires farm-rows-added', async () => {
    const grid = await placeGrid({ columns, rows: manyRows(2) });
    const events = recordEvents(grid, ['farm-rows-added']);
    await click(button(grid, '新增'));
    await waitFor(() => events.length === 1, 3000, 'farm-rows-added');
    const { tableData } = grid.getAll();
    expect(tableData).to.have.length(3);
    expect(tableData[2].id).to.not.be.oneOf(['1', '2']);
    expect((events[0].detail as { index: number }).index).to.equal(2);
  });
});

describe('<farm-grid> sizes', () => {
  it('makes the header lower from medium to tiny while rows stay 61 high', async () => {
    const heights: number[] = [];
    for (const size of ['medium', 'small', 'mini', 'tiny']) {
      const grid = await placeGrid({ columns, rows: manyRows(1), attributes: { size } });
      heights.push(inside(grid, '[role="columnheader"]').getBoundingClientRect().height);
      expect(drawnRows(grid)[0].getBoundingClientRect().height).to.equal(61);
    }
    expect(heights).to.deep.equal([40, 36, 32, 28]);
  });
});
