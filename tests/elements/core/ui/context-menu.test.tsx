import type { ReactElement } from 'react';
import { ContextMenu, useContextMenu } from '../../../../elements/core/ui';
import { expect, sendKeys, sendMouse, waitFor } from '../../harness';
import { byText, centre, click, mount, unmountAll, type MountMode } from './mount';

afterEach(unmountAll);

const ROWS = ['甲', '乙'];

/** Rows offering 编辑 / 复制 / 删除 (复制 disabled) on right click, as a grid would. */
function Rows({ chosen }: { chosen: string[] }): ReactElement {
  const menu = useContextMenu<string>();
  return (
    <div>
      {ROWS.map((row) => (
        <button key={row} type="button" className="row" onContextMenu={(event) => menu.open(event, row)}>
          {row}
        </button>
      ))}
      <p id="outside" style={{ marginTop: 200 }}>
        外面
      </p>
      {menu.opened && (
        <ContextMenu
          x={menu.opened.x}
          y={menu.opened.y}
          aria-label="行操作"
          items={[
            { key: 'edit', label: '编辑' },
            { key: 'copy', label: '复制', disabled: true },
            { key: 'delete', label: '删除', danger: true },
          ]}
          onSelect={(key) => chosen.push(`${menu.opened?.target}:${key}`)}
          onClose={menu.close}
        />
      )}
    </div>
  );
}

for (const mode of ['shadow', 'light'] as MountMode[]) {
  describe(`ContextMenu (${mode} DOM)`, () => {
    it('opens on a right click at the pointer and chooses with a click', async () => {
      const chosen: string[] = [];
      const view = mount(<Rows chosen={chosen} />, mode);
      const row = byText(view.root, '乙', 'button');
      const { x, y } = centre(row);
      await sendMouse({ type: 'click', position: [x, y], button: 'right' });
      const menu = view.$('[role="menu"]');
      expect(menu.getAttribute('aria-label')).to.equal('行操作');
      expect(Math.round(menu.getBoundingClientRect().left)).to.equal(x);
      expect(view.focused()?.textContent).to.equal('编辑');
      await click(byText(view.root, '删除', 'button'));
      expect(chosen).to.deep.equal(['乙:delete']);
      expect(view.$$('[role="menu"]')).to.have.length(0);
      expect(view.focused()).to.equal(row);
    });

    it('is reachable from the keyboard: Shift+F10 opens it, arrows skip disabled items, Enter chooses', async () => {
      const chosen: string[] = [];
      const view = mount(<Rows chosen={chosen} />, mode);
      const row = byText(view.root, '甲', 'button');
      row.focus();
      await sendKeys({ press: 'Shift+F10' });
      await waitFor(() => view.$$('[role="menu"]').length === 1, 3000, 'the menu opened from the keyboard');
      const menu = view.$('[role="menu"]');
      // Opened at the row, not at the pointer's last position (the page's corner).
      expect(menu.getBoundingClientRect().top).to.be.greaterThan(row.getBoundingClientRect().top);
      expect(view.focused()?.textContent).to.equal('编辑');
      await sendKeys({ press: 'ArrowDown' });
      expect(view.focused()?.textContent).to.equal('删除');
      await sendKeys({ press: 'ArrowDown' });
      expect(view.focused()?.textContent).to.equal('编辑');
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'Enter' });
      expect(chosen).to.deep.equal(['甲:delete']);
      expect(view.focused()).to.equal(row);
    });

    it('opens with the context-menu key and closes on Escape, focus back on the row', async () => {
      const view = mount(<Rows chosen={[]} />, mode);
      const row = byText(view.root, '乙', 'button');
      row.focus();
      await sendKeys({ press: 'ContextMenu' });
      await waitFor(() => view.$$('[role="menu"]').length === 1, 3000, 'the menu opened by the context-menu key');
      await sendKeys({ press: 'Escape' });
      expect(view.$$('[role="menu"]')).to.have.length(0);
      expect(view.focused()).to.equal(row);
    });

    it('closes on a click outside without choosing', async () => {
      const chosen: string[] = [];
      const view = mount(<Rows chosen={chosen} />, mode);
      const row = byText(view.root, '甲', 'button');
      const { x, y } = centre(row);
      await sendMouse({ type: 'click', position: [x, y], button: 'right' });
      expect(view.$$('[role="menu"]')).to.have.length(1);
      await click(view.$('#outside'));
      expect(view.$$('[role="menu"]')).to.have.length(0);
      expect(chosen).to.deep.equal([]);
    });
  });
}
