import { useState, type ReactElement } from 'react';
import { Tabs, type TabItem, type TabsProps } from '../../../../elements/core/ui';
import { expect, sendKeys } from '../../harness';
import { click, mount, unmountAll, type Mounted } from './mount';

afterEach(unmountAll);

const items: TabItem[] = [
  { key: 'main', label: '主表', children: <input id="main-field" /> },
  { key: 'sub', label: '子表', children: <input id="sub-field" /> },
  { key: 'off', label: '停用', disabled: true, children: 'x' },
  { key: 'log', label: '日志', children: 'log' },
];

const tab = (view: Mounted, label: string) => view.$$('[role="tab"]').find((element) => element.textContent === label)!;
const selected = (view: Mounted) => view.$('[role="tab"][aria-selected="true"]').textContent;
const visiblePanel = (view: Mounted) => view.$$('[role="tabpanel"]').filter((panel) => !panel.hidden);

describe('Tabs: tablist and panels', () => {
  it('marks the active tab, shows its panel labelled by the tab, and a click switches', async () => {
    const changes: string[] = [];
    const view = mount(<Tabs items={items} onChange={(key) => changes.push(key)} aria-label="表单" />);
    expect(view.$('[role="tablist"]').getAttribute('aria-label')).to.equal('表单');
    expect(selected(view)).to.equal('主表');
    const [panel] = visiblePanel(view);
    expect(panel.getAttribute('aria-labelledby')).to.equal(tab(view, '主表').id);
    await click(tab(view, '子表'));
    expect(selected(view)).to.equal('子表');
    expect(visiblePanel(view).map((element) => element.querySelector('input')?.id)).to.deep.equal(['sub-field']);
    expect(changes).to.deep.equal(['sub']);
  });

  it('keeps a visited panel mounted with its state; destroyInactive drops it', async () => {
    for (const destroyInactive of [false, true]) {
      const view = mount(<Tabs items={items} destroyInactive={destroyInactive} />);
      const field = view.$<HTMLInputElement>('#main-field');
      await click(field);
      await sendKeys({ type: 'abc' });
      await click(tab(view, '子表'));
      await click(tab(view, '主表'));
      expect(view.$<HTMLInputElement>('#main-field').value).to.equal(destroyInactive ? '' : 'abc');
      unmountAll();
    }
  });

  it('forceRender mounts a panel before it is shown', () => {
    const view = mount(
      <Tabs items={[items[0], { key: 'eager', label: '预载', children: <i id="eager" />, forceRender: true }]} />,
    );
    expect(view.$('#eager').closest<HTMLElement>('[role="tabpanel"]')!.hidden).to.equal(true);
  });
});

describe('Tabs: keyboard', () => {
  it('arrows move and activate, skipping disabled tabs and wrapping; only the active tab is in the Tab order', async () => {
    const view = mount(<Tabs items={items} />);
    expect(view.$$('[role="tab"][tabindex="0"]').map((element) => element.textContent)).to.deep.equal(['主表']);
    tab(view, '主表').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(selected(view)).to.equal('子表');
    await sendKeys({ press: 'ArrowRight' });
    expect(selected(view)).to.equal('日志');
    expect(view.focused()?.textContent).to.equal('日志');
    await sendKeys({ press: 'ArrowRight' });
    expect(selected(view)).to.equal('主表');
    await sendKeys({ press: 'End' });
    expect(selected(view)).to.equal('日志');
  });
});

describe('Tabs: closable tabs and extra content', () => {
  function Closing(props: Partial<TabsProps>): ReactElement {
    const [open, setOpen] = useState<TabItem[]>([
      { key: 'home', label: '首页', closable: false },
      { key: 'users', label: '用户管理' },
      { key: 'roles', label: '角色管理' },
    ]);
    return (
      <Tabs
        closable
        items={open}
        extra={<button type="button">刷新</button>}
        onClose={(key) => setOpen((current) => current.filter((item) => item.key !== key))}
        {...props}
      />
    );
  }

  it('the × closes a tab, the home tab has none, and Delete closes the focused tab', async () => {
    const view = mount(<Closing />);
    expect(Boolean(tab(view, '首页').querySelector('[data-part="close"]'))).to.equal(false);
    await click(tab(view, '用户管理').querySelector('[data-part="close"]')!);
    expect(view.$$('[role="tab"]').map((element) => element.textContent)).to.deep.equal(['首页', '角色管理']);
    tab(view, '角色管理').focus();
    await sendKeys({ press: 'Delete' });
    expect(view.$$('[role="tab"]').map((element) => element.textContent)).to.deep.equal(['首页']);
  });

  it('shows extra content beside the tab bar, outside the tablist', () => {
    const view = mount(<Closing />);
    const extra = view.$$('button').find((button) => button.textContent === '刷新')!;
    expect(view.$('[role="tablist"]').contains(extra)).to.equal(false);
  });

  it('reports a right click on a tab for a context menu', async () => {
    const clicked: string[] = [];
    const view = mount(
      <Closing
        onTabContextMenu={(key, event) => {
          event.preventDefault();
          clicked.push(key);
        }}
      />,
    );
    const target = tab(view, '角色管理');
    target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true }));
    expect(clicked).to.deep.equal(['roles']);
  });
});
