import { useState, type ReactElement } from 'react';
import { SettingsDrawer, useShellSettings } from '../../../console/shell/settings';
import { expect, waitFor } from '../harness';
import {
  byText,
  click as clickAt,
  memorySession,
  mountConsole,
  resetConsole,
  type ConsoleView,
} from './console-fixture';

let storage: Storage;

beforeEach(() => {
  storage = memorySession({ id: 'user-admin', username: 'admin' });
  useShellSettings.getState().loadFor('admin');
});
afterEach(() => {
  resetConsole();
  for (const property of ['--farm-color-primary', 'filter']) document.documentElement.style.removeProperty(property);
});

function Page({ closes }: { closes: string[] }): ReactElement {
  const [open, setOpen] = useState(true);
  return (
    <SettingsDrawer
      open={open}
      onClose={() => {
        closes.push('close');
        setOpen(false);
      }}
    />
  );
}

async function openDrawer(closes: string[] = []): Promise<ConsoleView> {
  const view = mountConsole(<Page closes={closes} />);
  await waitFor(() => view.$<HTMLDialogElement>('dialog').open);
  return view;
}

/** A real click, after scrolling the control into the drawer's view as a user would. */
async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  await clickAt(element);
}

const switchOf = (view: ConsoleView, label: string) =>
  view.$<HTMLButtonElement>(`[role="switch"][aria-labelledby="${CSS.escape(byText(view.root, label, 'span').id)}"]`);
const radio = (view: ConsoleView, label: string) => byText(view.root, label, 'label').querySelector('input')!;
const stored = (key: string) => JSON.parse(storage.getItem(`pro__${key}:admin`) ?? 'null')?.value;
const primary = () => document.documentElement.style.getPropertyValue('--farm-color-primary');

describe('the settings drawer offers every preference of the spec', () => {
  it('has the menu theme, eight named theme colours, navigation mode, content width and the switches', async () => {
    const view = await openDrawer();
    expect([radio(view, '暗色菜单风格').checked, radio(view, '亮色菜单风格').checked]).to.deep.equal([false, true]);
    const swatches = view.$$('[role="radio"][data-color]');
    expect(swatches.map((swatch) => [swatch.getAttribute('aria-label'), swatch.dataset.color])).to.deep.equal([
      ['薄暮', '#F5222D'],
      ['火山', '#FA541C'],
      ['日暮', '#FAAD14'],
      ['明青', '#13C2C2'],
      ['极光绿', '#52C41A'],
      ['拂晓蓝（默认）', '#1890FF'],
      ['极客蓝', '#2F54EB'],
      ['酱紫', '#722ED1'],
    ]);
    expect([radio(view, '侧边栏导航').checked, radio(view, '顶部栏导航').checked]).to.deep.equal([true, false]);
    expect(byText(view.root, '固定', 'button').getAttribute('aria-haspopup')).to.equal('listbox');
    const switches = ['固定 Header', '下滑时隐藏 Header', '固定侧边菜单', '色弱模式', '多页签模式'].map((label) =>
      switchOf(view, label).getAttribute('aria-checked'),
    );
    expect(switches).to.deep.equal(['false', 'false', 'false', 'false', 'true']);
  });

  it("shows a colour's name in a tooltip", async () => {
    const view = await openDrawer();
    const swatch = view.$('[aria-label="极光绿"]');
    expect(document.getElementById(swatch.getAttribute('aria-describedby') ?? '')?.textContent).to.equal('极光绿');
  });
});

describe('preferences apply at once and are stored for the user', () => {
  it('compiles a new theme colour onto the page, showing 正在编译主题！ while it runs', async () => {
    const view = await openDrawer();
    const seen: string[] = [];
    const watcher = new MutationObserver(() =>
      view.notices().forEach((notice) => {
        seen.push(`${notice.level}:${notice.text}`);
      }),
    );
    watcher.observe(view.root, { childList: true, subtree: true });
    await click(view.$('[aria-label="酱紫"]'));
    await waitFor(() => primary() === '#722ed1', 3000, 'the new primary colour');
    await waitFor(() => view.notices().length === 0, 3000, 'the loading message to go');
    watcher.disconnect();
    expect(seen).to.include('loading:正在编译主题！');
    expect(view.$('[aria-label="酱紫"]').getAttribute('aria-checked')).to.equal('true');
    expect(stored('DEFAULT_COLOR')).to.equal('#722ed1');
  });

  it('turns colour-weak mode on and off on the document', async () => {
    const view = await openDrawer();
    await click(switchOf(view, '色弱模式'));
    await waitFor(() => document.documentElement.style.filter === 'invert(80%)');
    expect(stored('DEFAULT_COLOR_WEAK')).to.equal(true);
    await click(switchOf(view, '色弱模式'));
    await waitFor(() => document.documentElement.style.filter === '');
  });

  it("switches the menu theme and navigation mode and stores them in JeecgBoot's form", async () => {
    const view = await openDrawer();
    await click(radio(view, '暗色菜单风格'));
    await click(radio(view, '顶部栏导航'));
    await waitFor(() => useShellSettings.getState().settings.navigationMode === 'top');
    expect(useShellSettings.getState().settings.menuTheme).to.equal('dark');
    expect([stored('DEFAULT_THEME'), stored('DEFAULT_LAYOUT_MODE')]).to.deep.equal(['dark', 'topmenu']);
  });
});

describe('options the other settings rule out', () => {
  it('allows hiding the header on scroll only with a fixed header', async () => {
    const view = await openDrawer();
    expect(switchOf(view, '下滑时隐藏 Header').disabled).to.equal(true);
    await click(switchOf(view, '固定 Header'));
    await waitFor(() => !switchOf(view, '下滑时隐藏 Header').disabled);
    await click(switchOf(view, '下滑时隐藏 Header'));
    await waitFor(() => useShellSettings.getState().settings.autoHideHeader);
    await click(switchOf(view, '固定 Header'));
    await waitFor(() => switchOf(view, '下滑时隐藏 Header').getAttribute('aria-checked') === 'false');
    expect(switchOf(view, '下滑时隐藏 Header').disabled).to.equal(true);
  });

  it('disables the fixed side menu with the top menu, and offers 流式 only there', async () => {
    const view = await openDrawer();
    await click(byText(view.root, '固定', 'button'));
    await waitFor(() => view.$$('[role="option"]').length === 2);
    expect(byText(view.root, '流式', '[role="option"]').getAttribute('aria-disabled')).to.equal('true');
    await click(byText(view.root, '固定', '[role="option"]'));
    await click(radio(view, '顶部栏导航'));
    await waitFor(() => switchOf(view, '固定侧边菜单').disabled);
    await click(byText(view.root, '固定', 'button'));
    await waitFor(() => view.$$('[role="option"]').length === 2);
    await click(byText(view.root, '流式', '[role="option"]'));
    await waitFor(() => useShellSettings.getState().settings.contentWidth === 'fluid');
    expect(stored('DEFAULT_CONTENT_WIDTH_TYPE')).to.equal('Fluid');
  });
});

describe('saving the settings', () => {
  it('stores every preference, says 保存成功 and closes the drawer', async () => {
    const closes: string[] = [];
    const view = await openDrawer(closes);
    await click(byText(view.root, '保存', 'button'));
    await waitFor(() => closes.length === 1);
    expect(view.notices()).to.deep.equal([{ level: 'success', text: '保存成功' }]);
    expect([stored('DEFAULT_MULTI_PAGE'), stored('SIDEBAR_TYPE'), stored('DEFAULT_COLOR')]).to.deep.equal([
      true,
      true,
      '#33ce7b',
    ]);
  });
});
