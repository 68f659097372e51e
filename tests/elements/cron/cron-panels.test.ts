import { expect, sendKeys, waitFor } from '../harness';
import {
  choice,
  expressionBox,
  expressionIs,
  focusedInside,
  labelled,
  panelOf,
  place,
  removePlaces,
  retype,
  tab,
  valueBox,
  expectSameNode,
  weekdayButton,
  listboxButtonFocused,
} from './cron-dom';

afterEach(removePlaces);

const inline = (value: string, extra = '') => `<farm-cron mode="inline" value="${value}" ${extra}></farm-cron>`;

describe('the field tabs', () => {
  it('the arrow keys move between 秒 分 时 日 月 周 年', async () => {
    const { cron } = await place(inline('* * * * * ? *'));
    tab(cron.shadowRoot!, '秒').focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expectSameNode(focusedInside(cron), tab(cron.shadowRoot!, '时'), 'focus on 时');
    expect(tab(cron.shadowRoot!, '时').getAttribute('aria-selected')).to.equal('true');
  });
});

describe('the second panel by keyboard: every, range, loop, specify', () => {
  it('the arrow keys move the choice; the chosen range is written at once', async () => {
    const { cron, panel } = await panelOf(inline('* * * * * ? *'), '秒');
    choice(panel(), '每秒').focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(choice(panel(), '区间').checked).to.equal(true);
    await expressionIs(cron, '0-59 * * * * ? *');
  });

  it("Tab reaches the chosen choice's boxes, which take typed numbers", async () => {
    const { cron, panel } = await panelOf(inline('0-59 * * * * ? *'), '秒');
    expect(labelled<HTMLInputElement>(panel(), '循环开始').disabled, 'boxes of other choices are off').to.equal(true);
    choice(panel(), '区间').focus();
    await sendKeys({ press: 'Tab' });
    expectSameNode(focusedInside(cron), labelled(panel(), '区间开始'), 'focus on the range start');
    await retype(labelled(panel(), '区间开始'), '10');
    await sendKeys({ press: 'Tab' });
    await retype(labelled(panel(), '区间结束'), '40');
    await expressionIs(cron, '10-40 * * * * ? *');
  });

  it('a loop interval goes up with ArrowUp', async () => {
    const { cron, panel } = await panelOf(inline('0/5 * * * * ? *'), '秒');
    expect(choice(panel(), '循环').checked).to.equal(true);
    labelled<HTMLInputElement>(panel(), '循环间隔').focus();
    await sendKeys({ press: 'ArrowUp' });
    await expressionIs(cron, '0/6 * * * * ? *');
  });

  it('specify ticks the minimum when nothing is ticked; Space ticks more; the last one cannot be unticked', async () => {
    const { cron, panel } = await panelOf(inline('* * * * * ? *'), '秒');
    choice(panel(), '每秒').focus();
    await sendKeys({ press: 'ArrowUp' });
    expect(choice(panel(), '指定').checked).to.equal(true);
    await expressionIs(cron, '0 * * * * ? *');
    valueBox(panel(), '30').focus();
    await sendKeys({ press: 'Space' });
    await expressionIs(cron, '0,30 * * * * ? *');
    valueBox(panel(), '0').focus();
    await sendKeys({ press: 'Space' });
    await expressionIs(cron, '30 * * * * ? *');
    valueBox(panel(), '30').focus();
    await sendKeys({ press: 'Space' });
    await expressionIs(cron, '0 * * * * ? *');
    expect(valueBox(panel(), '0').checked).to.equal(true);
  });
});

