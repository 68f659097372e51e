import type { GridColumn } from '../../../elements/grid';
import { expect, sendKeys, waitFor } from '../harness';
import { all, cellText, openEditor, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

// widgets spec 3.1 (column types time and jdate) and 5.1 (time HH:mm:ss; date YYYY-MM-DD): how the
// cells show a value, how their picker edits it, and what a committed edit stores and reports.

/** The picker's panel in the grid's shadow root, once open. */
const pickerPanel = (grid: Element) => grid.shadowRoot!.querySelector<HTMLElement>('[data-picker-panel]');

/** Replaces the box's text by typing, as a user does; a complete text in the format is the value at once. */
async function retype(input: HTMLInputElement, text: string): Promise<void> {
  input.select();
  if (text === '') await sendKeys({ press: 'Backspace' });
  else await sendKeys({ type: text });
}

type Change = { rowKey: string; columnKey: string; value: unknown; previousValue: unknown };

describe('<farm-grid> time cells (HH:mm:ss)', () => {
  const columns: GridColumn[] = [{ key: 'at', title: '时刻', type: 'time' }];

  it('shows the stored text as it is', async () => {
    const grid = await placeGrid({
      columns,
      rows: [
        { id: '1', at: '08:30:00' },
        { id: '2', at: '' },
      ],
    });
    expect(cellText(grid, 0, 'at')).to.equal('08:30:00');
    expect(cellText(grid, 1, 'at')).to.equal('');
  });

  it("edits in the product's picker, whatever the browser's language, holding the stored value", async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', at: '08:30:00' }] });
    const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
    expect(input.type).to.equal('text');
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(input.value).to.equal('08:30:00');
  });

  it('stores a time typed with its seconds, reported by farm-cell-change and getAll()', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', at: '08:30:00' }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
    await retype(input, '13:45:07');
    await waitFor(() => events.length === 1, 3000, 'the change event');
    expect(events[0].detail).to.deep.include({
      rowKey: '1',
      columnKey: 'at',
      value: '13:45:07',
      previousValue: '08:30:00',
    });
    expect(grid.getAll().tableData[0].at).to.equal('13:45:07');
    await waitFor(() => cellText(grid, 0, 'at') === '13:45:07', 3000, 'the new text');
  });

  it('stores HH:mm:ss chosen in the hour, minute and second columns with the keyboard', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', at: '08:30:00' }] });
    const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => pickerPanel(grid) !== null, 3000, 'the clock');
    pickerPanel(grid)!.querySelector<HTMLElement>('[role="listbox"][aria-label="时"] [tabindex="0"]')!.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => input.value === '07:30:00', 3000, 'an hour earlier');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.getAll().tableData[0].at === '07:30:00', 3000, 'the time stored on 确定');
  });

  it('a picker emptied stores the empty text', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', at: '08:30:00' }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
    await retype(input, '');
    await waitFor(() => events.length === 1, 3000, 'the change event');
    expect((events[0].detail as Change).value).to.equal('');
    expect(grid.getAll().tableData[0].at).to.equal('');
  });

  describe('with a custom format (HH:mm)', () => {
    const custom: GridColumn[] = [{ key: 'at', title: '时刻', type: 'time', format: 'HH:mm' }];

    it('edits in the picker in the format, and stores text that fits it', async () => {
      const grid = await placeGrid({ columns: custom, rows: [{ id: '1', at: '' }] });
      const events = recordEvents(grid, ['farm-cell-change']);
      await openEditor(grid, 0, 'at');
      await sendKeys({ type: '09:1' });
      await sendKeys({ press: 'Enter' });
      expect(events, 'an incomplete text is not stored').to.have.length(0);
      await sendKeys({ type: '5' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => events.length === 1, 3000, 'the change event');
      expect((events[0].detail as Change).value).to.equal('09:15');
      expect(grid.getAll().tableData[0].at).to.equal('09:15');
    });

    it('refuses text that does not fit the format or is no time of day: the cell keeps its value', async () => {
      const grid = await placeGrid({ columns: custom, rows: [{ id: '1', at: '09:15' }] });
      const events = recordEvents(grid, ['farm-cell-change']);
      const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
      for (const text of ['9', '24:00']) {
        await retype(input, text);
        await sendKeys({ press: 'Enter' });
        await waitFor(() => pickerPanel(grid)?.querySelector('[role="alert"]') != null, 3000, 'the reason');
        expect(pickerPanel(grid)!.querySelector('[role="alert"]')!.textContent).to.equal('请按 HH:mm 格式输入');
      }
      await sendKeys({ press: 'Escape' });
      await waitFor(() => pickerPanel(grid) === null, 3000, 'the panel closed');
      expect(input.value, 'the text put back').to.equal('09:15');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => grid.shadowRoot!.activeElement?.tagName !== 'INPUT', 3000, 'the edit cancelled');
      expect(events).to.have.length(0);
      expect(grid.getAll().tableData[0].at).to.equal('09:15');
    });
  });
});

