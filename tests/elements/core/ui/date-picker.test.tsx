import { setLocale } from '../../../../elements/core/i18n';
import { DatePicker, DateRangePicker, type DatePickerProps, type DateRange } from '../../../../elements/core/ui';
import { expectAccessible } from '../../a11y';
import { expect, sendKeys, waitFor } from '../../harness';
import { byText, click, mount, unmountAll, type Mounted } from './mount';

afterEach(unmountAll);

const box = (view: Mounted) => view.$<HTMLInputElement>('input[role="combobox"]');
const panel = (view: Mounted) => view.$$('[data-picker-panel]')[0] ?? null;
const dayButton = (view: Mounted, day: string) =>
  view.$<HTMLButtonElement>(`[data-picker-panel] button[data-day="${day}"]`);
const headerCells = (view: Mounted) => view.$$('[data-picker-panel] th').map((cell) => cell.textContent);

function picker(props: DatePickerProps & { changes: string[] }): Mounted {
  const { changes, ...rest } = props;
  return mount(<DatePicker aria-label="作业日期" {...rest} onChange={(value) => changes.push(value)} />);
}

/** Scrolls a time column to the value, as a user does, and clicks it. */
async function clickTime(view: Mounted, unit: string, value: string): Promise<void> {
  const option = byText(view.$(`[role="listbox"][aria-label="${unit}"]`), value, '[role="option"]');
  option.scrollIntoView({ block: 'nearest' });
  await click(option);
}

async function openByKeyboard(view: Mounted): Promise<void> {
  box(view).focus();
  await sendKeys({ press: 'ArrowDown' });
  await waitFor(() => panel(view) !== null, 3000, 'the panel');
  await waitFor(() => view.focused()?.getAttribute('tabindex') === '0', 3000, 'the focus on the active cell');
}

describe('DatePicker: typed text in the spec format', () => {
  it('takes a complete YYYY-MM-DD as the value at once', async () => {
    const changes: string[] = [];
    const view = picker({ changes });
    box(view).focus();
    await sendKeys({ type: '2026-11-27' });
    expect(changes).to.deep.equal(['2026-11-27']);
    expect(box(view).value).to.equal('2026-11-27');
    expect(panel(view), 'the panel steps aside once the date is typed in full').to.equal(null);
  });

  it('says how to write a date it cannot read, and puts the value back when the focus leaves', async () => {
    const changes: string[] = [];
    const view = picker({ changes, defaultValue: '2026-01-05' });
    box(view).focus();
    box(view).select();
    await sendKeys({ type: '11/27/2026' });
    await waitFor(() => panel(view) !== null);
    expect(panel(view)!.querySelector('[role="alert"]')?.textContent).to.equal('请按 YYYY-MM-DD 格式输入');
    expect(box(view).getAttribute('aria-invalid')).to.equal('true');
    box(view).blur();
    await waitFor(() => box(view).value === '2026-01-05', 3000, 'the value back');
    expect(changes).to.deep.equal([]);
  });

  it('refuses a day outside min and max', async () => {
    const changes: string[] = [];
    const view = picker({ changes, min: '2026-03-01', max: '2026-03-31' });
    box(view).focus();
    await sendKeys({ type: '2026-04-01' });
    await waitFor(() => panel(view) !== null);
    expect(panel(view)!.querySelector('[role="alert"]')?.textContent).to.equal('不可选择该日期');
    expect(changes).to.deep.equal([]);
  });
});

describe('DatePicker: keyboard', () => {
  it('ArrowDown opens on the chosen day; arrows move a day, Page Down a month; Enter picks and returns the focus', async () => {
    const changes: string[] = [];
    const view = picker({ changes, defaultValue: '2026-01-31' });
    await openByKeyboard(view);
    expect(view.focused()?.getAttribute('data-day')).to.equal('2026-01-31');
    await sendKeys({ press: 'ArrowRight' });
    expect(view.focused()?.getAttribute('data-day')).to.equal('2026-02-01');
    await sendKeys({ press: 'PageDown' });
    expect(view.focused()?.getAttribute('data-day')).to.equal('2026-03-01');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'PageUp' });
    expect(view.focused()?.getAttribute('data-day')).to.equal('2026-02-08');
    await sendKeys({ press: 'Enter' });
    expect(changes).to.deep.equal(['2026-02-08']);
    await waitFor(() => panel(view) === null, 3000, 'the panel to close');
    expect(view.focused()).to.equal(box(view));
  });

  it('Escape closes without choosing and gives the focus back to the box', async () => {
    const changes: string[] = [];
    const view = picker({ changes, defaultValue: '2026-01-31' });
    await openByKeyboard(view);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => panel(view) === null, 3000, 'the panel to close');
    expect(view.focused()).to.equal(box(view));
    expect(changes).to.deep.equal([]);
    expect(box(view).value).to.equal('2026-01-31');
  });
});

