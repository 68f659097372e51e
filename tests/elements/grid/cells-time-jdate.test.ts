import type { GridColumn } from '../../../elements/grid';
import { expect, sendKeys, waitFor } from '../harness';
import { all, cellText, openEditor, placeGrid, recordEvents, removePlaces } from './grid-dom';

afterEach(removePlaces);

// widgets spec 3.1 (column types time and jdate) and 5.1 (time HH:mm:ss; date YYYY-MM-DD): how the
// cells show a value, which editor they open, and what a committed edit stores and reports.

/** Sets a native date/time input as its browser picker does: the value, then an input event. */
function pick(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Picks a value and commits it with Enter; waits for the grid's change event. */
async function pickAndCommit(input: HTMLInputElement, value: string, events: readonly unknown[]): Promise<void> {
  const before = events.length;
  pick(input, value);
  await sendKeys({ press: 'Enter' });
  await waitFor(() => events.length === before + 1, 3000, 'the change event');
}

type Change = { rowKey: string; columnKey: string; value: unknown; previousValue: unknown };

describe('<farm-grid> time cells (HH:mm:ss)', () => {
  const columns: GridColumn[] = [{ key: 'at', title: '时刻', type: 'time' }];

  it('shows the stored text as it is', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', at: '08:30:00' }, { id: '2', at: '' }] });
    expect(cellText(grid, 0, 'at')).to.equal('08:30:00');
    expect(cellText(grid, 1, 'at')).to.equal('');
  });

  it("edits in the browser's time picker with seconds, holding the stored value", async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', at: '08:30:00' }] });
    const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
    expect(input.type).to.equal('time');
    expect(input.step, 'seconds can be picked').to.equal('1');
    expect(input.value).to.equal('08:30:00');
  });

  it('stores a picked time with its seconds, reported by farm-cell-change and getAll()', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', at: '08:30:00' }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
    await pickAndCommit(input, '13:45:07', events);
    expect(events[0].detail).to.deep.include({ rowKey: '1', columnKey: 'at', value: '13:45:07', previousValue: '08:30:00' });
    expect(grid.getAll().tableData[0].at).to.equal('13:45:07');
    await waitFor(() => cellText(grid, 0, 'at') === '13:45:07', 3000, 'the new text');
  });

  it('adds the zero seconds the picker leaves out (13:45 is stored as 13:45:00)', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', at: '08:30:00' }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
    await pickAndCommit(input, '13:45', events);
    expect((events[0].detail as Change).value).to.equal('13:45:00');
    expect(grid.getAll().tableData[0].at).to.equal('13:45:00');
  });

  it('stores HH:mm:ss when the time is changed from the keyboard', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', at: '08:30:00' }] });
    await openEditor(grid, 0, 'at');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => grid.getAll().tableData[0].at !== '08:30:00', 3000, 'a new value');
    expect(String(grid.getAll().tableData[0].at)).to.match(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
  });

  it('a picker emptied stores the empty text', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', at: '08:30:00' }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
    await pickAndCommit(input, '', events);
    expect((events[0].detail as Change).value).to.equal('');
    expect(grid.getAll().tableData[0].at).to.equal('');
  });

  describe('with a custom format (HH:mm)', () => {
    const custom: GridColumn[] = [{ key: 'at', title: '时刻', type: 'time', format: 'HH:mm' }];

    it('edits in a text box showing the format, and stores text that fits it', async () => {
      const grid = await placeGrid({ columns: custom, rows: [{ id: '1', at: '' }] });
      const events = recordEvents(grid, ['farm-cell-change']);
      const input = (await openEditor(grid, 0, 'at')) as HTMLInputElement;
      expect(input.type).to.equal('text');
      expect(input.placeholder).to.equal('HH:mm');
      await sendKeys({ type: '09:15' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => events.length === 1, 3000, 'the change event');
      expect((events[0].detail as Change).value).to.equal('09:15');
      expect(grid.getAll().tableData[0].at).to.equal('09:15');
    });

    it('drops text that does not fit the format or is no time of day', async () => {
      const grid = await placeGrid({ columns: custom, rows: [{ id: '1', at: '09:15' }, { id: '2', at: '09:15' }] });
      const events = recordEvents(grid, ['farm-cell-change']);
      await openEditor(grid, 0, 'at');
      await sendKeys({ type: '9' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => events.length === 1, 3000, 'the first change');
      expect(events[0].detail).to.deep.include({ rowKey: '1', value: '', previousValue: '09:15' });
      await openEditor(grid, 1, 'at');
      for (let count = 0; count < 5; count += 1) await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: '24:00' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => events.length === 2, 3000, 'the second change');
      expect(events[1].detail).to.deep.include({ rowKey: '2', value: '', previousValue: '09:15' });
      expect(grid.getAll().tableData.map((row) => row.at)).to.deep.equal(['', '']);
    });
  });
});

