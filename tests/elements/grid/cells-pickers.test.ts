import type { GridColumn, GridRow } from '../../../elements/grid';
import { expect, sendKeys, waitFor } from '../harness';
import { USER_DICT, pickerBackend, resetBackend } from '../pickers/picker-backend';
import { all, button, openDialog, row, treeNode } from '../pickers/picker-dom';
import { cell, cellText, click, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

/** Clicks a cell and presses Enter: the picker field in the cell takes the focus. */
async function openCellPicker(grid: Element, rowIdx: number, key: string): Promise<void> {
  await click(cell(grid, rowIdx, key));
  await sendKeys({ press: 'Enter' });
  await waitFor(
    () => Boolean(grid.shadowRoot!.querySelector('.rdg-editor-container [part~="open-button"] button')),
    3000,
    'the picker in the cell',
  );
  await click(grid.shadowRoot!.querySelector('.rdg-editor-container [part~="open-button"] button')!);
  await waitFor(() => Boolean(openDialog(grid)), 3000, 'the picker dialog');
}

const placeOne = (column: GridColumn, rows: GridRow[]) =>
  placeGrid({ columns: [{ key: 'name', title: '名称' }, column], rows });

describe('<farm-grid> sel_user cells', () => {
  it('show real names, asking the server once for all the rows drawn', async () => {
    const server = pickerBackend();
    // `store: 'id'`: a store field no other test uses, so nothing is known beforehand.
    const grid = await placeOne({ key: 'owner', title: '负责人', type: 'sel_user', store: 'id' }, [
      { id: '1', owner: 'u1' },
      { id: '2', owner: 'u2,u3' },
    ]);
    await waitFor(() => cellText(grid, 1, 'owner') === '李四,王五', 3000, 'the echoed names');
    expect(cellText(grid, 0, 'owner')).to.equal('管理员');
    expect(server.calls('/sys/user/getMultiUser')).to.have.length(1);
  });

  it('edit with the user picker: clicks in its dialog keep the edit, confirm stores the username', async () => {
    pickerBackend();
    const grid = await placeOne({ key: 'owner', title: '负责人', type: 'sel_user' }, [
      { id: '1', name: '甲', owner: 'admin' },
    ]);
    const events = recordEvents(grid, ['farm-cell-change']);
    await waitFor(() => cellText(grid, 0, 'owner') === '管理员', 3000, 'the echo');
    await openCellPicker(grid, 0, 'owner');
    await waitFor(() => all(grid, 'dialog[open] tbody tr').length > 0, 3000, 'the users');
    await click(row(grid, 'lisi'));
    expect(openDialog(grid)).to.not.equal(null);
    expect(grid.shadowRoot!.querySelector('.rdg-editor-container')).to.not.equal(null);
    await click(button(grid, '确定'));
    await waitFor(() => grid.getAll().tableData[0].owner === 'lisi', 3000, 'lisi stored');
    await waitFor(() => cellText(grid, 0, 'owner') === '李四', 3000, 'the new name shown');
    expect(events.map((event) => (event.detail as { value: unknown }).value)).to.deep.equal(['lisi']);
  });
});

describe('<farm-grid> sel_depart cells', () => {
  it('show department names and edit with the department tree', async () => {
    pickerBackend();
    const grid = await placeOne({ key: 'dept', title: '部门', type: 'sel_depart' }, [{ id: '1', dept: 'd2' }]);
    await waitFor(() => cellText(grid, 0, 'dept') === '研发部', 3000, 'the echo');
    await openCellPicker(grid, 0, 'dept');
    await waitFor(() => all(grid, 'dialog[open] [role="treeitem"]').length > 0, 3000, 'the tree');
    await click(button(grid, '展开全部'));
    await waitFor(() => all(grid, 'dialog[open] [role="treeitem"]').length === 3, 3000, 'the tree expanded');
    await click(treeNode(grid, '财务部').querySelector('[data-state]')!);
    await click(button(grid, '确定'));
    await waitFor(() => grid.getAll().tableData[0].dept === 'd3', 3000, 'd3 stored');
    await waitFor(() => cellText(grid, 0, 'dept') === '财务部', 3000, 'the new name shown');
  });
});

describe('<farm-grid> popup cells', () => {
  it('fill every target field of the row from the chosen report row', async () => {
    pickerBackend();
    const column: GridColumn = {
      key: 'crop',
      title: '作物',
      type: 'popup',
      popupCode: 'crops',
      orgFields: 'name,code',
      destFields: 'crop,cropCode',
    };
    const grid = await placeGrid({
      columns: [column, { key: 'cropCode', title: '编码' }],
      rows: [{ id: '1', crop: '', cropCode: '' }],
    });
    const events = recordEvents(grid, ['farm-cell-change']);
    await openCellPicker(grid, 0, 'crop');
    await waitFor(() => all(grid, 'dialog[open] tbody tr').length > 0, 3000, 'the report rows');
    await click(row(grid, '玉米'));
    await click(button(grid, '确定'));
    await waitFor(() => grid.getAll().tableData[0].cropCode === 'corn', 3000, 'the targets filled');
    expect(grid.getAll().tableData[0]).to.include({ crop: '玉米', cropCode: 'corn' });
    expect(cellText(grid, 0, 'cropCode')).to.equal('corn');
    expect(events.map((event) => (event.detail as { columnKey: string }).columnKey).sort()).to.deep.equal([
      'crop',
      'cropCode',
    ]);
  });
});

/** Opens the first row's cell of `columnKey`, whose editor is a search in a pop-up, and types `text` there. */
async function searchInCell(grid: Element, columnKey: string, text: string): Promise<void> {
  await click(cell(grid, 0, columnKey));
  await sendKeys({ press: 'Enter' });
  const input = () => grid.shadowRoot!.querySelector<HTMLInputElement>('[data-popup] input');
  await waitFor(() => grid.shadowRoot!.activeElement === input(), 3000, 'the search box focused');
  await sendKeys({ type: text });
}

describe('<farm-grid> sel_search_async cells', () => {
  it("show the value's text and search the server as the user types", async () => {
    const server = pickerBackend();
    const grid = await placeOne({ key: 'who', title: '人员', type: 'sel_search_async', dictCode: USER_DICT }, [
      { id: '1', who: 'wangwu' },
    ]);
    await waitFor(() => cellText(grid, 0, 'who') === '王五', 3000, 'the text from loadDictItem');
    await searchInCell(grid, 'who', '李');
    await waitFor(
      () => all(grid, '[data-popup] [role="option"]').some((option) => option.textContent === '李四'),
      3000,
      'the option found',
    );
    const searches = server.calls('/sys/dict/loadDict/sys_user,realname,username');
    expect(searches[searches.length - 1]).to.include({ keyword: '李', pageSize: 10 });
    await click(all(grid, '[data-popup] [role="option"]').find((option) => option.textContent === '李四')!);
    await waitFor(() => grid.getAll().tableData[0].who === 'lisi', 3000, 'lisi stored');
    await waitFor(() => cellText(grid, 0, 'who') === '李四', 3000, 'the text shown');
  });
});

describe('<farm-grid> select-search and sel_search cells', () => {
  for (const type of ['select-search', 'sel_search'] as const) {
    it(`${type}: filters the column's options as the user types, and stores the one chosen`, async () => {
      const options = [
        { value: 'h', text: '收割机' },
        { value: 't', text: '拖拉机' },
        { value: 'p', text: '播种机' },
      ];
      const grid = await placeOne({ key: 'kind', title: '机型', type, options }, [{ id: '1', kind: 'h' }]);
      const events = recordEvents(grid, ['farm-cell-change']);
      await waitFor(() => cellText(grid, 0, 'kind') === '收割机', 3000, "the option's text");
      await searchInCell(grid, 'kind', '拖');
      await waitFor(
        () =>
          all(grid, '[data-popup] [role="option"]')
            .map((option) => option.textContent)
            .join() === '拖拉机',
        3000,
        'only the matching option',
      );
      await click(all(grid, '[data-popup] [role="option"]')[0]);
      await waitFor(() => grid.getAll().tableData[0].kind === 't', 3000, 't stored');
      await waitFor(() => cellText(grid, 0, 'kind') === '拖拉机', 3000, 'the text shown');
      expect(events.map((event) => event.detail)).to.deep.include.members([
        { rowKey: '1', columnKey: 'kind', value: 't', previousValue: 'h', row: { id: '1', kind: 't' } },
      ]);
    });
  }
});
