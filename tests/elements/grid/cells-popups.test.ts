import type { GridColumn, SlotProps } from '../../../elements/grid';
import { expect, sendKeys, sendMouse, waitFor } from '../harness';
import { all, cell, cellText, click, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

const popup = (grid: Element) => grid.shadowRoot!.querySelector<HTMLElement>('[data-popup]');

/** Clicks a cell and presses Enter; waits for its pop-up to show in the top layer. */
async function openPopup(grid: Element, rowIdx: number, key: string): Promise<HTMLElement> {
  await click(cell(grid, rowIdx, key));
  await sendKeys({ press: 'Enter' });
  await waitFor(() => Boolean(popup(grid)?.matches(':popover-open')), 3000, 'the pop-up');
  const shown = popup(grid)!;
  await waitFor(
    () => grid.shadowRoot!.activeElement === shown.querySelector('textarea'),
    3000,
    'the focus in the pop-up',
  );
  return shown;
}

/** A press on the page far from the grid: outside the row, the editor and its pop-up. */
async function clickOutside(): Promise<void> {
  await sendMouse({ type: 'click', position: [5, window.innerHeight - 5] });
}

describe('<farm-grid> textarea and input_pop cells', () => {
  it('textarea edits in a 300x210 pop-up under the cell, Enter is a new line, a click outside stores the text', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'note', title: '备注', type: 'textarea' }],
      rows: [{ id: '1', note: '旧' }],
    });
    const events = recordEvents(grid, ['farm-cell-change']);
    const shown = await openPopup(grid, 0, 'note');
    const box = shown.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([300, 210]);
    const under = shown.parentElement!.getBoundingClientRect();
    expect(Math.round(box.top)).to.equal(Math.round(under.bottom));
    const textarea = shown.querySelector('textarea')!;
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '一' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: '二' });
    // A press inside the pop-up does not end the edit.
    await click(textarea);
    expect(popup(grid)).to.not.equal(null);
    expect(grid.getAll().tableData[0].note).to.equal('旧');
    await clickOutside();
    await waitFor(() => grid.getAll().tableData[0].note === '旧一\n二', 3000, 'the text stored');
    expect(popup(grid)).to.equal(null);
    expect(events.map((event) => (event.detail as { value: unknown }).value)).to.deep.equal(['旧一\n二']);
  });

  it('Escape drops what was typed in the pop-up', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'note', title: '备注', type: 'textarea' }],
      rows: [{ id: '1', note: '旧' }],
    });
    await openPopup(grid, 0, 'note');
    await sendKeys({ type: '新' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => popup(grid) === null, 3000, 'the pop-up closed');
    expect(grid.getAll().tableData[0].note).to.equal('旧');
    expect(cellText(grid, 0, 'note')).to.equal('旧');
  });

  it('input_pop edits in a 150 wide, 200 high pop-up; Ctrl+Enter ends the edit', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'memo', title: '说明', type: 'input_pop' }],
      rows: [{ id: '1', memo: '' }],
    });
    const shown = await openPopup(grid, 0, 'memo');
    const box = shown.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([150, 200]);
    await sendKeys({ type: '长文本' });
    await sendKeys({ press: 'Control+Enter' });
    await waitFor(() => grid.getAll().tableData[0].memo === '长文本', 3000, 'the text stored');
  });
});

describe('<farm-grid> validation on blur', () => {
  it('an editor left without typing checks the rules once it closes', async () => {
    const columns: GridColumn[] = [
      { key: 'name', title: '名称', validateRules: [{ required: true, message: '请填写名称' }] },
    ];
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: '' }] });
    await click(cell(grid, 0, 'name'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.shadowRoot!.activeElement?.tagName === 'INPUT', 3000, 'the editor');
    // Nothing typed: no change to validate, only the blur.
    await clickOutside();
    await waitFor(
      () => cellText(grid, 0, 'name') !== undefined && cell(grid, 0, 'name').textContent!.includes('请填写名称'),
      3000,
      'the message',
    );
  });

  it('typing shows the first failing message under the open editor', async () => {
    const columns: GridColumn[] = [
      { key: 'code', title: '编码', validateRules: [{ pattern: 'n', message: '只能是数字' }] },
    ];
    const grid = await placeGrid({ columns, rows: [{ id: '1', code: '' }] });
    await click(cell(grid, 0, 'code'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.shadowRoot!.activeElement?.tagName === 'INPUT', 3000, 'the editor');
    await sendKeys({ type: 'x' });
    const editorMessage = () => grid.shadowRoot!.querySelector('.rdg-editor-container [role="alert"]')?.textContent;
    await waitFor(() => editorMessage() === '只能是数字', 3000, 'the message while typing');
  });
});