describe('<farm-grid> jdate cells (a date, YYYY-MM-DD)', () => {
  const columns: GridColumn[] = [{ key: 'd', title: '日期', type: 'jdate' }];

  it('shows the stored date', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', d: '2024-03-05' }] });
    expect(cellText(grid, 0, 'd')).to.equal('2024-03-05');
  });

  it('edits in the picker and stores the day clicked as YYYY-MM-DD, reported by farm-cell-change', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', d: '2024-03-05' }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    const input = (await openEditor(grid, 0, 'd')) as HTMLInputElement;
    expect(input.value).to.equal('2024-03-05');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => pickerPanel(grid) !== null, 3000, 'the calendar');
    await sendKeys({ press: 'PageDown' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => events.length === 1, 3000, 'the change event');
    expect(events[0].detail).to.deep.include({
      rowKey: '1',
      columnKey: 'd',
      value: '2024-04-05',
      previousValue: '2024-03-05',
    });
    expect(grid.getAll().tableData[0].d).to.equal('2024-04-05');
    await waitFor(() => cellText(grid, 0, 'd') === '2024-04-05', 3000, 'the new text');
  });

  it('with a custom format stores fitting text and refuses a day the calendar lacks', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'd', title: '日期', type: 'jdate', format: 'YYYY/MM/DD' }],
      rows: [
        { id: '1', d: '' },
        { id: '2', d: '' },
      ],
    });
    const events = recordEvents(grid, ['farm-cell-change']);
    await openEditor(grid, 0, 'd');
    await sendKeys({ type: '2024/02/29' });
    await waitFor(() => events.length === 1, 3000, 'the leap day stored');
    expect(grid.getAll().tableData[0].d).to.equal('2024/02/29');
    await openEditor(grid, 1, 'd');
    await sendKeys({ type: '2023/02/29' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => pickerPanel(grid)?.querySelector('[role="alert"]') != null, 3000, 'the reason');
    expect(pickerPanel(grid)!.querySelector('[role="alert"]')!.textContent).to.equal('请按 YYYY/MM/DD 格式输入');
    expect(grid.getAll().tableData[1].d).to.equal('');
    expect(events).to.have.length(1);
  });

  it('is at least 135 px wide, like a date column (spec 5.2)', async () => {
    // Nine columns in a 900 px grid share out less than 135 px each.
    const many: GridColumn[] = Array.from({ length: 8 }, (_, index) => ({ key: `k${index}`, title: `列${index}` }));
    const grid = await placeGrid({
      columns: [...many, { key: 'd', title: '日期', type: 'jdate' }],
      rows: [{ id: '1' }],
    });
    const header = () => all(grid, '[role="columnheader"]').find((candidate) => candidate.textContent === '日期');
    await waitFor(() => header() !== undefined, 3000, 'the 日期 header');
    expect(Math.round(header()!.getBoundingClientRect().width)).to.equal(135);
    expect(Math.round(all(grid, '[role="columnheader"]')[0].getBoundingClientRect().width), 'the others').to.equal(120);
  });
});
