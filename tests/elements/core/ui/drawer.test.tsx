import { useState, type ReactElement } from 'react';
import { Drawer, type DrawerProps } from '../../../../elements/core/ui';
import { expect, sendKeys, sendMouse, waitFor } from '../../harness';
import { click, mount, unmountAll, type MountMode } from './mount';

afterEach(unmountAll);

function Page({ closes, ...props }: Partial<DrawerProps> & { closes: string[] }): ReactElement {
  const [open, setOpen] = useState(true);
  return (
    <Drawer
      title="系统设置"
      footer={<button type="button">保存</button>}
      {...props}
      open={open}
      onClose={() => {
        closes.push('close');
        setOpen(false);
      }}
    >
      <input id="field" />
    </Drawer>
  );
}

for (const mode of ['shadow', 'light'] as MountMode[]) {
  describe(`Drawer on the native dialog (${mode} DOM)`, () => {
    it('opens as a modal side panel in its own root, titled and with a footer', () => {
      const view = mount(<Page closes={[]} />, mode);
      const dialog = view.$<HTMLDialogElement>('dialog');
      expect(dialog.matches(':modal')).to.equal(true);
      expect(dialog.getRootNode() === (mode === 'shadow' ? view.root : document), 'rendered in its own root').to.equal(
        true,
      );
      expect(dialog.textContent).to.contain('系统设置').and.to.contain('保存');
      const panel = view.$('section');
      expect(Math.round(panel.getBoundingClientRect().right)).to.equal(window.innerWidth);
      expect(panel.getBoundingClientRect().width).to.equal(378);
    });
  });
}

describe('Drawer: placement and width', () => {
  it('sits on the left with the given width', () => {
    const view = mount(<Page closes={[]} placement="left" width={300} />);
    const rect = view.$('section').getBoundingClientRect();
    expect([rect.left, rect.width, rect.height]).to.deep.equal([0, 300, window.innerHeight]);
  });
});

describe('Drawer: closing', () => {
  it('Escape asks to close', async () => {
    const closes: string[] = [];
    const view = mount(<Page closes={closes} />);
    await click(view.$('#field'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !view.$<HTMLDialogElement>('dialog').open);
    expect(closes).to.deep.equal(['close']);
  });

  it('the X and a click on the mask ask to close; maskClosable={false} ignores the mask', async () => {
    const closes: string[] = [];
    const view = mount(<Page closes={closes} maskClosable={false} />);
    await sendMouse({ type: 'click', position: [10, 10] });
    expect(closes).to.deep.equal([]);
    await click(view.$('button[aria-label="关闭"]'));
    expect(closes).to.deep.equal(['close']);
    unmountAll();
    const again: string[] = [];
    mount(<Page closes={again} />);
    await sendMouse({ type: 'click', position: [10, 10] });
    expect(again).to.deep.equal(['close']);
  });
});
