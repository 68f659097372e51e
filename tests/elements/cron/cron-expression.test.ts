import { expect, settle, waitFor } from '../harness';
import {
  activePanel,
  choice,
  click,
  expressionBox,
  expressionIs,
  inside,
  labelled,
  panelOf,
  place,
  removePlaces,
  retype,
  tab,
} from './cron-dom';

afterEach(removePlaces);

const errorText = (cron: Element) => cron.shadowRoot!.querySelector('[part~="error"]')?.textContent ?? null;

describe('the expression box', () => {
  it('typed text that Quartz accepts is shown in the panels', async () => {
    const { cron } = await place('<farm-cron mode="inline" value="0 0 12 * * ?"></farm-cron>');
    await retype(expressionBox(cron), '0 10-20 12 * * ?');
    await click(tab(cron.shadowRoot!, '分'));
    const panel = activePanel(cron.shadowRoot!);
    await waitFor(() => choice(panel, '区间').checked, 3000, 'the range chosen');
    expect(labelled<HTMLInputElement>(panel, '区间开始').value).to.equal('10');
    expect(labelled<HTMLInputElement>(panel, '区间结束').value).to.equal('20');
  });

  it('invalid text shows the reason beside it and keeps the text as typed', async () => {
    const { cron } = await place('<farm-cron mode="inline" value="0 0 12 * * ?"></farm-cron>');
    await retype(expressionBox(cron), '0 0 24 * * ?');
    await waitFor(() => errorText(cron) !== null, 3000, 'the reason');
    expect(errorText(cron)).to.equal('“时”字段：“24”超出范围 0-23');
    expect(expressionBox(cron).value).to.equal('0 0 24 * * ?');
    expect(expressionBox(cron).getAttribute('aria-invalid')).to.equal('true');
    expect(expressionBox(cron).getAttribute('aria-describedby')).to.equal(inside(cron, '[part~="error"]').id);
  });

  it('invalid text leaves the panels as they were; valid text again clears the reason', async () => {
    const { cron } = await place('<farm-cron mode="inline" value="0 0 12 * * ?"></farm-cron>');
    await retype(expressionBox(cron), '0 0 12 * * ? 2030-20');
    await waitFor(() => errorText(cron) === '“年”字段：“2030-20”的结束早于开始', 3000, 'the reason');
    await click(tab(cron.shadowRoot!, '时'));
    expect(choice(activePanel(cron.shadowRoot!), '指定').checked).to.equal(true);
    await retype(expressionBox(cron), '0 0 12 * * ? 2030-2040');
    await waitFor(() => errorText(cron) === null, 3000, 'no reason');
  });

  it('counts the fields when there are too few', async () => {
    const { cron } = await place('<farm-cron value="0 0"></farm-cron>');
    await waitFor(() => errorText(cron) === '字段数量不对：需要 6-7 个字段，实际 2 个', 3000, 'the field count');
  });
});

describe('unparseable text falls back to every', () => {
  it('a field that does not parse shows every; the text stays until a panel is used', async () => {
    const { cron, panel } = await panelOf('<farm-cron mode="inline" value="0 0 12 x * ?"></farm-cron>', '日');
    expect(choice(panel(), '每日').checked).to.equal(true);
    expect(expressionBox(cron).value).to.equal('0 0 12 x * ?');
    expect(errorText(cron)).to.equal('“日”字段：无法识别“X”');
    await click(tab(cron.shadowRoot!, '分'));
    await click(choice(activePanel(cron.shadowRoot!), '区间'));
    await expressionIs(cron, '0 0-59 12 * * ?');
    await settle();
    expect(errorText(cron)).to.equal(null);
  });
});
