import type { InternalAxiosRequestConfig } from 'axios';
import { DepartUserList } from '../../../console/pages/system';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import { setUserButtonAuth } from '../../../elements/core/session';
import { NoticeProvider } from '../../../elements/core/ui';
import {
  fakeBackend,
  ok,
  recordingNotifier,
  type Answer,
  type FakeBackend,
  type RecordingNotifier,
} from '../../unit/core/http/fake-backend';
import { expect, sendKeys, waitFor } from '../harness';
import { reactHost, removeReactHosts } from '../react-host';

// 部门用户 driven through its DOM against a stand-in backend that keeps the links in memory; the
// e2e journey does the same against the real server.
const depart = (id: string, name: string) => ({
  id,
  key: id,
  title: name,
  parentId: null,
  departName: name,
  orgCode: id,
  orgCategory: '2',
  departOrder: 0,
  mobile: null,
  fax: null,
  address: null,
  memo: null,
});
const DEPARTS = [depart('d1', '农机销售部'), depart('d2', '财务部')];
const USERS = [
  {
    id: 'u1',
    username: 'lisi',
    realname: '李四',
    sex: 1,
    phone: '13800000004',
    status: 1,
    createTime: '2024-01-01 00:00:00',
  },
  {
    id: 'u2',
    username: 'liming',
    realname: '李明',
    sex: 1,
    phone: '13800000005',
    status: 1,
    createTime: '2024-01-02 00:00:00',
  },
  {
    id: 'u3',
    username: 'wangwu',
    realname: '王五',
    sex: 1,
    phone: '13800000006',
    status: 1,
    createTime: '2024-01-03 00:00:00',
  },
];
const LIST = '/sys/user/departUserList';
const ADD = '/sys/user/editSysDepartWithUser';
const REMOVE = '/sys/user/deleteUserInDepart';
const REMOVE_MANY = '/sys/user/deleteUserInDepartBatch';

type Refusal = (url: string) => Answer | null;

interface Page {
  host: HTMLElement;
  backend: FakeBackend;
  notifier: RecordingNotifier;
}

afterEach(() => {
  removeReactHosts();
  resetHttpConfig();
  setUserButtonAuth([]);
});

/** The page over departments d1 (lisi, liming) and d2 (nobody); `refuse` may answer a write instead. */
function mountPage(codes: readonly string[], refuse: Refusal = () => null): Page {
  setUserButtonAuth(codes.map((action) => ({ action, type: '1', describe: action })));
  const links = new Map<string, Set<string>>([
    ['d1', new Set(['u1', 'u2'])],
    ['d2', new Set()],
  ]);
  const backend = fakeBackend((request: InternalAxiosRequestConfig) => {
    const url = request.url ?? '';
    const params = (request.params ?? {}) as Record<string, string>;
    const write = [ADD, REMOVE, REMOVE_MANY].find((path) => url.endsWith(path));
    const refused = write ? refuse(write) : null;
    if (refused) return refused;
    if (url.endsWith('/sys/sysDepart/queryTreeList') || url.endsWith('/sys/sysDepart/queryDepartTreeSync'))
      return ok(DEPARTS);
    if (url.endsWith('/sys/user/queryUserComponentData')) return ok({ records: USERS, total: USERS.length });
    if (url.endsWith(LIST)) {
      const word = (params.username ?? '').replace(/^\*|\*$/g, '');
      const records = USERS.filter((user) => links.get(params.depId)?.has(user.id) && user.username.includes(word));
      return ok({ records, total: records.length, size: 10, current: 1, pages: 1 });
    }
    if (url.endsWith(ADD)) {
      const body = JSON.parse(String(request.data)) as { depId: string; userIdList: string[] };
      body.userIdList.forEach((id) => {
        links.get(body.depId)?.add(id);
      });
      return ok('添加成功！', '添加成功！');
    }
    if (url.endsWith(REMOVE) || url.endsWith(REMOVE_MANY)) {
      (params.userIds ?? params.userId).split(',').forEach((id) => {
        links.get(params.depId)?.delete(id);
      });
      return ok('删除成功!', '删除成功!');
    }
    return { status: 404, data: {} };
  });
  const notifier = recordingNotifier();
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null, notify: notifier });
  const { host, render } = reactHost();
  render(
    <NoticeProvider>
      <DepartUserList />
    </NoticeProvider>,
  );
  return { host, backend, notifier };
}

async function found<T>(find: () => T | null | undefined, what: string): Promise<T> {
  await waitFor(() => Boolean(find()), 3000, what);
  return find()!;
}

const button = (scope: Element | Document, text: string) =>
  Array.from(scope.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === text);
const departItem = (host: HTMLElement, name: string) =>
  Array.from(host.querySelectorAll('[role="tree"][aria-label="部门树"] [role="treeitem"]')).find(
    (item) => item.querySelector('[data-part="title"]')?.textContent === name,
  );
