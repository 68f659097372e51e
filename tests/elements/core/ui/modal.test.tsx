import { useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { Modal, type ModalProps } from '../../../../elements/core/ui';
import { expect, sendKeys, sendMouse, settle, waitFor } from '../../harness';
import { byText, centre, click, mount, unmountAll, type MountMode } from './mount';

afterEach(unmountAll);

type Events = string[];

/** A page that owns the `open` state, as every caller of Modal does. */
function Page({
  events,
  initiallyOpen = true,
  ...props
}: Partial<ModalProps> & { events: Events; initiallyOpen?: boolean }): ReactElement {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal
        title="编辑"
        {...props}
        open={open}
        onOk={() => events.push('ok')}
        onCancel={() => {
          events.push('cancel');
          setOpen(false);
        }}
        afterClose={() => events.push('afterClose')}
      >
        {props.children ?? <input id="field" />}
      </Modal>
    </>
  );
}

for (const mode of ['shadow', 'light'] as MountMode[]) {
  describe(`Modal on the native dialog (${mode} DOM)`, () => {
    it('opens as a modal dialog where it is declared, not in a portal', async () => {
      const view = mount(<Page events={[]} />, mode);
      const dialog = view.$<HTMLDialogElement>('dialog');
      expect(dialog.open).to.equal(true);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(dialog.getRootNode() === (mode === 'shadow' ? view.root : document), 'rendered in its own root').to.equal(
        true,
      );
      expect(view.host.contains(dialog) || (view.root as ShadowRoot).host === view.host).to.equal(true);
      expect(document.body.querySelectorAll(':scope > dialog').length).to.equal(0);
    });

    it('Escape asks to close through onCancel, and focus returns to the opener', async () => {
      const events: Events = [];
      const view = mount(<Page events={events} initiallyOpen={false} />, mode);
      await click(view.$('#opener'));
      await waitFor(() => view.$<HTMLDialogElement>('dialog').open);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !view.$<HTMLDialogElement>('dialog').open, 3000, 'the dialog to close');
      expect(events).to.deep.equal(['cancel', 'afterClose']);
      expect(view.focused() === view.$('#opener'), 'focus back on the opener').to.equal(true);
    });
  });
}

describe('Modal: closed and reopened by code', () => {
  function Reopener({ events }: { events: Events }): ReactElement {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button
          type="button"
          id="reopen"
          onClick={() => {
            flushSync(() => setOpen(false));
            setOpen(true);
          }}
        >
          reopen
        </button>
        <Modal title="编辑" open={open} onCancel={() => events.push('cancel')} mask={false}>
          <input id="field" />
        </Modal>
      </>
    );
  }

  it('a close the code has already undone does not count as the user closing it', async () => {
    const events: Events = [];
    const view = mount(<Reopener events={events} />);
    view.$<HTMLButtonElement>('#reopen').click();
    await waitFor(() => view.$<HTMLDialogElement>('dialog').open);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(view.$<HTMLDialogElement>('dialog').open).to.equal(true);
    expect(events).to.deep.equal([]);
  });
});

