import { useEffect, type ReactElement } from 'react';
import {
  DeferredNoticeProvider,
  Modal,
  useConfirm,
  useNotice,
  type ConfirmFn,
  type NoticeApi,
} from '../../../../elements/core/ui';
import { expect, settle, waitFor } from '../../harness';
import { byText, click, mount, unmountAll, type MountMode } from './mount';

afterEach(unmountAll);

// The grid's provider: the same notices and confirmations as NoticeProvider, its machinery
// mounted with the first of them.

interface Grabbed {
  api?: NoticeApi;
  confirm?: ConfirmFn;
}

function Grab({ into }: { into: Grabbed }): null {
  const api = useNotice();
  const confirm = useConfirm();
  useEffect(() => {
    into.api = api;
    into.confirm = confirm;
  }, [api, confirm, into]);
  return null;
}

function mountDeferred(mode: MountMode = 'shadow', dialog?: ReactElement) {
  const grabbed: Grabbed = {};
  const view = mount(
    <DeferredNoticeProvider>
      <Grab into={grabbed} />
      {dialog}
    </DeferredNoticeProvider>,
    mode,
  );
  return { view, grabbed };
}

for (const mode of ['shadow', 'light'] as MountMode[]) {
  describe(`DeferredNoticeProvider (${mode} DOM)`, () => {
    it('shows the first message inside its own root, and the ones after', async () => {
      const { view, grabbed } = mountDeferred(mode);
      await waitFor(() => grabbed.api !== undefined);
      grabbed.api!.message.warning('请勿重复点击');
      await waitFor(() => view.$$('[role="alert"]').length === 1, 3000, 'the first message');
      expect(view.$('[role="alert"]').textContent).to.equal('请勿重复点击');
      if (mode === 'shadow') expect(Boolean(document.querySelector('[role="alert"]'))).to.equal(false);
      grabbed.api!.notification.info({ message: '有新消息' });
      await waitFor(() => view.$$('[role="status"]').length === 1, 3000, 'the notification');
      expect(view.$('[role="status"]').textContent).to.contain('系统提示').and.to.contain('有新消息');
    });
  });
}

describe('DeferredNoticeProvider', () => {
  it('answers a confirmation made before anything was shown', async () => {
    const { view, grabbed } = mountDeferred();
    await waitFor(() => grabbed.confirm !== undefined);
    const answer = grabbed.confirm!({ content: '是否删除选中的 2 条数据?' });
    await waitFor(() => view.$$<HTMLDialogElement>('dialog').some((dialog) => dialog.open), 3000, 'the confirmation');
    await click(byText(view.root, '确定', 'button'));
    expect(await answer).to.equal(true);
  });

  it('never draws a message closed before its provider drew it', async () => {
    const { view, grabbed } = mountDeferred();
    await waitFor(() => grabbed.api !== undefined);
    const close = grabbed.api!.message.loading('never shown');
    close();
    grabbed.api!.message.info('shown');
    await waitFor(() => view.$$('[role="status"]').length === 1, 3000, 'the second message');
    await settle();
    expect(view.$$('[role="status"]').map((toast) => toast.textContent)).to.deep.equal(['shown']);
  });

  it('draws a notice inside a dialog opened before any notice', async () => {
    const { view, grabbed } = mountDeferred(
      'shadow',
      <Modal open title="选择用户" onCancel={() => undefined}>
        body
      </Modal>,
    );
    const dialog = view.$<HTMLDialogElement>('dialog');
    await waitFor(() => dialog.open && grabbed.api !== undefined);
    grabbed.api!.message.warning('请选择用户');
    await waitFor(() => view.$$('[role="alert"]').length === 1, 3000, 'the message');
    expect(dialog.contains(view.$('[role="alert"]'))).to.equal(true);
  });
});
