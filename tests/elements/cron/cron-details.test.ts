import { expect, sendKeys } from '../harness';
import { activePanel, choice, click, expressionBox, expressionIs, panelOf, removePlaces, tab } from './cron-dom';

afterEach(removePlaces);

const inline = (value: string) => `<farm-cron mode="inline" value="${value}"></farm-cron>`;
const radios = (panel: ParentNode) => Array.from(panel.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
/** The label of the checked radio, if any. */
const checkedChoice = (panel: ParentNode) =>
  radios(panel).find((radio) => radio.checked)?.parentElement?.textContent ?? null;

describe('the last working day of the month (LW)', () => {
  it('an LW expression is shown on the day panel as 本月最后一个工作日, and kept as it is', async () => {
    const { cron, panel } = await panelOf(inline('0 0 12 LW * ?'), '日');
    expect(choice(panel(), '本月最后一个工作日').checked).to.equal(true);
    expect(panel().textContent).to.not.contain('没有对应的选项');
    expect(expressionBox(cron).value).to.equal('0 0 12 LW * ?');
  });

  it('choosing 本月最后一个工作日 writes LW', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 L * ? *'), '日');
    choice(panel(), '最后一日').focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(choice(panel(), '本月最后一个工作日').checked).to.equal(true);
    await expressionIs(cron, '0 0 0 LW * ? *');
  });

  it('another panel changed leaves LW as it was', async () => {
    const { cron, panel } = await panelOf(inline('0 0 12 LW * ?'), '分');
    choice(panel(), '指定').focus();
    await sendKeys({ press: 'ArrowUp' });
    await expressionIs(cron, '0 0/1 12 LW * ?');
  });

  it('L-n still has no choice and stays as typed', async () => {
    const { cron, panel } = await panelOf(inline('0 0 12 L-2 * ?'), '日');
    expect(checkedChoice(panel())).to.equal(null);
    expect(expressionBox(cron).value).to.equal('0 0 12 L-2 * ?');
  });
});

describe('a locked or unused day and week show what the expression has', () => {
  it('the day panel locked by the week shows 不设置, not its old choice, and gets it back', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 L * ? *'), '周');
    choice(panel(), '不设置').focus();
    await sendKeys({ press: 'ArrowUp' });
    await expressionIs(cron, '0 0 0 ? * 1 *');

    await click(tab(cron.shadowRoot!, '日'));
    const day = activePanel(cron.shadowRoot!);
    expect(radios(day).every((radio) => radio.disabled)).to.equal(true);
    expect(checkedChoice(day)).to.match(/^不设置/);

    await click(tab(cron.shadowRoot!, '周'));
    choice(activePanel(cron.shadowRoot!), '指定').focus();
    await sendKeys({ press: 'ArrowDown' });
    await expressionIs(cron, '0 0 0 L * ? *');
    await click(tab(cron.shadowRoot!, '日'));
    expect(checkedChoice(activePanel(cron.shadowRoot!))).to.equal('最后一日');
  });

  it('a day form no choice shows is not announced while the week locks the day', async () => {
    const { cron, panel } = await panelOf(inline('0 0 0 L-2 * ? *'), '周');
    choice(panel(), '不设置').focus();
    await sendKeys({ press: 'ArrowDown' });
    await expressionIs(cron, '0 0 0 ? * 2-6 *');
    await click(tab(cron.shadowRoot!, '日'));
    const day = activePanel(cron.shadowRoot!);
    expect(checkedChoice(day)).to.match(/^不设置/);
    expect(day.textContent).to.not.contain('L-2');
  });

  it('the week panel shows 不设置 while the day is used', async () => {
    const { cron, panel } = await panelOf(inline('0 0 12 LW * ?'), '周');
    expect(checkedChoice(panel())).to.match(/^不设置/);
    choice(panel(), '不设置').focus();
    await sendKeys({ press: 'ArrowDown' });
    await expressionIs(cron, '0 0 12 ? * 2-6');
    choice(panel(), '区间').focus();
    await sendKeys({ press: 'ArrowUp' });
    await expressionIs(cron, '0 0 12 LW * ?');
    expect(checkedChoice(panel())).to.match(/^不设置/);
  });
});
