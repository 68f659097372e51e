import { useState, type ReactElement } from 'react';
import { Checkbox, Input, RadioGroup, Switch, Textarea } from '../../../../elements/core/ui';
import { expect, sendKeys } from '../../harness';
import { click, mount, unmountAll } from './mount';

afterEach(unmountAll);

describe('Input', () => {
  it('is a text field with prefix and suffix; status error marks it invalid', () => {
    const view = mount(<Input prefix={<b>¥</b>} suffix="元" status="error" placeholder="金额" />);
    const input = view.$<HTMLInputElement>('input');
    expect(input.placeholder).to.equal('金额');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.parentElement!.textContent).to.equal('¥元');
    expect(getComputedStyle(input.parentElement!).borderTopColor).to.equal('rgb(255, 77, 79)');
  });

  it('allowClear empties the field through the ordinary onChange, controlled or not', async () => {
    function Controlled(): ReactElement {
      const [value, setValue] = useState('拖拉机');
      return <Input allowClear value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    const view = mount(<Controlled />);
    await click(view.$('button[aria-label="清除"]'));
    expect(view.$<HTMLInputElement>('input').value).to.equal('');
    expect(view.$$('button[aria-label="清除"]')).to.have.length(0);
    expect(view.focused()?.tagName).to.equal('INPUT');

    unmountAll();
    const seen: string[] = [];
    const free = mount(<Input allowClear onChange={(event) => seen.push(event.target.value)} />);
    await click(free.$('input'));
    await sendKeys({ type: 'ab' });
    await click(free.$('button[aria-label="清除"]'));
    expect(seen).to.deep.equal(['a', 'ab', '']);
  });
});

describe('Textarea', () => {
  it('counts characters against maxLength when showCount', async () => {
    const view = mount(<Textarea showCount maxLength={255} />);
    await click(view.$('textarea'));
    await sendKeys({ type: '备注' });
    expect(view.$('textarea + div').textContent).to.equal('2 / 255');
  });
});

describe('Checkbox', () => {
  it('reports the new checked state and shows the indeterminate state', async () => {
    const seen: boolean[] = [];
    const view = mount(
      <Checkbox indeterminate onChange={(checked) => seen.push(checked)}>
        全选
      </Checkbox>,
    );
    const box = view.$<HTMLInputElement>('input');
    expect(box.indeterminate).to.equal(true);
    expect(box.matches(':indeterminate')).to.equal(true);
    await click(view.$('label span'));
    expect(seen).to.deep.equal([true]);
  });
});

describe('RadioGroup', () => {
  const sexes = [
    { value: '1', label: '男' },
    { value: '2', label: '女' },
    { value: '3', label: '未知', disabled: true },
  ];

  it('is a radiogroup; a click chooses and arrow keys move the choice', async () => {
    const seen: string[] = [];
    const view = mount(
      <RadioGroup aria-label="性别" options={sexes} defaultValue="1" onChange={(value) => seen.push(value)} />,
    );
    expect(view.$('[role="radiogroup"]').getAttribute('aria-label')).to.equal('性别');
    await click(view.$$('label')[1]);
    expect(seen).to.deep.equal(['2']);
    await sendKeys({ press: 'ArrowLeft' });
    expect(seen).to.deep.equal(['2', '1']);
    expect(view.$$<HTMLInputElement>('input')[2].disabled).to.equal(true);
  });

  it('button style shows the chosen option in the primary colour', () => {
    const view = mount(<RadioGroup optionType="button" options={sexes} value="2" />);
    const chosen = view.$('label[data-checked]');
    expect(chosen.textContent).to.equal('女');
    expect(getComputedStyle(chosen).color).to.equal('rgb(51, 206, 123)');
  });
});

describe('Switch', () => {
  it('is a switch that toggles on click and on Space, reporting the new state', async () => {
    const seen: boolean[] = [];
    const view = mount(
      <Switch
        aria-label="启用"
        checkedChildren="开"
        unCheckedChildren="关"
        onChange={(checked) => seen.push(checked)}
      />,
    );
    const toggle = view.$('[role="switch"]');
    expect(toggle.getAttribute('aria-checked')).to.equal('false');
    expect(toggle.textContent).to.equal('关');
    await click(toggle);
    expect(toggle.getAttribute('aria-checked')).to.equal('true');
    expect(toggle.textContent).to.equal('开');
    await sendKeys({ press: 'Space' });
    expect(seen).to.deep.equal([true, false]);
  });

  it('loading blocks changes', async () => {
    const seen: boolean[] = [];
    const view = mount(<Switch loading onChange={(checked) => seen.push(checked)} aria-label="启用" />);
    await click(view.$('[role="switch"]'));
    expect(seen).to.deep.equal([]);
    expect(view.$('[role="switch"]').getAttribute('aria-busy')).to.equal('true');
  });
});
