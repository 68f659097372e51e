import { setSysButtonAuth, setUserButtonAuth } from '../../../elements/core/session';
import { expect, waitFor } from '../harness';
import { button, click, hasButton, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(() => {
  removePlaces();
  setUserButtonAuth([]);
  setSysButtonAuth([]);
  localStorage.removeItem('farm-grid:add-row-settings:toolbar-test');
});

const columns = [{ key: 'name', title: '名称' }];
const rows = [{ id: '1', name: 'a' }];

describe('<farm-grid> toolbar', () => {
  it('shows 新增 and 保存, and 删除 once rows are selected', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '' } });
    expect(hasButton(grid, '新增')).to.equal(true);
    expect(hasButton(grid, '保存')).to.equal(true);
    expect(hasButton(grid, '删除')).to.equal(false);
  });

  it('展开/收起 hides and shows the rows', async () => {
    const grid = await placeGrid({ columns, rows });
    await click(button(grid, '收起'));
    await waitFor(() => !grid.shadowRoot!.querySelector('.rdg'), 3000, 'the rows hidden');
    await click(button(grid, '展开'));
    await waitFor(() => Boolean(grid.shadowRoot!.querySelector('.rdg')), 3000, 'the rows shown');
  });

  it('leaves 保存 out with save-button="false" (a sub-table saved with its form)', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'save-button': 'false' } });
    expect(hasButton(grid, '新增')).to.equal(true);
    expect(hasButton(grid, '保存')).to.equal(false);
    grid.removeAttribute('save-button');
    await waitFor(() => hasButton(grid, '保存'), 3000, '保存 back with the attribute removed');
  });

  it('is left out with toolbar="false"', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { toolbar: 'false' } });
    expect(hasButton(grid, '新增')).to.equal(false);
  });

  it('is left out with no-toolbar, or with the toolbar property set to false', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'no-toolbar': '' } });
    expect(hasButton(grid, '新增')).to.equal(false);
    grid.removeAttribute('no-toolbar');
    await waitFor(() => hasButton(grid, '新增'), 3000, 'the toolbar back');
    grid.toolbar = false;
    await waitFor(() => !hasButton(grid, '新增'), 3000, 'the toolbar gone');
    expect(grid.hasAttribute('no-toolbar')).to.equal(true);
  });

  it('leaves 保存 out with no-save-button', async () => {
    const grid = await placeGrid({ columns, rows, attributes: { 'no-save-button': '' } });
    expect(hasButton(grid, '新增')).to.equal(true);
    expect(hasButton(grid, '保存')).to.equal(false);
  });

  it('hides 新增 and 删除 excluded under the authorisation prefix', async () => {
    setSysButtonAuth([
      { action: 'order:add', type: '1', status: '1' },
      { action: 'order:batch_delete', type: '1', status: '1' },
    ]);
    setUserButtonAuth([{ action: 'order:add', type: '1' }]);
    const grid = await placeGrid({ columns, rows, attributes: { 'row-selection': '', 'auth-prefix': 'order' } });
    expect(hasButton(grid, '新增')).to.equal(true);
    grid.shadowRoot!.querySelector<HTMLInputElement>('.rdg-row input[type="checkbox"]')!.click();
    await waitFor(() => hasButton(grid, '清空选择'), 3000, 'a selection');
    expect(hasButton(grid, '删除')).to.equal(false);
  });

  it('新增 follows the add-row settings saved locally: count and position', async () => {
    localStorage.setItem(
      'farm-grid:add-row-settings:toolbar-test',
      JSON.stringify({ addRowNum: 2, addIndex: 1, addScrollToBottom: false }),
    );
    const grid = await placeGrid({ columns, rows, attributes: { 'settings-key': 'toolbar-test' } });
    const events = recordEvents(grid, ['farm-rows-added']);
    await click(button(grid, '新增'));
    await waitFor(() => events.length === 1, 3000, 'farm-rows-added');
    expect(
      grid
        .getAll()
        .tableData.map((row) => row.id)
        .indexOf('1'),
    ).to.equal(2);
    expect((events[0].detail as { rows: unknown[] }).rows).to.have.length(2);
  });
});
