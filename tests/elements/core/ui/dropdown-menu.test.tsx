import { DropdownMenu, type MenuEntry } from '../../../../elements/core/ui';
import { expect, sendKeys, sendMouse, waitFor } from '../../harness';
import { byText, click, mount, unmountAll, type Mounted, type MountMode } from './mount';

afterEach(unmountAll);

const actions: MenuEntry[] = [
  { key: 'edit', label: '编辑' },
  { key: 'detail', label: '详情', disabled: true },
  { key: 'line', divider: true },
  { key: 'delete', label: '删除', danger: true },
];

const menu = (view: Mounted) => view.$$('[role="menu"]')[0] ?? null;

function mountMenu(chosen: string[], mode: MountMode = 'shadow') {
  return mount(
    <DropdownMenu items={actions} onSelect={(key) => chosen.push(key)}>
      更多
    </DropdownMenu>,
    mode,
  );
}

for (const mode of ['shadow', 'light'] as MountMode[]) {
  describe(`DropdownMenu opens in place (${mode} DOM)`, () => {
    it('a click opens the menu inside the root and a click on an item runs it and closes the menu', async () => {
      const chosen: string[] = [];
      const view = mountMenu(chosen, mode);
      await click(byText(view.root, '更多', 'button'));
      await waitFor(() => menu(view) !== null, 3000, 'the menu');
      if (mode === 'shadow') expect(Boolean(document.querySelector('[role="menu"]'))).to.equal(false);
      expect(view.$$('[role="menuitem"]').map((item) => item.textContent)).to.deep.equal(['编辑', '详情', '删除']);
      await click(byText(menu(view)!, '删除', '[role="menuitem"]'));
      expect(chosen).to.deep.equal(['delete']);
      await waitFor(() => menu(view) === null);
    });
  });
}

describe('DropdownMenu: keyboard', () => {
  it('ArrowDown opens on the first item, Enter runs the focused item and focus returns to the trigger', async () => {
    const chosen: string[] = [];
    const view = mountMenu(chosen);
    const trigger = byText<HTMLButtonElement>(view.root, '更多', 'button');
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => menu(view) !== null);
    // The disabled 详情 is skipped on the way down.
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(chosen).to.deep.equal(['delete']);
    await waitFor(() => menu(view) === null);
    await waitFor(() => view.focused() === trigger, 3000, 'focus back on the trigger');
  });

  it('Escape closes without running anything and focus returns to the trigger', async () => {
    const chosen: string[] = [];
    const view = mountMenu(chosen);
    const trigger = byText<HTMLButtonElement>(view.root, '更多', 'button');
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => menu(view) !== null);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => menu(view) === null);
    expect(chosen).to.deep.equal([]);
    await waitFor(() => view.focused() === trigger, 3000, 'focus back on the trigger');
  });
});

describe('DropdownMenu: closing and disabled items', () => {
  it('a click outside closes it and a disabled item does nothing', async () => {
    const chosen: string[] = [];
    const view = mountMenu(chosen);
    await click(byText(view.root, '更多', 'button'));
    await waitFor(() => menu(view) !== null);
    const detail = byText(menu(view)!, '详情', '[role="menuitem"]');
    expect(detail.getAttribute('aria-disabled')).to.equal('true');
    await click(detail);
    expect(chosen).to.deep.equal([]);
    await sendMouse({ type: 'click', position: [window.innerWidth - 5, window.innerHeight - 5] });
    await waitFor(() => menu(view) === null, 3000, 'the menu to close');
  });
});
