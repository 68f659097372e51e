import { expect, waitFor } from '../harness';
import {
  activePanel,
  all,
  choice,
  click,
  expressionBox,
  inside,
  labelled,
  place,
  previewLines,
  removePlaces,
  tab,
} from './cron-dom';

afterEach(removePlaces);

const tabLabels = (cron: Element) => all(cron, '[role="tab"]').map((button) => button.textContent);

describe('<farm-cron> value', () => {
  it('shows the value attribute in the expression box, and the property reads it', async () => {
    const { cron } = await place('<farm-cron value="0 0 12 * * ?"></farm-cron>');
    expect(expressionBox(cron).value).to.equal('0 0 12 * * ?');
    expect(cron.value).to.equal('0 0 12 * * ?');
  });

  it('setting the property updates the box and the panels', async () => {
    const { cron } = await place('<farm-cron mode="inline" value="0 0 12 * * ?"></farm-cron>');
    cron.value = '0 10-20 * * * ?';
    expect(cron.getAttribute('value'), 'the attribute stays the default, as for <input>').to.equal('0 0 12 * * ?');
    await waitFor(() => expressionBox(cron).value === '0 10-20 * * * ?', 3000, 'the new value');
    await click(tab(cron.shadowRoot!, '分'));
    expect(choice(activePanel(cron.shadowRoot!), '区间').checked).to.equal(true);
    expect(labelled<HTMLInputElement>(activePanel(cron.shadowRoot!), '区间开始').value).to.equal('10');
  });
});

describe('<farm-cron> mode', () => {
  it('is modal by default: a text box and a 选择 button, no editor on the page', async () => {
    const { cron } = await place('<farm-cron value="0 0 12 * * ?"></farm-cron>');
    expect(inside(cron, '[part~="open-button"]').textContent).to.equal('选择');
    expect(all(cron, 'dialog[open]')).to.have.length(0);
  });

  it('inline shows the editor itself, with a tab per field', async () => {
    const { cron } = await place('<farm-cron mode="inline"></farm-cron>');
    expect(tabLabels(cron)).to.deep.equal(['秒', '分', '时', '日', '月', '周', '年']);
    expect(all(cron, '[part~="open-button"]')).to.have.length(0);
  });

  it('follows the attribute at run time', async () => {
    const { cron } = await place('<farm-cron mode="inline" value="0 0 12 * * ?"></farm-cron>');
    cron.setAttribute('mode', 'modal');
    await waitFor(() => all(cron, '[part~="open-button"]').length === 1, 3000, 'the modal variant');
    expect(expressionBox(cron).value).to.equal('0 0 12 * * ?');
  });
});

describe('<farm-cron> hide-seconds, hide-second and hide-year', () => {
  it('hide-seconds leaves out the second and the year tabs, and writes five fields', async () => {
    const { cron } = await place('<farm-cron mode="inline" hide-seconds></farm-cron>');
    expect(tabLabels(cron)).to.deep.equal(['分', '时', '日', '月', '周']);
    await click(choice(activePanel(cron.shadowRoot!), '指定'));
    await waitFor(() => expressionBox(cron).value === '0 * * * ?', 3000, 'the 5-field expression');
  });

  it('hide-second (JeecgBoot name) does the same', async () => {
    const { cron } = await place(
      '<farm-cron mode="inline" hide-second value="30 8 * * ?" time-zone="Asia/Shanghai"></farm-cron>',
    );
    expect(tabLabels(cron)).to.deep.equal(['分', '时', '日', '月', '周']);
    await waitFor(() => previewLines(cron.shadowRoot!).length === 10, 3000, 'the preview');
    expect(previewLines(cron.shadowRoot!)[0]).to.match(/^\d{4}-\d{2}-\d{2} 08:30$/);
  });

  it('hide-year leaves out the year tab and writes six fields', async () => {
    const { cron } = await place('<farm-cron mode="inline" hide-year></farm-cron>');
    expect(tabLabels(cron)).to.deep.equal(['秒', '分', '时', '日', '月', '周']);
    await click(choice(activePanel(cron.shadowRoot!), '指定'));
    await waitFor(() => expressionBox(cron).value === '0 * * * * ?', 3000, 'the 6-field expression');
  });

  it('removing the attribute restores the default', async () => {
    const { cron } = await place('<farm-cron mode="inline" hide-seconds></farm-cron>');
    cron.removeAttribute('hide-seconds');
    await waitFor(() => tabLabels(cron).length === 7, 3000, 'all tabs back');
  });
});

