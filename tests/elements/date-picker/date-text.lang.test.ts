// Run once with the browser's language en-US and once zh-CN (wtr.config.mjs, the lang-* groups):
// dates show in the spec's formats, not in the browser's, in the picker element, the grid's date
// cell and a list's date range filter.
import '../../../elements/grid/element';
import '../../../elements/list/element';
import { expect, sendKeys, waitFor } from '../harness';
import { cellText, openEditor, placeGrid, removePlaces as removeGrids } from '../grid/grid-dom';
import { listBackend, machines, resetBackend } from '../list/list-backend';
import { all, button, click, placeList, removePlaces as removeLists } from '../list/farm-list-dom';
import { boxes, placePicker, removePickers } from './date-picker-dom';

afterEach(() => {
  removePickers();
  removeGrids();
  removeLists();
  resetBackend();
});

const browserLanguage = navigator.language;

describe(`dates in the spec's formats with the browser's language ${browserLanguage}`, () => {
  it('runs in a browser whose own date text is not the spec format', () => {
    expect(['en-US', 'zh-CN']).to.include(browserLanguage);
    expect(new Intl.DateTimeFormat().resolvedOptions().locale).to.equal(browserLanguage);
    expect(new Date(2026, 10, 27).toLocaleDateString()).to.not.equal('2026-11-27');
  });

  it('<farm-date-picker> shows YYYY-MM-DD and YYYY-MM-DD HH:mm:ss, also after a pick', async () => {
    const date = await placePicker('value="2026-11-27"');
    expect(boxes(date)[0].value).to.equal('2026-11-27');
    const datetime = await placePicker('type="datetime" value="2026-11-27 18:30:00"');
    expect(boxes(datetime)[0].value).to.equal('2026-11-27 18:30:00');
    boxes(date)[0].focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(
      () => date.shadowRoot!.activeElement?.getAttribute('data-day') === '2026-11-27',
      3000,
      'the calendar on the day',
    );
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => boxes(date)[0].value === '2026-11-28', 3000, 'the next day in the box');
  });

  it("the grid's date cell shows and edits YYYY-MM-DD", async () => {
    const grid = await placeGrid({
      columns: [{ key: 'd', title: '日期', type: 'date' }],
      rows: [{ id: '1', d: '2026-11-27' }],
    });
    expect(cellText(grid, 0, 'd')).to.equal('2026-11-27');
    const box = (await openEditor(grid, 0, 'd')) as HTMLInputElement;
    expect(box.type).to.equal('text');
    expect(box.value).to.equal('2026-11-27');
  });

  it("a list's date range filter shows both ends as YYYY-MM-DD and sends them so", async () => {
    const backend = listBackend(machines(5));
    const fields = JSON.stringify([{ field: 'createTime', title: '创建时间', mode: 'range', type: 'date' }]);
    const list = await placeList(`query-fields='${fields}'`);
    const [begin, end] = all<HTMLInputElement>(list, 'form[role="search"] [role="group"] input[role="combobox"]');
    await click(begin);
    await sendKeys({ type: '2026-01-05' });
    await click(end);
    const day = () => list.shadowRoot!.querySelector<HTMLElement>('[data-picker-panel] button[data-day="2026-01-20"]');
    await waitFor(() => day() !== null, 3000, 'the end calendar');
    await click(day()!);
    expect([begin.value, end.value]).to.deep.equal(['2026-01-05', '2026-01-20']);
    await click(button(list, '查询'));
    await waitFor(
      () => backend.listCalls().some((call) => call.createTime_begin !== undefined),
      3000,
      'the range sent',
    );
    expect(backend.listCalls().at(-1)).to.include({ createTime_begin: '2026-01-05', createTime_end: '2026-01-20' });
  });
});
