import { useEffect } from 'react';
import { createNoticeBridge, NoticeProvider, useConfirm, type ConfirmFn } from '../../../../elements/core/ui';
import { expect, sendKeys, settle, waitFor } from '../../harness';
import { byText, click, mount, unmountAll, type Mounted } from './mount';

afterEach(unmountAll);

function Grab({ into }: { into: { confirm?: ConfirmFn } }): null {
  const confirm = useConfirm();
  useEffect(() => {
    into.confirm = confirm;
  }, [confirm, into]);
  return null;
}

function mountConfirm() {
  const grabbed: { confirm?: ConfirmFn } = {};
  const view = mount(
    <NoticeProvider>
      <Grab into={grabbed} />
    </NoticeProvider>,
  );
  return { view, confirm: (options: Parameters<ConfirmFn>[0]) => grabbed.confirm!(options) };
}

async function openDialog(view: Mounted): Promise<HTMLDialogElement> {
  await waitFor(() => view.$$<HTMLDialogElement>('dialog').some((dialog) => dialog.open), 3000, 'a dialog');
  return view.$$<HTMLDialogElement>('dialog').find((dialog) => dialog.open)!;
}

describe('Confirm: a promise answered by the user', () => {
  it('resolves true on 确定 and false on 取消', async () => {
    const { view, confirm } = mountConfirm();
    const yes = confirm({ title: '确认删除', content: '是否删除选中数据?' });
    const dialog = await openDialog(view);
    expect(dialog.textContent).to.contain('确认删除').and.to.contain('是否删除选中数据?');
    await click(byText(dialog, '确定', 'button'));
    expect(await yes).to.equal(true);

    const no = confirm({ content: '是否覆盖?' });
    await click(byText(await openDialog(view), '取消', 'button'));
    expect(await no).to.equal(false);
    await waitFor(() => view.$$('dialog').length === 0, 3000, 'the dialog to leave');
  });

  it('Escape answers no; the title defaults to 提示 and 确定 has the focus', async () => {
    const { view, confirm } = mountConfirm();
    const answer = confirm({ content: 'x' });
    const dialog = await openDialog(view);
    expect(dialog.textContent).to.contain('提示');
    expect(view.focused()?.textContent).to.equal('确定');
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal(false);
  });

  it('stays inside the provider root and a danger confirmation has a red OK with its own text', async () => {
    const { view, confirm } = mountConfirm();
    void confirm({ content: 'x', danger: true, okText: '删除' });
    const dialog = await openDialog(view);
    expect(dialog.getRootNode() === view.root, 'rendered in the provider root').to.equal(true);
    expect(getComputedStyle(byText(dialog, '删除', 'button')).backgroundColor).to.equal('rgb(255, 77, 79)');
  });
});

describe('Notice bridge for code outside React', () => {
  it('delivers calls made before a provider is mounted once one attaches', async () => {
    const bridge = createNoticeBridge();
    bridge.error({ title: '系统提示', message: '拒绝访问' });
    bridge.success('保存成功');
    const view = mount(<NoticeProvider bridge={bridge} />);
    await waitFor(() => view.$$('[role="alert"], [role="status"]').length === 2);
    expect(view.$('[role="alert"]').textContent).to.contain('系统提示').and.to.contain('拒绝访问');
    expect(view.$('[role="status"]').textContent).to.equal('保存成功');
  });

  it('a notice with a title is a notification, without one a message', async () => {
    const bridge = createNoticeBridge();
    const view = mount(<NoticeProvider bridge={bridge} />);
    bridge.warning({ message: '请选择一条记录' });
    bridge.info({ title: '通知', message: '新公告' });
    await waitFor(() => view.$$('[role]').length === 2);
    const warning = view.$('[role="alert"]');
    expect(Boolean(warning.querySelector('button[aria-label="关闭"]'))).to.equal(false);
    expect(view.$('[role="status"] button[aria-label="关闭"]')).to.exist;
  });

  it('loading(text) stays until its closer is called, even when closed before delivery', async () => {
    const bridge = createNoticeBridge();
    const early = bridge.loading('never shown');
    early();
    const view = mount(<NoticeProvider bridge={bridge} />);
    const close = bridge.loading('登录中');
    await waitFor(() => view.$$('[role="status"]').length === 1);
    expect(view.$('[role="status"]').textContent).to.equal('登录中');
    close();
    await waitFor(() => view.$$('[role="status"]').length === 0);
  });

  it('confirmRelogin shows one 重新登录 button, cannot be dismissed, and resolves when pressed', async () => {
    const bridge = createNoticeBridge();
    const view = mount(<NoticeProvider bridge={bridge} />);
    let pressed = false;
    const relogin = bridge
      .confirmRelogin({ title: '登录已过期', content: '很抱歉，登录已过期，请重新登录' })
      .then(() => {
        pressed = true;
      });
    const dialog = await openDialog(view);
    expect(Array.from(dialog.querySelectorAll('button'), (button) => button.textContent)).to.deep.equal(['重新登录']);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await settle();
    await settle();
    expect(dialog.open).to.equal(true);
    expect(pressed).to.equal(false);
    await click(byText(dialog, '重新登录', 'button'));
    await relogin;
    expect(pressed).to.equal(true);
  });

  it('after its provider unmounts, notices wait for the next one', async () => {
    const bridge = createNoticeBridge();
    mount(<NoticeProvider bridge={bridge} />);
    unmountAll();
    bridge.error('失败');
    const view = mount(<NoticeProvider bridge={bridge} />);
    await waitFor(() => view.$$('[role="alert"]').length === 1);
  });
});
