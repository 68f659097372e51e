import { useState, type ReactElement } from 'react';
import { DepartSwitchDialog } from '../../../console/shell/dialogs';
import { getUserInfo, type SessionUserInfo } from '../../../elements/core/session';
import { expect, sendKeys, settle, waitFor } from '../harness';
import {
  byText,
  click,
  deferredAnswer,
  memorySession,
  mountConsole,
  NOW,
  ok,
  refused,
  resetConsole,
  serverAnswers,
  type Answer,
  type ConsoleView,
} from './console-fixture';

afterEach(resetConsole);

const DEPARTS = {
  list: [
    { id: 'dep-service', departName: '农机服务中心', orgCode: 'A01A03' },
    { id: 'dep-service-east', departName: '东区服务站', orgCode: 'A01A03A01' },
  ],
  orgCode: 'A01A03',
};
const SWITCHED: SessionUserInfo = { id: 'user-zhangsan', username: 'zhangsan', realname: '张三', orgCode: 'A01A03A01' };

interface Log {
  closes: number;
  switched: SessionUserInfo[];
}

function Page({ log, closable }: { log: Log; closable?: boolean }): ReactElement {
  const [open, setOpen] = useState(true);
  return (
    <DepartSwitchDialog
      open={open}
      closable={closable}
      onSwitched={(userInfo) => log.switched.push(userInfo)}
      onClose={() => {
        log.closes += 1;
        setOpen(false);
      }}
    />
  );
}

const dialog = (view: ConsoleView) => view.$<HTMLDialogElement>('dialog');
const title = (view: ConsoleView) =>
  document.getElementById(dialog(view).getAttribute('aria-labelledby') ?? '')?.textContent;
/** The select is named by what it shows (label in name): the placeholder, then the department. */
const select = (view: ConsoleView) => view.$('[aria-haspopup="listbox"]');

function departsServer(answers: { departs?: Answer | Promise<Answer>; select?: Answer } = {}) {
  return serverAnswers((request) =>
    request.url === '/sys/user/getCurrentUserDeparts'
      ? (answers.departs ?? ok(DEPARTS))
      : (answers.select ?? ok({ userInfo: SWITCHED })),
  );
}

async function openDialog(log: Log, closable?: boolean): Promise<ConsoleView> {
  const view = mountConsole(<Page log={log} closable={closable} />);
  await waitFor(() => dialog(view).open, 3000, 'the dialog to open');
  return view;
}

async function choose(view: ConsoleView, name: string): Promise<void> {
  await click(select(view));
  await waitFor(() => view.$$('[role="option"]').length > 0);
  await click(byText(view.root, name, '[role="option"]'));
}

describe('the department switch dialog waits for the department list', () => {
  beforeEach(() => memorySession({ id: 'user-zhangsan', username: 'zhangsan' }));

  it('stays hidden until the list is loaded, then names the current department in its title', async () => {
    const departs = deferredAnswer();
    const server = departsServer({ departs: departs.promise });
    const view = mountConsole(<Page log={{ closes: 0, switched: [] }} />);
    await waitFor(() => server.requests.length === 1);
    await settle();
    expect(dialog(view).open).to.equal(false);
    departs.release(ok(DEPARTS));
    await waitFor(() => dialog(view).open, 3000, 'the dialog to open');
    expect(server.requests[0]).to.include({ method: 'get', url: '/sys/user/getCurrentUserDeparts' });
    expect(title(view)).to.equal('部门切换（当前部门 : 农机服务中心）');
  });

  it('warns 您尚未设置部门信息! and closes when the user has no department', async () => {
    departsServer({ departs: ok({ list: [], orgCode: null }) });
    const log: Log = { closes: 0, switched: [] };
    const view = mountConsole(<Page log={log} />);
    await waitFor(() => log.closes === 1, 3000, 'the dialog to close');
    expect(dialog(view).open).to.equal(false);
    await waitFor(() => view.notices().length > 0, 3000, 'the warning');
    expect(view.notices()).to.deep.equal([{ level: 'warning', text: '您尚未设置部门信息!' }]);
  });

  it('explains the choice in a tooltip: 您隶属于多部门，请选择当前所在部门', async () => {
    departsServer();
    const view = await openDialog({ closes: 0, switched: [] });
    const badge = view.$('[role="img"]');
    const tooltip = document.getElementById(badge.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.textContent).to.equal('您隶属于多部门，请选择当前所在部门');
  });
});