const memberTable = (host: HTMLElement, name: string) => host.querySelector(`table[aria-label="${name} 的用户"]`);
/** The accounts listed: the first cell after the check box, if rows have one; the empty table's one row lists nobody. */
const listed = (host: HTMLElement, name: string) =>
  Array.from(memberTable(host, name)?.querySelectorAll('tbody tr') ?? [])
    .filter((row) => !row.querySelector('td[colspan]'))
    .map(
      (row) =>
        Array.from(row.querySelectorAll('td')).find((cell) => !cell.querySelector('input[type="checkbox"]'))
          ?.textContent ?? '',
    );
const calls = (backend: FakeBackend, path: string) => backend.requests.filter((request) => request.url?.endsWith(path));
const openDialog = (title: string) =>
  Array.from(document.querySelectorAll('dialog')).find(
    (dialog) => dialog.open && dialog.textContent?.startsWith(title),
  );
const notice = (role: 'status' | 'alert', text: string) =>
  Array.from(document.querySelectorAll(`[role="${role}"]`)).find((shown) => shown.textContent?.includes(text));

async function choose(host: HTMLElement, name: string): Promise<void> {
  const title = await found(() => departItem(host, name)?.querySelector<HTMLElement>('[data-part="title"]'), name);
  title.click();
  await waitFor(() => Boolean(memberTable(host, name)), 3000, `${name}'s users`);
}

async function waitListed(host: HTMLElement, name: string, usernames: readonly string[]): Promise<void> {
  await waitFor(
    () => JSON.stringify(listed(host, name)) === JSON.stringify(usernames),
    3000,
    `${usernames.join(',') || 'nobody'} listed`,
  );
}

/** Opens the user picker, chooses the users by account and confirms. */
async function pick(host: HTMLElement, usernames: readonly string[]): Promise<HTMLDialogElement> {
  button(host, '添加已有用户')!.click();
  const picker = await found(() => openDialog('选择用户'), 'the user picker');
  await found(() => picker.querySelector('tbody tr'), 'the users of the picker');
  const row = (username: string) =>
    Array.from(picker.querySelectorAll<HTMLElement>('tbody tr')).find((candidate) =>
      candidate.textContent?.includes(username),
    );
  for (const username of usernames) {
    // The picker's first page may be drawn again as it settles: each choice is awaited.
    (await found(() => row(username), username)).click();
    await waitFor(() => row(username)?.getAttribute('aria-selected') === 'true', 3000, `${username} chosen`);
  }
  button(picker, '确定')!.click();
  return picker;
}

/** Answers the open confirmation. */
async function answerConfirm(title: string, agree: boolean): Promise<void> {
  const dialog = await found(() => openDialog(title), 'the confirmation');
  button(dialog, agree ? '确定' : '取消')!.click();
  await waitFor(() => !dialog.open, 3000, 'the confirmation closed');
}

describe('部门用户: choosing a department', () => {
  it("asks for a department first, then lists the chosen one's users", async () => {
    const { host, backend } = mountPage([]);
    await found(() => departItem(host, '农机销售部'), 'the tree');
    expect(host.textContent).to.include('请在左侧选择一个部门');
    expect(calls(backend, LIST)).to.have.length(0);
    await choose(host, '农机销售部');
    await waitListed(host, '农机销售部', ['lisi', 'liming']);
    expect(calls(backend, LIST).at(-1)!.params).to.include({ depId: 'd1', pageNo: 1, pageSize: 10 });
    await choose(host, '财务部');
    await waitListed(host, '财务部', []);
    expect(calls(backend, LIST).at(-1)!.params).to.include({ depId: 'd2' });
  });

  it('queries by account as contains, and keeps what was typed when another department is chosen', async () => {
    const { host, backend } = mountPage([]);
    await choose(host, '农机销售部');
    await waitListed(host, '农机销售部', ['lisi', 'liming']);
    const account = Array.from(host.querySelectorAll('label'))
      .find((label) => label.textContent?.startsWith('用户账号'))!
      .querySelector('input')!;
    account.focus();
    await sendKeys({ type: 'lis' });
    button(host, '查询')!.click();
    await waitListed(host, '农机销售部', ['lisi']);
    expect(calls(backend, LIST).at(-1)!.params).to.include({ depId: 'd1', username: '*lis*' });
    await choose(host, '财务部');
    expect(host.querySelector<HTMLInputElement>('label input')!.value).to.equal('lis');
  });
});

