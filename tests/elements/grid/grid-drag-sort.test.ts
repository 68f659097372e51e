import { expect, sendKeys, waitFor } from '../harness';
import { drawnRows, inside, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

const columns = [{ key: 'name', title: '名称' }];

function numberedRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    name: `r${index + 1}`,
    orderNum: index + 1,
  }));
}

function drawnRow(grid: Element, rowIdx: number): HTMLElement {
  return inside(grid, `.rdg-row[aria-rowindex="${rowIdx + 2}"]`);
}

function handleOf(grid: Element, rowIdx: number): HTMLElement {
  return drawnRow(grid, rowIdx).querySelector<HTMLElement>('[data-drag-handle]')!;
}

async function scrollToRow(grid: Element, rowIdx: number): Promise<void> {
  inside(grid, '.rdg').scrollTop = 61 * rowIdx;
  await waitFor(
    () => drawnRows(grid).some((row) => row.getAttribute('aria-rowindex') === String(rowIdx + 2)),
    3000,
    `row ${rowIdx}`,
  );
}

describe('<farm-grid> drag sort', () => {
  it('drops a row past row 100 onto its new place and renumbers the order field from 1', async () => {
    const grid = await placeGrid({ columns, rows: numberedRows(300), attributes: { 'drag-sort': '' } });
    const events = recordEvents(grid, ['farm-rows-moved']);
    const data = new DataTransfer();
    handleOf(grid, 1).dispatchEvent(new DragEvent('dragstart', { dataTransfer: data, bubbles: true, composed: true }));
    await scrollToRow(grid, 150);
    const target = drawnRow(grid, 150);
    const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true, composed: true });
    target.dispatchEvent(over);
    expect(over.defaultPrevented, 'the row accepts the drop').to.equal(true);
    target.dispatchEvent(
      new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, composed: true }),
    );
    await waitFor(() => events.length === 1, 3000, 'farm-rows-moved');
    const { tableData } = grid.getAll();
    expect(tableData[150].id).to.equal('2');
    expect(tableData[1].id).to.equal('3');
    expect(tableData.map((row) => row.orderNum)).to.deep.equal(tableData.map((_, index) => index + 1));
    expect(events[0].detail).to.deep.include({ from: 1, to: 150 });
  });

  it('moves a row up and down with Alt+Arrow on its handle', async () => {
    const grid = await placeGrid({ columns, rows: numberedRows(3), attributes: { 'drag-sort': '' } });
    handleOf(grid, 0).focus();
    await sendKeys({ press: 'Alt+ArrowDown' });
    await waitFor(() => grid.getAll().tableData[1].id === '1', 3000, 'the row moved down');
    handleOf(grid, 2).focus();
    await sendKeys({ press: 'Alt+ArrowUp' });
    await waitFor(() => grid.getAll().tableData[1].id === '3', 3000, 'the row moved up');
    expect(grid.getAll().tableData.map((row) => [row.id, row.orderNum])).to.deep.equal([
      ['2', 1],
      ['3', 2],
      ['1', 3],
    ]);
  });

  it('has no handle without drag-sort, and moveRow() keeps the order field as it is', async () => {
    const grid = await placeGrid({ columns, rows: numberedRows(3) });
    expect(grid.shadowRoot!.querySelector('[data-drag-handle]')).to.equal(null);
    grid.moveRow(0, 2);
    expect(grid.getAll().tableData.map((row) => row.orderNum)).to.deep.equal([2, 3, 1]);
  });
});

describe('<farm-grid> 向下插入一行', () => {
  it('inserts a new row below, and drops clicks within 1500 ms of the last', async () => {
    const grid = await placeGrid({ columns, rows: numberedRows(3), attributes: { 'drag-sort': '' } });
    const events = recordEvents(grid, ['farm-rows-added']);
    const insert = drawnRow(grid, 0).querySelector<HTMLButtonElement>('button[aria-label="向下插入一行"]')!;
    insert.click();
    insert.click();
    await waitFor(() => events.length === 1, 3000, 'farm-rows-added');
    const { tableData } = grid.getAll();
    expect(tableData).to.have.length(4);
    expect(
      tableData
        .map((row) => row.id)
        .slice(0, 1)
        .concat(tableData.slice(2).map((row) => row.id)),
    ).to.deep.equal(['1', '2', '3']);
    expect((events[0].detail as { index: number }).index).to.equal(1);
  });
});
