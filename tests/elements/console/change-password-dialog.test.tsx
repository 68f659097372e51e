import { useState, type ReactElement } from 'react';
import { ChangePasswordDialog } from '../../../console/shell/dialogs';
import { expect, sendKeys, waitFor } from '../harness';
import {
  byText,
  click,
  memorySession,
  mountConsole,
  ok,
  refused,
  resetConsole,
  serverAnswers,
  type ConsoleView,
} from './console-fixture';

afterEach(resetConsole);

function Page({ closes }: { closes: string[] }): ReactElement {
  const [open, setOpen] = useState(true);
  return (
    <ChangePasswordDialog
      open={open}
      onClose={() => {
        closes.push('close');
        setOpen(false);
      }}
    />
  );
}

const dialog = (view: ConsoleView) => view.$<HTMLDialogElement>('dialog');
const title = (view: ConsoleView) =>
  document.getElementById(dialog(view).getAttribute('aria-labelledby') ?? '')?.textContent;
const field = (view: ConsoleView, name: string) => view.$<HTMLInputElement>(`input[name="${name}"]`);
const errors = (view: ConsoleView) =>
  view
    .$$('[role="alert"]')
    .filter((node) => !node.dataset.level)
    .map((node) => node.textContent);

async function type(view: ConsoleView, name: string, text: string): Promise<void> {
  await click(field(view, name));
  await sendKeys({ type: text });
}

async function fill(view: ConsoleView, values: [string, string, string]): Promise<void> {
  await type(view, 'oldpassword', values[0]);
  await type(view, 'password', values[1]);
  await type(view, 'confirmpassword', values[2]);
}

describe('修改密码 needs a signed-in user', () => {
  it('warns 当前系统无登录用户! and closes without showing the dialog', async () => {
    memorySession();
    const closes: string[] = [];
    const view = mountConsole(<Page closes={closes} />);
    await waitFor(() => closes.length === 1, 3000, 'the dialog to close');
    expect(dialog(view).open).to.equal(false);
    await waitFor(() => view.notices().length > 0);
    expect(view.notices()).to.deep.equal([{ level: 'warning', text: '当前系统无登录用户!' }]);
  });
});

describe('the change-password form checks its fields', () => {
  beforeEach(() => memorySession({ id: 'user-lisi', username: 'lisi' }));

  it('is titled 修改密码 and asks for the old, new and confirmed password', async () => {
    serverAnswers(() => ok());
    const view = mountConsole(<Page closes={[]} />);
    await waitFor(() => dialog(view).open);
    expect(title(view)).to.equal('修改密码');
    expect(view.$$('label').map((label) => label.textContent)).to.deep.equal(['旧密码', '新密码', '确认新密码']);
  });

  it('names every missing field and sends nothing', async () => {
    const server = serverAnswers(() => ok());
    const view = mountConsole(<Page closes={[]} />);
    await waitFor(() => dialog(view).open);
    await click(byText(view.root, '确定', 'button'));
    await waitFor(() => errors(view).length === 3);
    expect(errors(view)).to.deep.equal(['请输入旧密码!', '请输入新密码!', '请确认新密码!']);
    expect(server.requests.length).to.equal(0);
  });

  it('says 两次输入的密码不一样！ while the confirmation differs, and clears it once they match', async () => {
    serverAnswers(() => ok());
    const view = mountConsole(<Page closes={[]} />);
    await waitFor(() => dialog(view).open);
    await fill(view, ['old-pass-1', 'Tractor-2025', 'Tractor-202']);
    await waitFor(() => errors(view).includes('两次输入的密码不一样！'));
    await type(view, 'confirmpassword', '5');
    await waitFor(() => errors(view).length === 0, 3000, 'the mismatch to clear');
    await type(view, 'password', 'x');
    await waitFor(
      () => errors(view).includes('两次输入的密码不一样！'),
      3000,
      'a changed new password to be checked against the confirmation',
    );
  });
});

describe('submitting the new password', () => {
  beforeEach(() => memorySession({ id: 'user-lisi', username: 'lisi' }));

  it('sends PUT sys/user/updatePassword with the username, shows the server message and closes', async () => {
    const server = serverAnswers(() => ok(null, '密码修改成功'));
    const closes: string[] = [];
    const view = mountConsole(<Page closes={closes} />);
    await waitFor(() => dialog(view).open);
    await fill(view, ['old-pass-1', 'Tractor-2025', 'Tractor-2025']);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => closes.length === 1, 3000, 'the dialog to close');
    expect(server.requests.map((request) => [request.method, request.url])).to.deep.equal([
      ['put', 'sys/user/updatePassword'],
    ]);
    expect(server.body(server.requests[0])).to.deep.equal({
      username: 'lisi',
      oldpassword: 'old-pass-1',
      password: 'Tractor-2025',
      confirmpassword: 'Tractor-2025',
    });
    expect(view.notices()).to.deep.equal([{ level: 'success', text: '密码修改成功' }]);
  });

  it('warns with the server message on a refusal and keeps what was typed', async () => {
    serverAnswers(() => refused('旧密码输入错误'));
    const closes: string[] = [];
    const view = mountConsole(<Page closes={closes} />);
    await waitFor(() => dialog(view).open);
    await fill(view, ['wrong-pass', 'Tractor-2025', 'Tractor-2025']);
    await click(byText(view.root, '确定', 'button'));
    await waitFor(() => view.notices().length > 0);
    expect(view.notices()).to.deep.equal([{ level: 'warning', text: '旧密码输入错误' }]);
    expect(dialog(view).open).to.equal(true);
    expect(closes).to.deep.equal([]);
    expect(['oldpassword', 'password', 'confirmpassword'].map((name) => field(view, name).value)).to.deep.equal([
      'wrong-pass',
      'Tractor-2025',
      'Tractor-2025',
    ]);
  });

  it('keeps the dialog and the typed values when the request fails', async () => {
    const server = serverAnswers(() => ({
      status: 500,
      data: { success: false, message: '服务器内部错误', code: 500, result: null },
    }));
    const view = mountConsole(<Page closes={[]} />);
    await waitFor(() => dialog(view).open);
    await fill(view, ['old-pass-1', 'Tractor-2025', 'Tractor-2025']);
    await click(byText(view.root, '确定', 'button'));
    await waitFor(() => server.requests.length === 1);
    await waitFor(
      () => !byText(view.root, '确定', 'button').closest('button')!.disabled,
      3000,
      'the request to settle',
    );
    expect(dialog(view).open).to.equal(true);
    expect(field(view, 'oldpassword').value).to.equal('old-pass-1');
  });
});
