import { expect, sendKeys, waitFor } from '../harness';
import type { GridCellRule, GridColumn } from '../../../elements/grid';
import { button, cell, click, openEditor, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

const columns = [
  { key: 'name', title: '名称', validateRules: [{ required: true }] },
  {
    key: 'code',
    title: '编码',
    validateRules: [{ pattern: 'only' }, { pattern: '^[A-Z]+$', message: '${title}只能是大写字母' }],
  },
];

const messageIn = (grid: Element, rowIdx: number, key: string) =>
  cell(grid, rowIdx, key).querySelector('[role="alert"]')?.textContent;

describe('<farm-grid> validates a cell when it changes', () => {
  it('shows the first failing rule under the cell', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: 'a', code: 'A' }] });
    await openEditor(grid, 0, 'name');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => messageIn(grid, 0, 'name') === '名称不能为空', 3000, 'the required message');
    expect(getComputedStyle(cell(grid, 0, 'name')).boxShadow, 'the red edge of a failing cell').to.match(/inset/);
    expect(cell(grid, 0, 'name').title, 'the message under the pointer').to.equal('名称不能为空');
    expect(getComputedStyle(cell(grid, 0, 'code')).boxShadow).to.equal('none');
  });

  it("uses a custom regex rule's own message", async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: 'a', code: 'A' }] });
    await openEditor(grid, 0, 'code');
    await sendKeys({ type: 'x' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => messageIn(grid, 0, 'code') === '编码只能是大写字母', 3000, 'the regex message');
  });

  it('clears the message once the value is fixed', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: '', code: 'A' }] });
    await grid.validate();
    await waitFor(() => messageIn(grid, 0, 'name') === '名称不能为空', 3000, 'the message');
    await openEditor(grid, 0, 'name');
    await sendKeys({ type: 'b' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => messageIn(grid, 0, 'name') === undefined, 3000, 'no message');
  });
});

describe('<farm-grid> validate() and 保存', () => {
  const rows = [
    { id: '1', name: '', code: 'A' },
    { id: '2', name: 'b', code: 'A' },
  ];

  it('validate() answers every failing cell, marked in the grid', async () => {
    const grid = await placeGrid({ columns, rows });
    const errors = await grid.validate();
    expect(errors.map((error) => [error.rowKey, error.columnKey, error.message])).to.deep.equal([
      ['1', 'name', '名称不能为空'],
      ['1', 'code', '编码不能重复'],
      ['2', 'code', '编码不能重复'],
    ]);
    await waitFor(() => messageIn(grid, 1, 'code') === '编码不能重复', 3000, 'the unique message');
  });

  it('保存 with a failing cell fires no farm-save', async () => {
    const grid = await placeGrid({ columns, rows });
    const events = recordEvents(grid, ['farm-save']);
    await click(button(grid, '保存'));
    await waitFor(() => messageIn(grid, 0, 'name') === '名称不能为空', 3000, 'the message');
    expect(events).to.deep.equal([]);
  });

  it('保存 with every cell valid fires farm-save with tableData and deleteData', async () => {
    const grid = await placeGrid({
      columns,
      rows: [
        { id: '1', name: 'a', code: 'A' },
        { id: '2', name: 'b', code: 'B' },
      ],
    });
    const events = recordEvents(grid, ['farm-save']);
    grid.removeRows('2');
    await click(button(grid, '保存'));
    await waitFor(() => events.length === 1, 3000, 'farm-save');
    expect(events[0].detail).to.deep.equal({
      tableData: [{ id: '1', name: 'a', code: 'A' }],
      deleteData: [{ id: '2', name: 'b', code: 'B' }],
    });
  });
});

describe("<farm-grid> 'only' follows the whole column", () => {
  it('marks both repeated cells as the user types, and clears both once one is fixed', async () => {
    const grid = await placeGrid({
      columns,
      rows: [
        { id: '1', name: 'a', code: 'A' },
        { id: '2', name: 'b', code: 'B' },
      ],
    });
    await openEditor(grid, 1, 'code');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'A' });
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => messageIn(grid, 0, 'code') === '编码不能重复' && messageIn(grid, 1, 'code') === '编码不能重复',
      3000,
      'both repeated',
    );
    await openEditor(grid, 1, 'code');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'C' });
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => messageIn(grid, 0, 'code') === undefined && messageIn(grid, 1, 'code') === undefined,
      3000,
      'both cleared',
    );
  });
});

describe('<farm-grid> validates on input', () => {
  it('shows the failing rule under the editor while typing, before the edit is committed', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: 'a', code: 'A' }] });
    const editor = await openEditor(grid, 0, 'code');
    await sendKeys({ type: 'x' });
    const frame = editor.parentElement!;
    await waitFor(
      () => frame.querySelector('[role="alert"]')?.textContent === '编码只能是大写字母',
      3000,
      'the message while typing',
    );
    expect(grid.getAll().tableData[0].code, 'not committed yet').to.equal('A');
  });
});

describe("<farm-grid> runs rule handlers written JeecgBoot's way, with a callback", () => {
  // As a JeecgBoot page writes it (JVxeTable): the event first, then the callback.
  function notAbc({ cellValue }: { cellValue: unknown }, callback: (flag?: unknown, message?: string) => void) {
    if (cellValue === 'abc') callback(false, '${title}不能是abc');
    else callback(true);
  }
  const jeecgColumns: GridColumn[] = [
    {
      key: 'name',
      title: '名称',
      validateRules: [{ handler: notAbc as unknown as GridCellRule['handler'], message: '${title}默认提示' }],
    },
  ];

  it("validate() answers the handler's message instead of rejecting", async () => {
    const grid = await placeGrid({
      columns: jeecgColumns,
      rows: [
        { id: '1', name: 'abc' },
        { id: '2', name: 'ok' },
      ],
    });
    const errors = await grid.validate();
    expect(errors.map((error) => [error.rowKey, error.columnKey, error.message])).to.deep.equal([
      ['1', 'name', '名称不能是abc'],
    ]);
    await waitFor(() => messageIn(grid, 0, 'name') === '名称不能是abc', 3000, 'the message under the cell');
  });

  it('checks an edit with it', async () => {
    const grid = await placeGrid({ columns: jeecgColumns, rows: [{ id: '1', name: 'ab' }] });
    await openEditor(grid, 0, 'name');
    await sendKeys({ type: 'c' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => messageIn(grid, 0, 'name') === '名称不能是abc', 3000, 'the message under the cell');
  });
});