describe('部门用户: adding existing users', () => {
  it('offers 添加已有用户 only with depart_user:add, and 移除 only with depart_user:remove', async () => {
    let page = mountPage([]);
    await choose(page.host, '农机销售部');
    await waitListed(page.host, '农机销售部', ['lisi', 'liming']);
    expect(button(page.host, '添加已有用户')).to.equal(undefined);
    expect(button(page.host, '移除')).to.equal(undefined);
    expect(page.host.querySelector('tbody input[type="checkbox"]')).to.equal(null);
    removeReactHosts();
    page = mountPage(['depart_user:add', 'depart_user:remove']);
    await choose(page.host, '农机销售部');
    await waitListed(page.host, '农机销售部', ['lisi', 'liming']);
    expect(button(page.host, '添加已有用户')).not.to.equal(undefined);
    expect(button(page.host, '移除')).not.to.equal(undefined);
  });

  it('links the users chosen in the picker to the department and lists them', async () => {
    const { host, backend } = mountPage(['depart_user:add']);
    await choose(host, '财务部');
    const picker = await pick(host, ['wangwu', 'lisi']);
    await waitListed(host, '财务部', ['lisi', 'wangwu']);
    expect(picker.open).to.equal(false);
    expect(JSON.parse(String(calls(backend, ADD)[0].data))).to.deep.equal({ depId: 'd2', userIdList: ['u3', 'u1'] });
    await found(() => notice('status', '添加成功！'), 'the success');
  });

  it('shows a refusal and keeps the picker open with its choice', async () => {
    const { host, backend } = mountPage(['depart_user:add'], (url) =>
      url === ADD ? { data: { success: false, message: '所选部门不存在', code: 500, result: null } } : null,
    );
    await choose(host, '财务部');
    const picker = await pick(host, ['wangwu']);
    await found(() => notice('alert', '所选部门不存在'), 'the refusal');
    expect(picker.open).to.equal(true);
    expect(picker.querySelector('tbody tr[aria-selected="true"]')?.textContent).to.include('wangwu');
    expect(calls(backend, ADD)).to.have.length(1);
    expect(listed(host, '财务部')).to.deep.equal([]);
  });

  it('keeps the picker open when the server does not answer', async () => {
    const { host, notifier } = mountPage(['depart_user:add'], (url) => (url === ADD ? { fail: 'network' } : null));
    await choose(host, '财务部');
    const picker = await pick(host, ['wangwu']);
    await waitFor(() => notifier.errors.length > 0, 3000, 'the network notice');
    await waitFor(() => !button(host, '添加已有用户')?.hasAttribute('disabled'), 3000, 'ready again');
    expect(picker.open).to.equal(true);
  });
});

describe('部门用户: removing users', () => {
  it('removes one user after confirmation, and nothing when cancelled', async () => {
    const { host, backend } = mountPage(['depart_user:remove']);
    await choose(host, '农机销售部');
    await waitListed(host, '农机销售部', ['lisi', 'liming']);
    const rowRemove = () => button(host.querySelector('[role="group"][aria-label="lisi 的操作"]')!, '移除')!;
    rowRemove().click();
    await answerConfirm('确认移除', false);
    expect(calls(backend, REMOVE)).to.have.length(0);
    rowRemove().click();
    expect((await found(() => openDialog('确认移除'), 'the question')).textContent).to.include(
      '确定将“李四”移出部门“农机销售部”吗?',
    );
    await answerConfirm('确认移除', true);
    await waitListed(host, '农机销售部', ['liming']);
    expect(calls(backend, REMOVE)[0].params).to.deep.include({ depId: 'd1', userId: 'u1' });
  });

  it('removes the selected users in one request', async () => {
    const { host, backend } = mountPage(['depart_user:remove']);
    await choose(host, '农机销售部');
    await waitListed(host, '农机销售部', ['lisi', 'liming']);
    host.querySelector<HTMLInputElement>('input[aria-label="选择 lisi"]')!.click();
    host.querySelector<HTMLInputElement>('input[aria-label="选择 liming"]')!.click();
    (await found(() => button(host, '移除选中（2）'), 'the batch button')).click();
    await answerConfirm('确认移除', true);
    await waitListed(host, '农机销售部', []);
    expect(calls(backend, REMOVE_MANY)[0].params).to.deep.include({ depId: 'd1', userIds: 'u1,u2' });
    expect(button(host, '移除选中（2）')).to.equal(undefined);
  });

  it('shows a refusal and keeps the rows and the selection', async () => {
    const { host } = mountPage(['depart_user:remove'], (url) =>
      url === REMOVE_MANY
        ? { data: { success: false, message: '不能管理权限高于自己的用户', code: 510, result: null } }
        : null,
    );
    await choose(host, '农机销售部');
    await waitListed(host, '农机销售部', ['lisi', 'liming']);
    host.querySelector<HTMLInputElement>('input[aria-label="选择 lisi"]')!.click();
    host.querySelector<HTMLInputElement>('input[aria-label="选择 liming"]')!.click();
    (await found(() => button(host, '移除选中（2）'), 'the batch button')).click();
    await answerConfirm('确认移除', true);
    await found(() => notice('alert', '不能管理权限高于自己的用户'), 'the refusal');
    expect(listed(host, '农机销售部')).to.deep.equal(['lisi', 'liming']);
    expect(button(host, '移除选中（2）')).not.to.equal(undefined);
  });
});
