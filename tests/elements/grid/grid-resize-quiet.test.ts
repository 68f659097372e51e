import { waitFor } from '../harness';
import { inside, placeGrid, removePlaces } from './grid-dom';

// react-data-grid measures its box with a ResizeObserver whose callback renders at once. A box
// whose height changed in that render made Chromium report "ResizeObserver loop completed with
// undelivered notifications" to the page's error handlers (and the test runner's, which fails
// the test): hosts change rows and max-height whenever they like, a frame apart or less.

afterEach(() => removePlaces());
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: String(index), name: `n${index}` }));

async function drawnGrid(rowCount: number) {
  const grid = await placeGrid({
    columns: [{ key: 'name', title: '名称' }],
    rows: rowsOf(rowCount) as never,
    attributes: { toolbar: 'false' },
  });
  await waitFor(() => grid.shadowRoot!.querySelector('.rdg') !== null, 3000, 'the grid');
  await nextFrame();
  await nextFrame();
  return grid;
}

describe('<farm-grid> growing and shrinking frame after frame', () => {
  it('takes new rows in consecutive frames without a ResizeObserver loop, ending at the default 400 px', async () => {
    const grid = await drawnGrid(2);
    for (const count of [4, 6, 9]) {
      grid.rows = rowsOf(count) as never;
      await nextFrame();
    }
    await waitFor(() => inside(grid, '.rdg').style.blockSize === '400px', 3000, 'the height capped at 400 px');
  });

  it('takes max-height changes in consecutive frames without a ResizeObserver loop, ending at the last', async () => {
    const grid = await drawnGrid(6);
    for (const maxHeight of ['200', '150', '300']) {
      grid.setAttribute('max-height', maxHeight);
      await nextFrame();
    }
    await waitFor(() => inside(grid, '.rdg').style.blockSize === '300px', 3000, 'the height at the last max-height');
  });
});