describe('<farm-grid> column widths (spec 9)', () => {
  /** The drawn width of a column's header, once react-data-grid has drawn it. */
  async function headerWidth(grid: Element, title: string): Promise<number> {
    const header = () => all(grid, '[role="columnheader"]').find((candidate) => candidate.textContent === title);
    await waitFor(() => header() !== undefined, 3000, `the ${title} header`);
    return Math.round(header()!.getBoundingClientRect().width);
  }

  it('columns without a width share 92% of the grid', async () => {
    const grid = await placeGrid({
      columns: [
        { key: 'a', title: '甲' },
        { key: 'b', title: '乙' },
        { key: 'c', title: '丙' },
        { key: 'd', title: '丁', type: 'hidden' },
      ],
      rows: [{ id: '1' }],
    });
    const rdg = grid.shadowRoot!.querySelector<HTMLElement>('.rdg')!;
    const share = (rdg.clientWidth * 0.92) / 3;
    for (const title of ['甲', '乙', '丙']) expect(Math.abs((await headerWidth(grid, title)) - share)).to.be.below(2);
  });

  it('but no narrower than 120 px', async () => {
    const many: GridColumn[] = Array.from({ length: 9 }, (_, index) => ({ key: `k${index}`, title: `列${index}` }));
    const grid = await placeGrid({ columns: many, rows: [{ id: '1' }] });
    expect(await headerWidth(grid, '列0')).to.equal(120);
  });

  it('user selects are 220, department selects 190 at least, datetime 200, a given width wins', async () => {
    const grid = await placeGrid({
      columns: [
        { key: 'u', title: '用户', type: 'sel_user' },
        { key: 'd', title: '部门', type: 'sel_depart' },
        { key: 't', title: '时间', type: 'datetime' },
        { key: 'own', title: '自定', width: 90 },
      ],
      rows: [{ id: '1' }],
    });
    expect(await headerWidth(grid, '用户')).to.equal(220);
    expect(await headerWidth(grid, '部门')).to.equal(190);
    expect(await headerWidth(grid, '时间')).to.equal(200);
    expect(await headerWidth(grid, '自定')).to.equal(90);
  });
});

describe('<farm-grid> slot columns', () => {
  it('draw the node the slots renderer returns, and store what it sets as a user edit', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'state', title: '状态', type: 'slot', slotName: 'state' }],
      rows: [{ id: '1', state: '待办' }],
    });
    const events = recordEvents(grid, ['farm-cell-change']);
    grid.slots = {
      state: ({ row, value, setValue }: SlotProps) => {
        const done = document.createElement('button');
        done.textContent = `${String(value)}-${row.id}`;
        done.addEventListener('click', () => setValue('完成'));
        return done;
      },
    };
    await waitFor(() => Boolean(cell(grid, 0, 'state').querySelector('button')), 3000, 'the slot button');
    expect(cell(grid, 0, 'state').querySelector('button')!.textContent).to.equal('待办-1');
    await click(cell(grid, 0, 'state').querySelector('button')!);
    await waitFor(() => grid.getAll().tableData[0].state === '完成', 3000, 'the value set');
    expect(events).to.have.length(1);
    await waitFor(
      () => cell(grid, 0, 'state').querySelector('button')!.textContent === '完成-1',
      3000,
      'the slot redrawn',
    );
  });

  it('a string from the renderer shows as text, never as markup', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'x', title: 'X', type: 'slot', slotName: 'x' }],
      rows: [{ id: '1', x: 1 }],
    });
    grid.slots = { x: () => '<b>粗</b>' };
    await waitFor(() => cellText(grid, 0, 'x') === '<b>粗</b>', 3000, 'the text');
    expect(cell(grid, 0, 'x').querySelector('b')).to.equal(null);
  });
});
