import { expect, sendKeys, sendMouse, waitFor } from '../harness';
import { all, cell, click, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

const columns = [
  { key: 'name', title: '名称' },
  { key: 'status', title: '状态' },
];
const rows = [
  { id: 'r1', name: '收割机', status: 'done' },
  { id: 'r2', name: '拖拉机', status: 'open' },
];
const menuItems = [
  { key: 'edit', label: '编辑' },
  { key: 'copy', label: '复制', disabled: true },
  { key: 'delete', label: '删除', danger: true },
];

const menu = (grid: Element) => grid.shadowRoot!.querySelector<HTMLElement>('[role="menu"]');
const focusedText = (grid: Element) => grid.shadowRoot!.activeElement?.textContent;
const activeCell = (grid: Element) => grid.shadowRoot!.activeElement?.closest('[role="gridcell"]');

async function gridWithMenu() {
  const grid = await placeGrid({ columns, rows });
  grid.rowMenuItems = (row) => (row.status === 'done' ? menuItems.filter((item) => item.key !== 'delete') : menuItems);
  const events = recordEvents(grid, ['farm-row-menu-select']);
  return { grid, events };
}

describe('<farm-grid> row menu', () => {
  it('opens on a right click with the items of that row and reports the chosen one', async () => {
    const { grid, events } = await gridWithMenu();
    const target = cell(grid, 1, 'name');
    const box = target.getBoundingClientRect();
    await sendMouse({ type: 'click', button: 'right', position: [Math.round(box.x + 10), Math.round(box.y + 10)] });
    await waitFor(() => menu(grid) !== null, 3000, 'the row menu');
    expect(menu(grid)!.getAttribute('aria-label')).to.equal('行操作');
    expect(all(grid, '[role="menuitem"]').map((item) => item.textContent)).to.deep.equal(['编辑', '复制', '删除']);
    await click(all(grid, '[role="menuitem"]')[2]);
    await waitFor(() => events.length === 1, 3000, 'the choice');
    expect(events[0].detail).to.deep.include({ key: 'delete', rowKey: 'r2' });
    expect(menu(grid)).to.equal(null);
  });

  it('opens from the keyboard on the focused cell, skips disabled items and gives focus back on Escape', async () => {
    const { grid, events } = await gridWithMenu();
    await click(cell(grid, 0, 'status'));
    await sendKeys({ press: 'Shift+F10' });
    await waitFor(() => focusedText(grid) === '编辑', 3000, 'the first item focused');
    expect(
      all(grid, '[role="menuitem"]').map((item) => item.textContent),
      'a finished row offers no 删除',
    ).to.deep.equal(['编辑', '复制']);
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedText(grid), 'the disabled 复制 is skipped').to.equal('编辑');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => menu(grid) === null, 3000, 'the menu closed');
    await waitFor(() => activeCell(grid) === cell(grid, 0, 'status'), 3000, 'focus back on the cell');
    expect(events).to.deep.equal([]);

    await sendKeys({ press: 'Shift+F10' });
    await waitFor(() => focusedText(grid) === '编辑', 3000, 'the menu again');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => events.length === 1, 3000, 'the choice by Enter');
    expect(events[0].detail).to.deep.include({ key: 'edit', rowKey: 'r1' });
  });

  it('leaves the browser menu alone when the host offers no items', async () => {
    const grid = await placeGrid({ columns, rows });
    const target = cell(grid, 0, 'name');
    const event = new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: 5,
      clientY: 5,
    });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(false);
    expect(menu(grid)).to.equal(null);
  });
});
