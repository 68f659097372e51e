import { Button, Empty, Spin, Tag, Tooltip } from '../../../../elements/core/ui';
import { expect, sendKeys, sendMouse, waitFor } from '../../harness';
import { centre, click, mount, unmountAll } from './mount';

afterEach(unmountAll);

describe('Spin', () => {
  it('alone: a status that announces 加载中... when no tip is given', () => {
    const view = mount(<Spin />);
    expect(view.$('[role="status"]').textContent).to.equal('加载中...');
    view.render(<Spin tip="正在导入" />);
    expect(view.$('[role="status"]').textContent).to.equal('正在导入');
    view.render(<Spin spinning={false} />);
    expect(view.$$('[role="status"]')).to.have.length(0);
  });

  it('over content: marks it busy and covers it so it cannot be clicked', async () => {
    let clicks = 0;
    const view = mount(
      <Spin spinning>
        <button type="button" onClick={() => clicks++}>
          查询
        </button>
      </Spin>,
    );
    expect(view.$('[aria-busy="true"]')).to.exist;
    await click(view.$('button'));
    expect(clicks).to.equal(0);
    view.render(
      <Spin spinning={false}>
        <button type="button" onClick={() => clicks++}>
          查询
        </button>
      </Spin>,
    );
    await click(view.$('button'));
    expect(clicks).to.equal(1);
  });
});

describe('Empty', () => {
  it('says 暂无数据 by default and shows actions under it', () => {
    const view = mount(
      <Empty>
        <Button>新增</Button>
      </Empty>,
    );
    expect(view.root.textContent).to.contain('暂无数据').and.to.contain('新增');
    view.render(<Empty description="没有查询到任何数据" />);
    expect(view.root.textContent).to.contain('没有查询到任何数据');
  });
});

describe('Tag', () => {
  it('preset colours tint the tag; any CSS colour fills it', () => {
    const view = mount(
      <>
        <Tag color="error">高</Tag>
        <Tag color="rgb(1, 2, 3)">自定义</Tag>
      </>,
    );
    const [preset, custom] = view.$$('span');
    expect(getComputedStyle(preset).color).to.equal('rgb(255, 77, 79)');
    expect(getComputedStyle(custom).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('a closable tag disappears on its ×, unless onClose prevents it', async () => {
    const view = mount(
      <>
        <Tag closable>去</Tag>
        <Tag closable onClose={(event) => event.preventDefault()}>
          留
        </Tag>
      </>,
    );
    const [gone, kept] = view.$$('button[aria-label="关闭"]');
    await click(gone);
    await click(kept);
    expect(view.root.textContent).to.not.contain('去');
    expect(view.root.textContent).to.contain('留');
  });
});

describe('Tooltip', () => {
  it('shows on hover, describes its element, and hides when the pointer leaves', async () => {
    const view = mount(
      <div style={{ padding: 60 }}>
        <Tooltip title="您隶属于多部门，请选择当前所在部门">
          <button type="button">切换部门</button>
        </Tooltip>
      </div>,
    );
    const tip = view.$('[role="tooltip"]');
    const button = view.$('button');
    expect(tip.hidden).to.equal(true);
    expect(button.getAttribute('aria-describedby')).to.equal(tip.id);
    const { x, y } = centre(button);
    await sendMouse({ type: 'move', position: [x, y] });
    expect(tip.hidden).to.equal(false);
    expect(tip.textContent).to.equal('您隶属于多部门，请选择当前所在部门');
    expect(tip.getBoundingClientRect().bottom).to.be.at.most(button.getBoundingClientRect().top);
    await sendMouse({ type: 'move', position: [1, 1] });
    expect(tip.hidden).to.equal(true);
  });

  it('shows on keyboard focus and Escape hides it', async () => {
    const view = mount(
      <Tooltip title="提示" placement="bottom">
        <button type="button">?</button>
      </Tooltip>,
    );
    const tip = view.$('[role="tooltip"]');
    view.$('button').focus();
    await waitFor(() => !tip.hidden, 3000, 'the tooltip');
    await sendKeys({ press: 'Escape' });
    expect(tip.hidden).to.equal(true);
  });
});
