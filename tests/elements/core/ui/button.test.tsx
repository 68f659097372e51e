import { Button } from '../../../../elements/core/ui';
import { expect } from '../../harness';
import { click, mount, unmountAll } from './mount';

afterEach(unmountAll);

describe('Button: pages style it through ::part', () => {
  it('keeps the part attribute a widget gives it', () => {
    const partProps = { part: 'save-button' } as Record<string, string>;
    const view = mount(<Button {...partProps}>保存</Button>);
    expect(view.$('button').getAttribute('part')).to.equal('save-button');
  });
});

describe('Button: looks come from the theme variables', () => {
  it('a primary button is filled with --farm-color-primary, with the default green when no theme is loaded', () => {
    const plain = mount(<Button type="primary">保存</Button>);
    expect(getComputedStyle(plain.$('button')).backgroundColor).to.equal('rgb(51, 206, 123)');
    // Set before the first style computation: colours change with a transition afterwards.
    document.body.style.setProperty('--farm-color-primary', 'rgb(1, 2, 3)');
    try {
      const themed = mount(<Button type="primary">保存</Button>);
      expect(getComputedStyle(themed.$('button')).backgroundColor).to.equal('rgb(1, 2, 3)');
    } finally {
      document.body.style.removeProperty('--farm-color-primary');
    }
  });

  it('a danger button is filled with --farm-color-danger and a dashed one has a dashed border', () => {
    const view = mount(
      <>
        <Button type="danger">删除</Button>
        <Button type="dashed">新增</Button>
      </>,
    );
    const [danger, dashed] = view.$$('button');
    expect(getComputedStyle(danger).backgroundColor).to.equal('rgb(255, 77, 79)');
    expect(getComputedStyle(dashed).borderTopStyle).to.equal('dashed');
  });

  it('sizes change the height: small 24, middle 32, large 40', () => {
    const view = mount(
      <>
        <Button size="small">a</Button>
        <Button>b</Button>
        <Button size="large">c</Button>
      </>,
    );
    expect(view.$$('button').map((button) => button.getBoundingClientRect().height)).to.deep.equal([24, 32, 40]);
  });
});

describe('Button: loading', () => {
  it('shows a spinner instead of the icon, is busy, keeps focus (aria-disabled) and ignores clicks', async () => {
    let clicks = 0;
    const view = mount(
      <Button loading icon={<i className="icon" />} onClick={() => clicks++}>
        提交
      </Button>,
    );
    const button = view.$<HTMLButtonElement>('button');
    expect(button.disabled).to.equal(false);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(Boolean(button.querySelector('.icon'))).to.equal(false);
    expect(getComputedStyle(button.firstElementChild!).animationName).to.not.equal('none');
    await click(button);
    expect(clicks).to.equal(0);
  });

  it('shows the icon slot when not loading', () => {
    const view = mount(<Button icon={<i className="icon" />}>提交</Button>);
    expect(view.$('button .icon')).to.exist;
    expect(view.$<HTMLButtonElement>('button').disabled).to.equal(false);
  });
});

describe('Button: htmlType', () => {
  it('never submits a form unless htmlType is submit', async () => {
    let submits = 0;
    const view = mount(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits++;
        }}
      >
        <Button>plain</Button>
        <Button htmlType="submit">send</Button>
      </form>,
    );
    const [plain, send] = view.$$('button');
    await click(plain);
    expect(submits).to.equal(0);
    await click(send);
    expect(submits).to.equal(1);
  });
});