describe('<farm-cron> disabled', () => {
  it('disables the box, the button and every choice; removing it enables them again', async () => {
    const { cron } = await place('<farm-cron mode="inline" disabled value="0 0 12 * * ?"></farm-cron>');
    expect(expressionBox(cron).disabled).to.equal(true);
    expect(all<HTMLInputElement>(cron, 'input[type="radio"]').every((radio) => radio.disabled)).to.equal(true);
    cron.disabled = false;
    expect(cron.hasAttribute('disabled')).to.equal(false);
    await waitFor(() => !expressionBox(cron).disabled, 3000, 'enabled');
    expect(choice(activePanel(cron.shadowRoot!), '每秒').disabled).to.equal(false);
  });

  it('disables the 选择 button of the modal variant', async () => {
    const { cron } = await place('<farm-cron disabled></farm-cron>');
    expect(inside<HTMLButtonElement>(cron, '[part~="open-button"]').disabled).to.equal(true);
  });
});

describe('<farm-cron> placeholder and locale', () => {
  it('shows 请输入cron表达式 in an empty box, or the placeholder given', async () => {
    const { cron } = await place('<farm-cron></farm-cron>');
    expect(expressionBox(cron).placeholder).to.equal('请输入cron表达式');
    cron.setAttribute('placeholder', '每天几点执行？');
    await waitFor(() => expressionBox(cron).placeholder === '每天几点执行？', 3000, 'the placeholder');
  });

  it('locale="en" words the editor in English; zh-CN is the default', async () => {
    const { cron } = await place('<farm-cron mode="inline" locale="en"></farm-cron>');
    expect(tabLabels(cron)).to.deep.equal(['Second', 'Minute', 'Hour', 'Day', 'Month', 'Week', 'Year']);
    expect(choice(activePanel(cron.shadowRoot!), 'Every second').checked).to.equal(true);
    cron.removeAttribute('locale');
    await waitFor(() => tabLabels(cron)[0] === '秒', 3000, 'back to Chinese');
  });
});

describe('<farm-cron> year-bounds: one switch for the two readings of the year bounds', () => {
  async function yearPanel(markup: string): Promise<HTMLElement> {
    const { cron } = await place(markup);
    await click(tab(cron.shadowRoot!, '年'));
    return activePanel(cron.shadowRoot!);
  }

  it('open (the default): range start from 0, end from 1, interval from 1, no maximum', async () => {
    const panel = await yearPanel('<farm-cron mode="inline"></farm-cron>');
    const [from, to, step] = ['区间开始', '区间结束', '循环间隔'].map((label) =>
      labelled<HTMLInputElement>(panel, label),
    );
    expect([from.min, to.min, step.min]).to.deep.equal(['0', '1', '1']);
    expect([from.max, to.max, step.max]).to.deep.equal(['', '', '']);
  });

  it('fixed: years 2019-2119 and an interval of 1-99', async () => {
    const panel = await yearPanel('<farm-cron mode="inline" year-bounds="fixed"></farm-cron>');
    const [from, to, step] = ['区间开始', '区间结束', '循环间隔'].map((label) =>
      labelled<HTMLInputElement>(panel, label),
    );
    expect([from.min, from.max, to.min, to.max]).to.deep.equal(['2019', '2119', '2019', '2119']);
    expect([step.min, step.max]).to.deep.equal(['1', '99']);
  });

  it('the default year range is this year to a hundred years on', async () => {
    const panel = await yearPanel('<farm-cron mode="inline"></farm-cron>');
    const year = new Date().getFullYear();
    expect(labelled<HTMLInputElement>(panel, '区间开始').value).to.equal(String(year));
    expect(labelled<HTMLInputElement>(panel, '区间结束').value).to.equal(String(year + 100));
  });
});
