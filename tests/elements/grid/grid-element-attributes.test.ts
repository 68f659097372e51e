import type { AuthEntry } from '../../../elements/core/permission';
import { setSysButtonAuth, setUserButtonAuth } from '../../../elements/core/session';
import { expect, settle, waitFor } from '../harness';
import { button, click, drawnRows, hasButton, inside, placeGrid, removePlaces } from './grid-dom';

afterEach(() => {
  removePlaces();
  setUserButtonAuth([]);
  setSysButtonAuth([]);
});

const columns = [{ key: 'name', title: '名称' }];
const rows = [
  { id: '1', name: 'a' },
  { id: '2', name: 'b' },
];

/** Ticks the first row's selection box and waits for the toolbar to count it. */
async function selectFirstRow(grid: Element): Promise<void> {
  grid.shadowRoot!.querySelector<HTMLInputElement>('.rdg-row input[type="checkbox"]')!.click();
  await waitFor(() => hasButton(grid, '清空选择'), 3000, 'a selection');
}

/** The system switches both rules on (type 1, status 1): a user who does not hold one has it excluded. */
const ruled: AuthEntry[] = [
  { action: 'order:add', type: '1', status: '1' },
  { action: 'order:batch_delete', type: '1', status: '1' },
];

// widgets spec 2.1 and 6: add and batch-delete show only if the user holds them under the
// prefix (a colon appended); excluding batch_delete also hides remove (删除 of the selected rows).
describe('<farm-grid auth-prefix>', () => {
  it('hides 新增 when the session excludes <prefix>:add, and shows 删除 it does not exclude', async () => {
    setSysButtonAuth(ruled);
    setUserButtonAuth([{ action: 'order:batch_delete', type: '1' }]);
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '', 'auth-prefix': 'order' } });
    expect(hasButton(grid, '新增')).to.equal(false);
    expect(hasButton(grid, '保存'), '保存 is not under permission').to.equal(true);
    await selectFirstRow(grid);
    expect(hasButton(grid, '删除')).to.equal(true);
  });

  it('hides 删除 when batch_delete is excluded, while 新增 the user holds shows', async () => {
    setSysButtonAuth(ruled);
    setUserButtonAuth([{ action: 'order:add', type: '1' }]);
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '', 'auth-prefix': 'order' } });
    expect(hasButton(grid, '新增')).to.equal(true);
    await selectFirstRow(grid);
    expect(hasButton(grid, '删除')).to.equal(false);
  });

  it('hides both when the user holds neither; shows both when the user holds both', async () => {
    setSysButtonAuth(ruled);
    const none = await placeGrid({ columns, rows, attributes: { 'row-selection': '', 'auth-prefix': 'order' } });
    expect(hasButton(none, '新增')).to.equal(false);
    await selectFirstRow(none);
    expect(hasButton(none, '删除')).to.equal(false);
    removePlaces();

    setUserButtonAuth([{ action: 'order:add,order:batch_delete', type: '1' }]);
    const both = await placeGrid({ columns, rows, attributes: { 'row-selection': '', 'auth-prefix': 'order' } });
    expect(hasButton(both, '新增')).to.equal(true);
    await selectFirstRow(both);
    expect(hasButton(both, '删除')).to.equal(true);
    await click(button(both, '删除'));
    await waitFor(() => Boolean(both.shadowRoot!.querySelector('dialog[open]')), 3000, 'the delete confirmation');
  });

  it('takes a prefix already ending in a colon', async () => {
    setSysButtonAuth(ruled);
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '', 'auth-prefix': 'order:' } });
    expect(hasButton(grid, '新增')).to.equal(false);
    await selectFirstRow(grid);
    expect(hasButton(grid, '删除')).to.equal(false);
  });

  it("is not hidden by another prefix's rules, by a rule switched off (status 0), or without auth-prefix", async () => {
    setSysButtonAuth([
      { action: 'invoice:add', type: '1', status: '1' },
      { action: 'invoice:batch_delete', type: '1', status: '1' },
      { action: 'order:add', type: '1', status: '0' },
    ]);
    for (const attributes of [{ 'auth-prefix': 'order' }, {}] as Record<string, string>[]) {
      const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '', ...attributes } });
      expect(hasButton(grid, '新增'), JSON.stringify(attributes)).to.equal(true);
      await selectFirstRow(grid);
      expect(hasButton(grid, '删除'), JSON.stringify(attributes)).to.equal(true);
      removePlaces();
    }
    const invoice = await placeGrid({ columns, rows, attributes: { 'row-selection': '', 'auth-prefix': 'invoice' } });
    expect(hasButton(invoice, '新增'), 'the invoice grid').to.equal(false);
  });

  it('follows the attribute: set later it hides, removed it shows again', async () => {
    setSysButtonAuth(ruled);
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    await selectFirstRow(grid);
    expect(hasButton(grid, '新增')).to.equal(true);
    expect(hasButton(grid, '删除')).to.equal(true);
    grid.setAttribute('auth-prefix', 'order');
    await waitFor(() => !hasButton(grid, '新增') && !hasButton(grid, '删除'), 3000, 'both hidden');
    grid.removeAttribute('auth-prefix');
    await waitFor(() => hasButton(grid, '新增') && hasButton(grid, '删除'), 3000, 'both shown again');
  });
});