describe('choosing the department', () => {
  beforeEach(() => memorySession({ id: 'user-zhangsan', username: 'zhangsan' }));

  it('marks the select as in error when 确认 is pressed with nothing chosen, and sends nothing', async () => {
    const server = departsServer();
    const view = await openDialog({ closes: 0, switched: [] });
    await click(byText(view.root, '确认', 'button'));
    await waitFor(() => select(view).dataset.status === 'error');
    expect(view.$('[role="alert"]').textContent).to.equal('请选择登录部门');
    expect(server.requests.length).to.equal(1);
    await choose(view, '东区服务站');
    await waitFor(() => select(view).dataset.status === undefined, 3000, 'the error state to clear');
  });

  it('sends PUT /sys/selectDepart, keeps the answered user info for 7 days and closes', async () => {
    const server = departsServer();
    const log: Log = { closes: 0, switched: [] };
    const view = await openDialog(log);
    await choose(view, '东区服务站');
    await click(byText(view.root, '确认', 'button'));
    await waitFor(() => log.closes === 1, 3000, 'the dialog to close');
    const sent = server.requests[1];
    expect([sent.method, sent.url]).to.deep.equal(['put', '/sys/selectDepart']);
    expect(server.body(sent)).to.deep.equal({ username: 'zhangsan', orgCode: 'A01A03A01' });
    expect(getUserInfo()).to.deep.equal(SWITCHED);
    expect(log.switched).to.deep.equal([SWITCHED]);
  });

  it('stores the user info with the session lifetime of 604800000 ms', async () => {
    const storage = memorySession({ id: 'user-zhangsan', username: 'zhangsan' });
    departsServer();
    const log: Log = { closes: 0, switched: [] };
    const view = await openDialog(log);
    await choose(view, '东区服务站');
    await click(byText(view.root, '确认', 'button'));
    await waitFor(() => log.closes === 1);
    expect(JSON.parse(storage.getItem('pro__Login_Userinfo') ?? '{}').expire).to.equal(NOW + 604_800_000);
  });

  it('warns with the server message when the switch is refused, and stays open', async () => {
    departsServer({ select: refused('您不属于该部门') });
    const log: Log = { closes: 0, switched: [] };
    const view = await openDialog(log);
    await choose(view, '东区服务站');
    await click(byText(view.root, '确认', 'button'));
    await waitFor(() => view.notices().length > 0);
    expect(view.notices()).to.deep.equal([{ level: 'warning', text: '您不属于该部门' }]);
    expect(dialog(view).open).to.equal(true);
    expect(log.closes).to.equal(0);
  });
});

describe('closing the department switch', () => {
  beforeEach(() => memorySession({ id: 'user-zhangsan', username: 'zhangsan' }));

  it('offers 关闭 when closable', async () => {
    departsServer();
    const log: Log = { closes: 0, switched: [] };
    const view = await openDialog(log, true);
    await click(byText(view.root, '关闭', 'button'));
    await waitFor(() => log.closes === 1);
  });

  it('cannot be dismissed when not closable: no 关闭, and Escape does nothing', async () => {
    departsServer();
    const log: Log = { closes: 0, switched: [] };
    const view = await openDialog(log, false);
    expect(view.$$('button').map((button) => button.textContent?.trim())).to.not.include('关闭');
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(dialog(view).open).to.equal(true);
    expect(log.closes).to.equal(0);
  });
});

describe('opening the department switch again', () => {
  beforeEach(() => memorySession({ id: 'user-zhangsan', username: 'zhangsan' }));

  it('asks for the list again and stays hidden until it comes, never showing the earlier list', async () => {
    const later = deferredAnswer();
    let asked = 0;
    const server = serverAnswers(() => {
      asked += 1;
      return asked === 1 ? ok(DEPARTS) : later.promise;
    });
    const dialogOf = (open: boolean) => <DepartSwitchDialog open={open} onClose={() => undefined} />;
    const view = mountConsole(dialogOf(true));
    await waitFor(() => dialog(view).open, 3000, 'the dialog to open');
    view.render(dialogOf(false));
    await waitFor(() => !dialog(view).open, 3000, 'the dialog to close');
    // Any opening of the dialog before the new list arrives, however brief, is recorded.
    const openings: boolean[] = [];
    const watcher = new MutationObserver(() => openings.push(dialog(view).open));
    watcher.observe(view.root, { attributes: true, attributeFilter: ['open'], subtree: true });
    view.render(dialogOf(true));
    await waitFor(() => server.requests.length === 2, 3000, 'the list asked for again');
    await settle();
    watcher.disconnect();
    expect(openings).to.not.include(true);
    expect(dialog(view).open).to.equal(false);
    later.release(ok({ ...DEPARTS, orgCode: 'A01A03A01' }));
    await waitFor(() => dialog(view).open, 3000, 'the dialog to open again');
    expect(title(view)).to.equal('部门切换（当前部门 : 东区服务站）');
  });
});