describe('DatePicker: the week by locale', () => {
  afterEach(() => setLocale('zh-CN'));

  it('starts on Monday in zh-CN and on Sunday in en, with the texts of the catalogue', async () => {
    const view = picker({ changes: [], defaultValue: '2026-11-15' });
    await openByKeyboard(view);
    expect(headerCells(view)).to.deep.equal(['一', '二', '三', '四', '五', '六', '日']);
    expect(view.$('[data-picker-panel] [data-title]').textContent).to.equal('2026年11月');
    setLocale('en');
    await waitFor(() => headerCells(view)[0] === 'Su', 3000, 'the English week');
    expect(headerCells(view)).to.deep.equal(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(view.$('[data-picker-panel] [data-title]').textContent).to.equal('Nov 2026');
    expect(box(view).value).to.equal('2026-11-15');
  });
});

describe('DatePicker: min, max, disabled days and clearing', () => {
  it('marks the days that cannot be chosen and ignores a click on them', async () => {
    const changes: string[] = [];
    const view = picker({
      changes,
      defaultValue: '2026-03-10',
      min: '2026-03-05',
      max: '2026-03-20',
      disabledDate: (day) => day === '2026-03-12',
    });
    await click(view.$('button[aria-label^="打开选择面板"]'));
    await waitFor(() => panel(view) !== null);
    expect(dayButton(view, '2026-03-04').getAttribute('aria-disabled')).to.equal('true');
    expect(dayButton(view, '2026-03-21').getAttribute('aria-disabled')).to.equal('true');
    expect(dayButton(view, '2026-03-12').getAttribute('aria-disabled')).to.equal('true');
    expect(dayButton(view, '2026-03-13').hasAttribute('aria-disabled')).to.equal(false);
    await click(dayButton(view, '2026-03-12'));
    expect(changes).to.deep.equal([]);
    await click(dayButton(view, '2026-03-13'));
    expect(changes).to.deep.equal(['2026-03-13']);
  });

  it('empties the value with its clear button', async () => {
    const changes: string[] = [];
    const view = picker({ changes, defaultValue: '2026-03-10' });
    await click(view.$('button[aria-label="清除"]'));
    expect(changes).to.deep.equal(['']);
    expect(box(view).value).to.equal('');
  });
});

describe('DatePicker: datetime, time, month and year', () => {
  it('a datetime takes a day and a time and is written YYYY-MM-DD HH:mm:ss on OK; at least 190 px wide', async () => {
    const changes: string[] = [];
    const view = picker({ changes, kind: 'datetime', defaultValue: '2026-05-01 08:00:00', style: { width: 100 } });
    expect(view.$('[data-picker-root]').getBoundingClientRect().width).to.equal(190);
    await click(view.$('button[aria-label^="打开选择面板"]'));
    await waitFor(() => panel(view) !== null);
    await click(dayButton(view, '2026-05-02'));
    await clickTime(view, '时', '14');
    await clickTime(view, '秒', '09');
    expect(box(view).value).to.equal('2026-05-02 14:00:09');
    expect(changes).to.deep.equal([]);
    await click(byText(panel(view)!, '确定', 'button'));
    expect(changes).to.deep.equal(['2026-05-02 14:00:09']);
    await waitFor(() => panel(view) === null);
  });

  it('a date is at least 135 px wide', () => {
    const view = picker({ changes: [], style: { width: 60 } });
    expect(view.$('[data-picker-root]').getBoundingClientRect().width).to.equal(135);
  });

  it('a time walks its columns with the arrows and is written HH:mm:ss', async () => {
    const changes: string[] = [];
    const view = picker({ changes, kind: 'time', defaultValue: '09:30:00' });
    await click(view.$('button[aria-label^="打开选择面板"]'));
    await waitFor(() => panel(view) !== null);
    const hours = view.$('[role="listbox"][aria-label="时"]');
    const chosen = hours.querySelector('[aria-selected="true"]')!;
    expect(chosen.textContent).to.equal('09');
    await waitFor(
      () => Math.abs(chosen.getBoundingClientRect().top - hours.getBoundingClientRect().top) < 1,
      3000,
      'the chosen hour at the top of its column',
    );
    (hours.querySelector('[tabindex="0"]') as HTMLElement).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(box(view).value).to.equal('11:30:00');
    await click(byText(panel(view)!, '确定', 'button'));
    expect(changes).to.deep.equal(['11:30:00']);
  });

  it('a month is chosen from the months of a year, a year from a decade', async () => {
    const months: string[] = [];
    const monthView = picker({ changes: months, kind: 'month', defaultValue: '2026-05' });
    await click(monthView.$('button[aria-label^="打开选择面板"]'));
    await waitFor(() => panel(monthView) !== null);
    await click(byText(panel(monthView)!, '8月', 'button'));
    expect(months).to.deep.equal(['2026-08']);
    const years: string[] = [];
    const yearView = picker({ changes: years, kind: 'year', defaultValue: '2026' });
    await click(yearView.$('button[aria-label^="打开选择面板"]'));
    await waitFor(() => panel(yearView) !== null);
    await click(byText(panel(yearView)!, '2028', 'button'));
    expect(years).to.deep.equal(['2028']);
  });

  it('a date panel climbs to months and years from its title and comes back down', async () => {
    const changes: string[] = [];
    const view = picker({ changes, defaultValue: '2026-05-20' });
    await click(view.$('button[aria-label^="打开选择面板"]'));
    await waitFor(() => panel(view) !== null);
    await click(view.$('[data-picker-panel] [data-title]'));
    await click(view.$('[data-picker-panel] [data-title]'));
    await click(byText(panel(view)!, '2024', 'button'));
    await click(byText(panel(view)!, '2月', 'button'));
    await click(dayButton(view, '2024-02-29'));
    expect(changes).to.deep.equal(['2024-02-29']);
  });
});

describe('DateRangePicker', () => {
  it('keeps the start before the end: each end bounds the other', async () => {
    const changes: DateRange[] = [];
    const view = mount(
      <DateRangePicker
        aria-label="创建时间"
        defaultValue={['2026-03-10', '2026-03-20']}
        onChange={(range) => changes.push(range)}
      />,
    );
    const [start, end] = view.$$<HTMLInputElement>('input[role="combobox"]');
    expect(start.getAttribute('aria-label')).to.equal('创建时间 开始日期');
    expect(end.getAttribute('aria-label')).to.equal('创建时间 结束日期');
    await click(end);
    await waitFor(() => panel(view) !== null);
    expect(dayButton(view, '2026-03-09').getAttribute('aria-disabled')).to.equal('true');
    await click(dayButton(view, '2026-03-25'));
    expect(changes).to.deep.equal([['2026-03-10', '2026-03-25']]);
    await click(start);
    await waitFor(() => panel(view) !== null);
    expect(dayButton(view, '2026-03-26').getAttribute('aria-disabled')).to.equal('true');
  });

  it("an empty end opens on the start's month, and an empty picker on the first month min allows", async () => {
    const range = mount(<DateRangePicker defaultValue={['2021-03-10', '']} />);
    await click(range.$$<HTMLInputElement>('input[role="combobox"]')[1]);
    await waitFor(() => panel(range) !== null);
    expect(range.$('[data-picker-panel] [data-title]').textContent).to.equal('2021年3月');
    const later = picker({ changes: [], min: '2099-06-15' });
    await click(box(later));
    await waitFor(() => panel(later) !== null);
    expect(later.$('[data-picker-panel] [data-title]').textContent).to.equal('2099年6月');
  });
});

// Colour contrast is checked on <farm-date-picker>, whose host carries the theme's switch.
describe('DatePicker: accessibility', () => {
  for (const kind of ['date', 'datetime', 'time', 'month', 'year'] as const) {
    it(`a ${kind} picker has no serious or critical axe finding, closed and open`, async () => {
      const view = picker({ changes: [], kind, min: '2020-03-05' });
      await expectAccessible(view.host);
      await openByKeyboard(view);
      await expectAccessible(view.host);
    });
  }
});