describe('Modal: title, width and footer', () => {
  it('is labelled by its title and has the given width in pixels or CSS', () => {
    const view = mount(<Page events={[]} width={600} />);
    const dialog = view.$('dialog');
    const label = view.root.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`);
    expect(label?.textContent).to.equal('编辑');
    expect(view.$('section').getBoundingClientRect().width).to.equal(600);
    view.render(<Page events={[]} width="50%" />);
    expect(view.$('section').getBoundingClientRect().width).to.equal(window.innerWidth / 2);
  });

  it('offers 取消 and 确定 by default; okText and cancelText replace them', async () => {
    const events: Events = [];
    const view = mount(<Page events={events} />);
    const buttons = view.$$('footer button, section > div:last-child button');
    expect(buttons.map((button) => button.textContent)).to.deep.equal(['取消', '确定']);
    await click(byText(view.root, '确定', 'button'));
    expect(events).to.deep.equal(['ok']);
    view.render(<Page events={events} okText="保存" cancelText="返回" />);
    expect(view.$$('section > div:last-child button').map((button) => button.textContent)).to.deep.equal([
      '返回',
      '保存',
    ]);
  });

  it('confirmLoading makes 确定 busy and okDisabled disables it', () => {
    const view = mount(<Page events={[]} confirmLoading />);
    const ok = byText<HTMLButtonElement>(view.root, '确定', 'button');
    expect(ok.getAttribute('aria-disabled')).to.equal('true');
    expect(ok.getAttribute('aria-busy')).to.equal('true');
    view.render(<Page events={[]} okDisabled />);
    const disabledOk = byText<HTMLButtonElement>(view.root, '确定', 'button');
    expect(disabledOk.disabled).to.equal(true);
    expect(disabledOk.hasAttribute('aria-busy')).to.equal(false);
  });

  it('footer={null} removes the footer and a node replaces it', () => {
    const view = mount(<Page events={[]} footer={null} />);
    expect(view.$$('button').filter((button) => button.textContent === '确定')).to.have.length(0);
    view.render(<Page events={[]} footer={<div id="custom">x</div>} />);
    expect(view.$('#custom').textContent).to.equal('x');
  });
});

describe('Modal: ways to close', () => {
  it('the X in the title bar reports onCancel; closable={false} hides it', async () => {
    const events: Events = [];
    const view = mount(<Page events={events} />);
    await click(view.$('button[aria-label="关闭"]'));
    expect(events[0]).to.equal('cancel');
    view.render(<Page events={[]} closable={false} />);
    expect(view.$$('button[aria-label="关闭"]')).to.have.length(0);
  });

  it('with keyboard={false} Escape leaves it open', async () => {
    const events: Events = [];
    const view = mount(<Page events={events} keyboard={false} />);
    await click(view.$('#field'));
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    // A repeated Escape may make Chromium close the dialog anyway; it must come back at once.
    await settle();
    await settle();
    expect(view.$<HTMLDialogElement>('dialog').open).to.equal(true);
    expect(events).to.deep.equal([]);
  });

  it('a click on the mask closes only when maskClosable', async () => {
    const events: Events = [];
    const view = mount(<Page events={events} />);
    await sendMouse({ type: 'click', position: [5, 5] });
    expect(events).to.deep.equal([]);
    view.render(<Page events={events} maskClosable />);
    await sendMouse({ type: 'click', position: [5, 5] });
    expect(events[0]).to.equal('cancel');
  });

  it('a press inside the panel released over the mask does not close', async () => {
    const events: Events = [];
    const view = mount(<Page events={events} maskClosable />);
    const field = centre(view.$('#field'));
    await sendMouse({ type: 'move', position: [field.x, field.y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [5, 5] });
    await sendMouse({ type: 'up' });
    expect(events).to.deep.equal([]);
  });
});

describe('Modal: focus', () => {
  it('focus starts inside the dialog and Tab stays inside it', async () => {
    const view = mount(<Page events={[]} initiallyOpen={false} />);
    await click(view.$('#opener'));
    const dialog = view.$('dialog');
    await waitFor(() => dialog.contains(view.focused()));
    for (let i = 0; i < 6; i++) {
      await sendKeys({ press: 'Tab' });
      const focused = view.focused();
      // Tabbing past the last control may visit the browser chrome, never the page behind.
      expect(focused === null || focused === document.body || dialog.contains(focused)).to.equal(true);
      expect(focused === view.$('#opener'), 'focus left the dialog for the page').to.equal(false);
    }
  });
});

describe('Modal: fullscreen toggle', () => {
  it('switches the width to 100% and back', async () => {
    const changes: boolean[] = [];
    const view = mount(
      <Page events={[]} width={500} fullscreenToggle onFullscreenChange={(value) => changes.push(value)} />,
    );
    const panel = view.$('section');
    await click(view.$('button[aria-label="全屏"]'));
    expect(panel.getBoundingClientRect().width).to.equal(window.innerWidth);
    expect(view.$('button[aria-label="退出全屏"]').getAttribute('aria-pressed')).to.equal('true');
    await click(view.$('button[aria-label="退出全屏"]'));
    expect(panel.getBoundingClientRect().width).to.equal(500);
    expect(changes).to.deep.equal([true, false]);
  });
});

describe('Modal: draggable by its title', () => {
  it('moves with the pointer when draggable, and stays put otherwise', async () => {
    const view = mount(<Page events={[]} draggable />);
    const panel = view.$('section');
    const before = panel.getBoundingClientRect();
    const grip = centre(byText(view.root, '编辑'));
    await sendMouse({ type: 'move', position: [grip.x, grip.y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [grip.x - 60, grip.y + 40] });
    await sendMouse({ type: 'up' });
    const after = panel.getBoundingClientRect();
    expect([after.left - before.left, after.top - before.top]).to.deep.equal([-60, 40]);

    view.render(<Page events={[]} />);
    const fixed = panel.getBoundingClientRect();
    const grip2 = centre(byText(view.root, '编辑'));
    await sendMouse({ type: 'move', position: [grip2.x, grip2.y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [grip2.x - 60, grip2.y + 40] });
    await sendMouse({ type: 'up' });
    expect(panel.getBoundingClientRect().top).to.equal(fixed.top);
  });
});

describe('Modal: body', () => {
  it('bodyMaxHeight limits the body, which then scrolls', () => {
    const view = mount(
      <Page events={[]} bodyMaxHeight={120}>
        <div style={{ height: 500 }} />
      </Page>,
    );
    const body = view.$('section > div');
    expect(getComputedStyle(body).maxHeight).to.equal('120px');
    expect(body.scrollHeight).to.be.greaterThan(body.clientHeight);
  });

  it('content is kept across closing, and rebuilt when destroyOnClose', async () => {
    for (const destroyOnClose of [false, true]) {
      const view = mount(<Page events={[]} destroyOnClose={destroyOnClose} />);
      const field = view.$<HTMLInputElement>('#field');
      await click(field);
      await sendKeys({ type: 'abc' });
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !view.$<HTMLDialogElement>('dialog').open);
      await click(view.$('#opener'));
      await waitFor(() => view.$<HTMLDialogElement>('dialog').open);
      expect(view.$<HTMLInputElement>('#field').value).to.equal(destroyOnClose ? '' : 'abc');
      unmountAll();
    }
  });

  it('renders nothing of the content before the first opening', () => {
    const view = mount(<Page events={[]} initiallyOpen={false} />);
    expect(view.$$('#field')).to.have.length(0);
  });
});
