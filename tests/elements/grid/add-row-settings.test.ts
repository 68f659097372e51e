import { setSysButtonAuth } from '../../../elements/core/session';
import { expect, sendKeys, waitFor } from '../harness';
import { button, click, hasButton, inside, placeGrid, recordEvents, removePlaces } from './grid-dom';

const KEY = 'farm-grid:add-row-settings:settings-test';

afterEach(() => {
  removePlaces();
  localStorage.removeItem(KEY);
  setSysButtonAuth([]);
});

const columns = [{ key: 'name', title: '名称' }];
const rows = [
  { id: '1', name: 'a' },
  { id: '2', name: 'b' },
];

function panel(grid: Element): HTMLElement {
  return inside(grid, '[role="dialog"][aria-label="新增设置"]');
}

function panelOpen(grid: Element): boolean {
  return Boolean(grid.shadowRoot!.querySelector('[role="dialog"][aria-label="新增设置"]'));
}

/** The panel's text fields: rows per click, then position. */
function fields(grid: Element): HTMLInputElement[] {
  return [...panel(grid).querySelectorAll<HTMLInputElement>('input:not([type="checkbox"])')];
}

async function openSettings(grid: Element): Promise<void> {
  await click(button(grid, '新增设置'));
  await waitFor(
    () => panelOpen(grid) && panel(grid).contains(grid.shadowRoot!.activeElement),
    3000,
    'the settings panel, focused',
  );
}

async function retype(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

describe('<farm-grid> add-row settings (新增设置)', () => {
  it('saves rows per click, position and scrolling locally, and 新增 follows them at once', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'settings-key': 'settings-test' } });
    await openSettings(grid);
    const [rowNum, position] = fields(grid);
    expect(rowNum.value).to.equal('1');
    expect(position.value).to.equal('0');
    await retype(rowNum, '3');
    await retype(position, '1');
    panel(grid).querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await click(button(grid, '保存'));
    await waitFor(() => !panelOpen(grid), 3000, 'the panel closed');
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.deep.equal({
      addRowNum: 3,
      addIndex: 1,
      addScrollToBottom: true,
    });

    const events = recordEvents(grid, ['farm-rows-added']);
    await click(button(grid, '新增'));
    await waitFor(() => events.length === 1, 3000, 'farm-rows-added');
    expect((events[0].detail as { rows: unknown[]; index: number }).rows).to.have.length(3);
    expect((events[0].detail as { index: number }).index).to.equal(0);
    expect(
      grid
        .getAll()
        .tableData.map((row) => row.id)
        .slice(3),
    ).to.deep.equal(['1', '2']);
  });

  it('refuses what is not a whole number in range, saying why, and keeps what was typed', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'settings-key': 'settings-test' } });
    await openSettings(grid);
    const [rowNum, position] = fields(grid);
    await retype(rowNum, '0');
    await retype(position, '1.5');
    await click(button(grid, '保存'));
    await waitFor(() => panel(grid).textContent!.includes('请输入 1 到 1000 之间的整数'), 3000, 'the rows message');
    expect(panel(grid).textContent).to.contain('请输入不小于 0 的整数');
    expect(rowNum.getAttribute('aria-invalid')).to.equal('true');
    expect(localStorage.getItem(KEY)).to.equal(null);
    expect(fields(grid).map((input) => input.value)).to.deep.equal(['0', '1.5']);
    await retype(rowNum, '2');
    await waitFor(() => !panel(grid).textContent!.includes('请输入 1 到'), 3000, 'the corrected field cleared');
  });

  it('Escape and 取消 close without saving; the panel opens again on what is saved', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'settings-key': 'settings-test' } });
    await openSettings(grid);
    await retype(fields(grid)[0], '5');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !panelOpen(grid), 3000, 'closed by Escape');
    expect(grid.shadowRoot!.activeElement?.textContent).to.equal('新增设置');
    await openSettings(grid);
    expect(fields(grid)[0].value).to.equal('1');
    await click(button(grid, '取消'));
    await waitFor(() => !panelOpen(grid), 3000, 'closed by 取消');
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('恢复默认 puts back one row at the bottom without scrolling', async () => {
    localStorage.setItem(KEY, JSON.stringify({ addRowNum: 4, addIndex: 2, addScrollToBottom: true }));
    const grid = await placeGrid({ columns, rows, attributes: { 'settings-key': 'settings-test' } });
    await openSettings(grid);
    expect(fields(grid).map((input) => input.value)).to.deep.equal(['4', '2']);
    await click(button(grid, '恢复默认'));
    await click(button(grid, '保存'));
    await waitFor(() => !panelOpen(grid), 3000, 'saved');
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.deep.equal({
      addRowNum: 1,
      addIndex: 0,
      addScrollToBottom: false,
    });
  });

  it('shows a field the page fixes through addRowSettings, not editable', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'settings-key': 'settings-test' } });
    grid.addRowSettings = { addRowNum: 2 };
    await openSettings(grid);
    const [rowNum, position] = fields(grid);
    expect(rowNum.value).to.equal('2');
    expect(rowNum.disabled).to.equal(true);
    expect(panel(grid).textContent).to.contain('由页面设定');
    expect(position.disabled).to.equal(false);
  });

  it('sees settings another tab saves', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'settings-key': 'settings-test' } });
    const saved = JSON.stringify({ addRowNum: 2, addIndex: 0, addScrollToBottom: false });
    localStorage.setItem(KEY, saved);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: saved }));
    const events = recordEvents(grid, ['farm-rows-added']);
    await click(button(grid, '新增'));
    await waitFor(() => events.length === 1, 3000, 'farm-rows-added');
    expect((events[0].detail as { rows: unknown[] }).rows).to.have.length(2);
  });

  it('is offered only with 新增', async () => {
    setSysButtonAuth([{ action: 'order:add', type: '1', status: '1' }]);
    const grid = await placeGrid({ columns, rows, attributes: { 'auth-prefix': 'order' } });
    expect(hasButton(grid, '新增')).to.equal(false);
    expect(hasButton(grid, '新增设置')).to.equal(false);
  });
});