describe('number boxes take whole numbers inside the bounds', () => {
  it('a number past the bound is brought inside it on leaving the box', async () => {
    const { cron, panel } = await panelOf(inline('0-59 * * * * ? *'), '秒');
    await retype(labelled(panel(), '区间结束'), '75');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => labelled<HTMLInputElement>(panel(), '区间结束').value === '59', 3000, 'the bound');
    expect(expressionBox(cron).value).to.equal('0-59 * * * * ? *');
  });

  it('a fraction is not applied while typed, and is rounded on leaving the box', async () => {
    const { cron, panel } = await panelOf(inline('0-59 * * * * ? *'), '秒');
    await retype(labelled(panel(), '区间开始'), '2.6');
    expect(expressionBox(cron).value, 'the whole 2 typed first applies, 2.6 does not').to.equal('2-59 * * * * ? *');
    await sendKeys({ press: 'Tab' });
    await expressionIs(cron, '3-59 * * * * ? *');
  });
});

describe('the minute and hour panels set the coarser fields', () => {
  it('minute set makes second 0', async () => {
    const { cron, panel } = await panelOf(inline('* * * * * ? *'), '分');
    choice(panel(), '每分').focus();
    await sendKeys({ press: 'ArrowUp' });
    await expressionIs(cron, '0 0 * * * ? *');
  });

  it('hour set makes minute 0 and second 0', async () => {
    const { cron, panel } = await panelOf(inline('* * * * * ? *'), '时');
    choice(panel(), '每时').focus();
    await sendKeys({ press: 'ArrowDown' });
    await expressionIs(cron, '0 0 0-23 * * ? *');
  });
});

describe('the day panel: not set, every day, range, loop, workday, last day, last working day, specified days', () => {
  it('offers its choices in that order, with the day/week warning on 不设置', async () => {
    const { panel } = await panelOf(inline('0 0 0 * * ? *'), '日');
    const labels = Array.from(
      panel().querySelectorAll('input[type="radio"]'),
      (radio) => radio.parentElement!.textContent,
    );
    expect(labels.map((label) => label!.slice(0, 3))).to.deep.equal([
      '不设置',
      '每日',
      '区间从',
      '循环从',
      '工作日',
      '最后一',
      '本月最',
      '指定',
    ]);
    expect(labels[0]).to.contain('日和周只能设置其中之一');
  });

  it('workday: the day typed becomes nW', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 * * ? *'), '日');
    choice(panel(), '工作日').focus();
    await sendKeys({ press: 'Space' });
    await expressionIs(cron, '0 0 0 1W * ? *');
    await sendKeys({ press: 'Tab' });
    await retype(labelled(panel(), '工作日最近的日期'), '15');
    await expressionIs(cron, '0 0 0 15W * ? *');
  });

  it('last day writes L, and sets the hour 0 when it was *', async () => {
    const { cron, panel } = await panelOf(inline('0 0 * * * ? *'), '日');
    choice(panel(), '最后一日').focus();
    await sendKeys({ press: 'Space' });
    await expressionIs(cron, '0 0 0 L * ? *');
  });

  it('not set makes the week Sunday, as day and week cannot both be ?', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 * * ? *'), '日');
    choice(panel(), '每日').focus();
    await sendKeys({ press: 'ArrowUp' });
    await expressionIs(cron, '0 0 0 ? * 1 *');
  });

  it('a form no choice shows keeps its text and says so', async () => {
    const { cron, panel } = await panelOf(inline('0 0 12 L-3 * ? *'), '日');
    expect(
      Array.from(panel().querySelectorAll<HTMLInputElement>('input[type="radio"]')).some((radio) => radio.checked),
    ).to.equal(false);
    expect(panel().textContent).to.contain('当前值“L-3”没有对应的选项，可直接在表达式中修改');
    expect(expressionBox(cron).value).to.equal('0 0 12 L-3 * ? *');
  });
});

