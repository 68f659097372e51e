import { expect, sendKeys, settle, waitFor } from '../harness';
import {
  all,
  cell,
  cellText,
  chooseInCell,
  click,
  openEditor,
  openListInCell,
  placeGrid,
  recordEvents,
  removePlaces,
} from './grid-dom';

afterEach(removePlaces);

describe('<farm-grid> select cells', () => {
  const columns = [
    {
      key: 'kind',
      title: '类型',
      type: 'select' as const,
      options: [
        { value: '1', text: '拖拉机' },
        { value: '2', label: '收割机' },
      ],
    },
  ];

  it("shows the option's text for the stored value", async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', kind: '2' }] });
    expect(cellText(grid, 0, 'kind')).to.equal('收割机');
  });

  it('stores the chosen option', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', kind: '2' }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    await chooseInCell(grid, 0, 'kind', '拖拉机');
    await waitFor(() => events.length === 1, 3000, 'the change');
    expect(grid.getAll().tableData[0].kind).to.equal('1');
    await waitFor(() => cellText(grid, 0, 'kind') === '拖拉机', 3000, 'the new text');
  });
});

describe('<farm-grid> checkbox cells', () => {
  it('ticks in place between the checked and unchecked values (default Y and N)', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'ok', title: '启用', type: 'checkbox' as const }],
      rows: [{ id: '1', ok: 'N' }],
    });
    const box = cell(grid, 0, 'ok').querySelector('input')!;
    expect(box.checked).to.equal(false);
    await click(box);
    await waitFor(() => grid.getAll().tableData[0].ok === 'Y', 3000, 'Y stored');
  });

  it("uses the column's customValue", async () => {
    const grid = await placeGrid({
      columns: [{ key: 'ok', title: '启用', type: 'checkbox' as const, customValue: [1, 0] as const }],
      rows: [{ id: '1', ok: 1 }],
    });
    await click(cell(grid, 0, 'ok').querySelector('input')!);
    await waitFor(() => grid.getAll().tableData[0].ok === 0, 3000, '0 stored');
  });
});

describe('<farm-grid> date, datetime and time cells', () => {
  it('stores datetime as YYYY-MM-DD HH:mm:ss from the picker: a day on the keyboard, Enter to end the edit', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'at', title: '时间', type: 'datetime' as const }],
      rows: [{ id: '1', at: '2024-01-02 03:04:05' }],
    });
    const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(input.value).to.equal('2024-01-02 03:04:05');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(
      () => grid.shadowRoot!.activeElement?.getAttribute('data-day') === '2024-01-02',
      3000,
      'the calendar on the day',
    );
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => input.value === '2024-01-03 03:04:05', 3000, 'the day taken');
    input.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.getAll().tableData[0].at === '2024-01-03 03:04:05', 3000, 'the new value');
  });

  it('refuses text that does not fit a custom format and keeps the value', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'd', title: '日期', type: 'date' as const, format: 'YYYY/MM/DD' }],
      rows: [{ id: '1', d: '2024/01/02' }],
    });
    const input = (await openEditor(grid, 0, 'd')) as HTMLInputElement;
    await sendKeys({ type: 'x' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => input.getAttribute('aria-invalid') === 'true', 3000, 'the text refused');
    (grid.shadowRoot!.activeElement as HTMLElement).blur();
    await waitFor(() => grid.shadowRoot!.querySelector('.rdg-editor-container') === null, 3000, 'the edit ended');
    expect(grid.getAll().tableData[0].d).to.equal('2024/01/02');
  });

  it('gives datetime columns 200 px', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'at', title: '时间', type: 'datetime' as const }],
      rows: [{ id: '1', at: '' }],
    });
    expect(cell(grid, 0, 'at').getBoundingClientRect().width).to.equal(200);
  });
});

describe('<farm-grid> hidden and disabled columns', () => {
  it('leaves hidden columns out and keeps their values', async () => {
    const grid = await placeGrid({
      columns: [
        { key: 'name', title: '名称' },
        { key: 'secret', title: '秘密', type: 'hidden' as const },
      ],
      rows: [{ id: '1', name: 'a', secret: 's' }],
    });
    expect(all(grid, '[role="columnheader"]').map((header) => header.textContent)).to.not.include('秘密');
    expect(grid.getAll().tableData[0].secret).to.equal('s');
  });

  it('does not open an editor in a disabled column', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'name', title: '名称', disabled: true }],
      rows: [{ id: '1', name: 'a' }],
    });
    await click(cell(grid, 0, 'name'));
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(grid.shadowRoot!.activeElement?.tagName).to.not.equal('INPUT');
  });
});

describe('<farm-grid> linkage columns', () => {
  const CITIES: Record<string, { value: string; text: string }[]> = {
    js: [{ value: 'nj', text: '南京' }],
    zj: [{ value: 'hz', text: '杭州' }],
  };
  const columns = [
    {
      key: 'province',
      title: '省',
      type: 'select' as const,
      options: [
        { value: 'js', text: '江苏' },
        { value: 'zj', text: '浙江' },
      ],
    },
    {
      key: 'city',
      title: '市',
      type: 'select' as const,
      linkageKey: 'province',
      linkageOptions: (province: unknown) => CITIES[String(province)] ?? [],
    },
  ];

  it("empties the child when the parent changes and offers the new parent's options", async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', province: 'js', city: 'nj' }] });
    expect(cellText(grid, 0, 'city')).to.equal('南京');
    await chooseInCell(grid, 0, 'province', '浙江');
    await waitFor(() => grid.getAll().tableData[0].city === '', 3000, 'the city emptied');
    await waitFor(() => all(grid, '[data-popup]').length === 0, 3000, 'the province editor closed');
    const cities = await openListInCell(grid, 0, 'city');
    expect(cities.map((option) => option.textContent)).to.deep.equal(['杭州']);
  });

  it('reports the parent change and the emptied child each with the row as it is after the change', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', province: 'js', city: 'nj' }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    await chooseInCell(grid, 0, 'province', '浙江');
    await waitFor(() => events.length === 2, 3000, 'two farm-cell-change events');
    const byColumn = new Map(events.map(({ detail }) => [(detail as { columnKey: string }).columnKey, detail]));
    expect(byColumn.get('city')).to.deep.equal({
      rowKey: '1',
      columnKey: 'city',
      value: '',
      previousValue: 'nj',
      row: { id: '1', province: 'zj', city: '' },
    });
    expect(byColumn.get('province')).to.deep.equal({
      rowKey: '1',
      columnKey: 'province',
      value: 'zj',
      previousValue: 'js',
      row: { id: '1', province: 'zj', city: '' },
    });
  });
});
