import { useEffect, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { Modal, NoticeProvider, useNotice, type NoticeApi } from '../../../../elements/core/ui';
import { expect, waitFor } from '../../harness';
import { installClock, type FakeClock } from './fake-clock';
import { byText, click, mount, unmountAll, type MountMode } from './mount';

let clock: FakeClock | undefined;
afterEach(() => {
  unmountAll();
  clock?.uninstall();
  clock = undefined;
});

/** Hands the provider's API to the test, as a component calling useNotice() would use it. */
function Grab({ into }: { into: { api?: NoticeApi } }): null {
  const api = useNotice();
  useEffect(() => {
    into.api = api;
  }, [api, into]);
  return null;
}

function mountNotices(mode: MountMode = 'shadow') {
  const grabbed: { api?: NoticeApi } = {};
  const view = mount(
    <NoticeProvider>
      <Grab into={grabbed} />
    </NoticeProvider>,
    mode,
  );
  const act = <T,>(call: (api: NoticeApi) => T): T => {
    let result!: T;
    flushSync(() => {
      result = call(grabbed.api!);
    });
    return result;
  };
  return { view, act };
}

for (const mode of ['shadow', 'light'] as MountMode[]) {
  describe(`Messages (${mode} DOM)`, () => {
    it('message.success shows a polite status toast at the top centre, inside the provider root', () => {
      const { view, act } = mountNotices(mode);
      act((api) => api.message.success('保存成功'));
      const toast = view.$('[role="status"]');
      expect(toast.textContent).to.equal('保存成功');
      const rect = toast.getBoundingClientRect();
      expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).to.be.lessThan(2);
      expect(rect.top).to.be.lessThan(40);
      if (mode === 'shadow') expect(Boolean(document.querySelector('[role="status"]'))).to.equal(false);
    });
  });
}

describe('Messages: levels, stacking and lifetime', () => {
  it('errors and warnings are alerts; success, info and loading are status', () => {
    const { view, act } = mountNotices();
    act((api) => {
      api.message.error('e');
      api.message.warning('w');
      api.message.info('i');
      api.message.loading('l');
    });
    expect(view.$$('[role="alert"]').map((toast) => toast.textContent)).to.deep.equal(['e', 'w']);
    expect(view.$$('[role="status"]').map((toast) => toast.textContent)).to.deep.equal(['i', 'l']);
  });

  it('stacks messages top to bottom in the order they arrive', () => {
    const { view, act } = mountNotices();
    act((api) => {
      api.message.info('first');
      api.message.info('second');
    });
    const [first, second] = view.$$('[role="status"]');
    expect(first.textContent).to.equal('first');
    expect(second.getBoundingClientRect().top).to.be.greaterThan(first.getBoundingClientRect().bottom - 1);
  });

  it('a message goes away by itself after 3 s, or after the duration given', () => {
    clock = installClock();
    const { view, act } = mountNotices();
    act((api) => api.message.success('saved'));
    act((api) => api.message.warning('slow', 10));
    expect(clock.pending()).to.deep.equal([3000, 10000]);
    flushSync(() => clock!.runAll());
    expect(view.$$('[role="status"], [role="alert"]')).to.have.length(0);
  });

  it('a loading message stays until it is closed', () => {
    clock = installClock();
    const { view, act } = mountNotices();
    const close = act((api) => api.message.loading('正在处理'));
    expect(clock.pending()).to.deep.equal([]);
    expect(view.$('[role="status"]').textContent).to.equal('正在处理');
    act(() => close());
    expect(view.$$('[role="status"]')).to.have.length(0);
  });
});

describe('Notifications', () => {
  it('notification.error shows an alert with its title at the top right for 4.5 s', () => {
    clock = installClock();
    const { view, act } = mountNotices();
    act((api) => api.notification.error({ title: '系统提示', message: '网络超时' }));
    const card = view.$('[role="alert"]');
    expect(card.textContent).to.contain('系统提示').and.to.contain('网络超时');
    const rect = card.getBoundingClientRect();
    expect(Math.round(window.innerWidth - rect.right)).to.equal(24);
    expect(rect.top).to.equal(24);
    expect(clock.pending()).to.deep.equal([4500]);
  });

  it('is titled 系统提示 when no title is given, and its X closes it', async () => {
    const { view, act } = mountNotices();
    act((api) => api.notification.info({ message: '有新消息' }));
    expect(view.$('[role="status"]').textContent).to.contain('系统提示');
    await click(view.$('[role="status"] button[aria-label="关闭"]'));
    await waitFor(() => view.$$('[role="status"]').length === 0);
  });

  it('stacks notifications downwards', () => {
    const { view, act } = mountNotices();
    act((api) => {
      api.notification.warning({ message: 'a' });
      api.notification.warning({ message: 'b' });
    });
    const [a, b] = view.$$('[role="alert"]');
    expect(b.getBoundingClientRect().top).to.be.greaterThan(a.getBoundingClientRect().bottom);
  });
});

describe('Notices while a modal dialog is open', () => {
  function PageWithModal({ into }: { into: { api?: NoticeApi } }): ReactElement {
    const [open, setOpen] = useState(true);
    return (
      <NoticeProvider>
        <Grab into={into} />
        <Modal open={open} title="高级查询" onCancel={() => setOpen(false)}>
          body
        </Modal>
      </NoticeProvider>
    );
  }

  it('are drawn inside the open dialog, on top and clickable, and move back out when it closes', async () => {
    const grabbed: { api?: NoticeApi } = {};
    const view = mount(<PageWithModal into={grabbed} />);
    const dialog = view.$<HTMLDialogElement>('dialog');
    await waitFor(() => dialog.open);
    flushSync(() => grabbed.api!.notification.warning({ message: '不能查询空条件' }));
    await waitFor(() => view.$$('[role="alert"]').length === 1);
    const card = view.$('[role="alert"]');
    expect(dialog.contains(card)).to.equal(true);
    const close = card.querySelector('button')!;
    const rect = close.getBoundingClientRect();
    const hit = (view.root as ShadowRoot).elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    expect(close.contains(hit)).to.equal(true);

    await click(byText(view.root, '取消', 'button'));
    await waitFor(() => !dialog.open);
    await waitFor(() => view.$$('[role="alert"]').length === 1 && !dialog.contains(view.$('[role="alert"]')));
  });
});