describe('the week panel: weekdays by name', () => {
  it('range is picked from the weekday lists by keyboard, and makes the day ?', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 * * ? *'), '周');
    choice(panel(), '不设置').focus();
    await sendKeys({ press: 'ArrowDown' });
    await expressionIs(cron, '0 0 0 ? * 2-6 *');
    const to = weekdayButton(panel(), '区间结束');
    expect(to.textContent).to.equal('周五');
    to.focus();
    await waitFor(() => listboxButtonFocused(cron), 3000, 'the list box in place of its stand-in, focused');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => cron.shadowRoot?.querySelector('[role="listbox"]') != null, 3000, 'the weekday list');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await expressionIs(cron, '0 0 0 ? * 2-7 *');
    expect(weekdayButton(panel(), '区间结束').textContent).to.equal('周六');
  });

  it('the day panel is disabled while the week is set, and says why', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 ? * 2-6 *'), '日');
    expect(
      Array.from(panel().querySelectorAll<HTMLInputElement>('input[type="radio"]')).every((radio) => radio.disabled),
    ).to.equal(true);
    expect(panel().textContent).to.contain('已设置“周”，日为“?”（不设置）');
    expect(expressionBox(cron).value).to.equal('0 0 0 ? * 2-6 *');
  });

  it('loop counts days from a weekday', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 ? * 2-6 *'), '周');
    choice(panel(), '区间').focus();
    await sendKeys({ press: 'ArrowDown' });
    await expressionIs(cron, '0 0 0 ? * 2/1 *');
    labelled<HTMLInputElement>(panel(), '循环间隔').focus();
    await sendKeys({ press: 'ArrowUp' });
    await expressionIs(cron, '0 0 0 ? * 2/2 *');
  });

  it('the nth weekday of the month: 1 to 5', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 ? * 2/1 *'), '周');
    choice(panel(), '循环').focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(choice(panel(), '本月第').checked).to.equal(true);
    await expressionIs(cron, '0 0 0 ? * 2#1 *');
    const nth = labelled<HTMLInputElement>(panel(), '第几个');
    expect([nth.min, nth.max]).to.deep.equal(['1', '5']);
    await retype(nth, '3');
    await expressionIs(cron, '0 0 0 ? * 2#3 *');
  });

  it('the last weekday of the month', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 ? * 2#1 *'), '周');
    choice(panel(), '本月第').focus();
    await sendKeys({ press: 'ArrowDown' });
    await expressionIs(cron, '0 0 0 ? * 2L *');
    await sendKeys({ press: 'Tab' });
    expectSameNode(focusedInside(cron), weekdayButton(panel(), '最后一个的星期'), 'focus on the weekday');
    await waitFor(() => listboxButtonFocused(cron), 3000, 'the list box in place of its stand-in, focused');
    expectSameNode(focusedInside(cron), weekdayButton(panel(), '最后一个的星期'), 'focus kept on the weekday');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => cron.shadowRoot?.querySelector('[role="listbox"]') != null, 3000, 'the weekday list');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await expressionIs(cron, '0 0 0 ? * 3L *');
  });

  it('specify ticks weekdays by name; not set gives the day back', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 * * ? *'), '周');
    choice(panel(), '不设置').focus();
    await sendKeys({ press: 'ArrowUp' });
    expect(choice(panel(), '指定').checked).to.equal(true);
    await expressionIs(cron, '0 0 0 ? * 1 *');
    valueBox(panel(), '周三').focus();
    await sendKeys({ press: 'Space' });
    await expressionIs(cron, '0 0 0 ? * 1,4 *');
    choice(panel(), '指定').focus();
    await sendKeys({ press: 'ArrowDown' });
    await expressionIs(cron, '0 0 0 * * ? *');
  });
});

describe('the month and year panels', () => {
  it('month set makes the every-day * into 1', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 * * ? *'), '月');
    choice(panel(), '每月').focus();
    await sendKeys({ press: 'ArrowUp' });
    await expressionIs(cron, '0 0 0 1 1 ? *');
    valueBox(panel(), '6').focus();
    await sendKeys({ press: 'Space' });
    await expressionIs(cron, '0 0 0 1 1,6 ? *');
  });

  it('year range defaults to this year to +100, and makes the month 1', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 * * ? *'), '年');
    choice(panel(), '每年').focus();
    await sendKeys({ press: 'ArrowDown' });
    const year = new Date().getFullYear();
    await expressionIs(cron, `0 0 0 1 1 ? ${year}-${year + 100}`);
  });
});