describe('<farm-grid> jdate cells (a date, YYYY-MM-DD)', () => {
  const columns: GridColumn[] = [{ key: 'd', title: '日期', type: 'jdate' }];

  it('shows the stored date', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', d: '2024-03-05' }] });
    expect(cellText(grid, 0, 'd')).to.equal('2024-03-05');
  });

  it("edits in the browser's date picker and stores YYYY-MM-DD, reported by farm-cell-change", async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', d: '2024-03-05' }] });
    const events = recordEvents(grid, ['farm-cell-change']);
    const input = (await openEditor(grid, 0, 'd')) as HTMLInputElement;
    expect(input.type).to.equal('date');
    expect(input.value).to.equal('2024-03-05');
    await pickAndCommit(input, '2025-12-31', events);
    expect(events[0].detail).to.deep.include({ rowKey: '1', columnKey: 'd', value: '2025-12-31', previousValue: '2024-03-05' });
    expect(grid.getAll().tableData[0].d).to.equal('2025-12-31');
    await waitFor(() => cellText(grid, 0, 'd') === '2025-12-31', 3000, 'the new text');
  });

  it('with a custom format stores fitting text and drops a day the calendar lacks', async () => {
    const grid = await placeGrid({
      columns: [{ key: 'd', title: '日期', type: 'jdate', format: 'YYYY/MM/DD' }],
      rows: [{ id: '1', d: '' }, { id: '2', d: '' }],
    });
    const events = recordEvents(grid, ['farm-cell-change']);
    const input = (await openEditor(grid, 0, 'd')) as HTMLInputElement;
    expect(input.type).to.equal('text');
    await sendKeys({ type: '2024/02/29' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => events.length === 1, 3000, 'the leap day stored');
    expect(grid.getAll().tableData[0].d).to.equal('2024/02/29');
    await openEditor(grid, 1, 'd');
    await sendKeys({ type: '2023/02/29' });
    await sendKeys({ press: 'Enter' });
    // Dropped: it normalises to the empty text the cell already held, so nothing changes.
    await waitFor(() => grid.shadowRoot!.activeElement?.tagName !== 'INPUT', 3000, 'the editor closed');
    expect(grid.getAll().tableData[1].d).to.equal('');
    expect(events).to.have.length(1);
  });

  it('is at least 135 px wide, like a date column (spec 5.2)', async () => {
    // Nine columns in a 900 px grid share out less than 135 px each.
    const many: GridColumn[] = Array.from({ length: 8 }, (_, index) => ({ key: `k${index}`, title: `列${index}` }));
    const grid = await placeGrid({ columns: [...many, { key: 'd', title: '日期', type: 'jdate' }], rows: [{ id: '1' }] });
    const header = () => all(grid, '[role="columnheader"]').find((candidate) => candidate.textContent === '日期');
    await waitFor(() => header() !== undefined, 3000, 'the 日期 header');
    expect(Math.round(header()!.getBoundingClientRect().width)).to.equal(135);
    expect(Math.round(all(grid, '[role="columnheader"]')[0].getBoundingClientRect().width), 'the others').to.equal(120);
  });
});