// widgets spec 2.1: default max height 400; `max-height` bounds the grid's scroll area.
describe('<farm-grid max-height>', () => {
  const many = Array.from({ length: 50 }, (_, index) => ({ id: String(index + 1), name: `机器${index + 1}` }));
  const scrollArea = (grid: Element) => inside(grid, '.rdg');
  const height = (grid: Element) => Math.round(scrollArea(grid).getBoundingClientRect().height);
  const frames = async (count: number) => {
    for (let index = 0; index < count; index += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  };

  it('bounds the scroll area at the given height; the rest of the rows scroll into view', async () => {
    const grid = await placeGrid({ columns, rows: many, attributes: { 'max-height': '250' } });
    expect(height(grid)).to.equal(250);
    const area = scrollArea(grid);
    expect(area.scrollHeight).to.be.above(area.clientHeight);
    expect(
      drawnRows(grid).some((row) => row.getAttribute('aria-rowindex') === '51'),
      'the last row is out of view',
    ).to.equal(false);
    area.scrollTop = area.scrollHeight;
    await waitFor(
      () => drawnRows(grid).some((row) => row.getAttribute('aria-rowindex') === '51'),
      3000,
      'the last row',
    );
  });

  it('may be above the default 400', async () => {
    const grid = await placeGrid({ columns, rows: many, attributes: { 'max-height': '600' } });
    expect(height(grid)).to.equal(600);
  });

  it('a short grid keeps its content height under the bound', async () => {
    const grid = await placeGrid({ columns, rows: rows.slice(0, 2), attributes: { 'max-height': '300' } });
    // header 40 (medium) + 2 rows of 61 + 2 for the frame
    expect(height(grid)).to.equal(164);
  });

  it('follows the attribute as it changes; removing it restores the default 400', async () => {
    const grid = await placeGrid({ columns, rows: many, attributes: { 'max-height': '200' } });
    expect(height(grid)).to.equal(200);
    grid.setAttribute('max-height', '320');
    await waitFor(() => height(grid) === 320, 3000, 'the new bound');
    // A second resize in the very next frame makes react-data-grid's ResizeObserver report a
    // (benign) loop error to window.onerror: let its notification be delivered first.
    await frames(3);
    grid.removeAttribute('max-height');
    await waitFor(() => height(grid) === 400, 3000, 'the default bound');
    await settle();
    expect(height(grid)).to.equal(400);
    expect(grid.hasAttribute('max-height')).to.equal(false);
  });

  it('a value that is no number falls back to the default 400', async () => {
    const grid = await placeGrid({ columns, rows: many, attributes: { 'max-height': 'tall' } });
    expect(height(grid)).to.equal(400);
  });
});
