import type { InternalAxiosRequestConfig } from 'axios';
import { DepartList } from '../../../console/pages/system';
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
import { expect, waitFor } from '../harness';
import { reactHost, removeReactHosts } from '../react-host';

// 部门权限 on the departments page, driven through its DOM. The server's refusals and time-outs
// are stood in for; the e2e test grants through the real server.
const DEPART = {
  id: 'd1',
  key: 'd1',
  title: '农机销售部',
  parentId: null,
  departName: '农机销售部',
  orgCode: 'A01',
  orgCategory: '1',
  departOrder: 0,
  mobile: null,
  fax: null,
  address: null,
  memo: null,
};
const GRANT_TREE = [
  {
    key: 'm1',
    title: '系统管理',
    children: [{ key: 'p1', title: '用户管理', children: [{ key: 'b1', title: '添加用户' }] }],
  },
  { key: 'm2', title: '农机管理' },
];
const SAVE_URL = '/sys/permission/saveDepartPermission';

afterEach(() => {
  removeReactHosts();
  resetHttpConfig();
  setUserButtonAuth([]);
});

interface Page {
  host: HTMLElement;
  backend: FakeBackend;
  notifier: RecordingNotifier;
}

/** The page with one department chosen; `onSave` answers the grant saves. */
async function mountDeparts(
  codes: readonly string[],
  onSave: () => Answer = () => ok(null, '保存成功！'),
): Promise<Page> {
  setUserButtonAuth(codes.map((action) => ({ action, type: '1', describe: action })));
  const backend = fakeBackend((request: InternalAxiosRequestConfig) => {
    const url = request.url ?? '';
    if (url.endsWith('/sys/sysDepart/queryTreeList')) return ok([DEPART]);
    if (url.endsWith('/sys/role/queryTreeList')) return ok({ treeList: GRANT_TREE, ids: ['m1', 'p1', 'b1', 'm2'] });
    if (url.endsWith('/sys/permission/queryDepartPermission'))
      return ok(request.params?.departId === 'd1' ? ['p1'] : []);
    if (url.endsWith(SAVE_URL)) return onSave();
    return { status: 404, data: {} };
  });
  const notifier = recordingNotifier();
  configureHttp({ adapter: backend.adapter, getToken: () => 'token', getTenantId: () => null, notify: notifier });
  const { host, render } = reactHost();
  render(
    <NoticeProvider>
      <DepartList />
    </NoticeProvider>,
  );
  const title = await found(
    () => treeItem(host, '部门树', '农机销售部')?.querySelector<HTMLElement>('[data-part="title"]'),
    'the department',
  );
  title.click();
  await waitFor(
    () => treeItem(host, '部门树', '农机销售部')?.getAttribute('aria-selected') === 'true',
    3000,
    'the department chosen',
  );
  return { host, backend, notifier };
}

async function found<T>(find: () => T | null | undefined, what: string): Promise<T> {
  await waitFor(() => Boolean(find()), 3000, what);
  return find()!;
}

const button = (scope: Element, text: string) =>
  Array.from(scope.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === text);
const treeItem = (scope: Element, tree: string, title: string) =>
  Array.from(scope.querySelectorAll(`[role="tree"][aria-label="${tree}"] [role="treeitem"]`)).find(
    (item) => item.querySelector('[data-part="title"]')?.textContent === title,
  );
const grantItem = (host: HTMLElement, title: string) => treeItem(host, '菜单和按钮权限', title);
const checkedGrants = (host: HTMLElement) =>
  Array.from(
    host.querySelectorAll('[role="tree"][aria-label="菜单和按钮权限"] [role="treeitem"][aria-checked="true"]'),
  ).map((item) => item.textContent);
const drawer = (host: HTMLElement) =>
  Array.from(host.querySelectorAll('dialog')).find(
    (dialog) => dialog.open && dialog.textContent?.startsWith('部门权限配置：农机销售部'),
  );
const saves = (backend: FakeBackend) =>
  backend.requests
    .filter((request) => request.url?.endsWith(SAVE_URL))
    .map((request) => JSON.parse(String(request.data)));

/** Opens the drawer on 授权 and waits for the department's grants. */
async function openGrants(host: HTMLElement): Promise<HTMLDialogElement> {
  button(host, '授权')!.click();
  await found(() => grantItem(host, '添加用户'), 'the grant tree');
  return found(() => drawer(host), 'the drawer');
}

async function check(host: HTMLElement, title: string): Promise<void> {
  (grantItem(host, title) as HTMLElement).click();
  await waitFor(() => grantItem(host, title)?.getAttribute('aria-checked') === 'true', 3000, `${title} checked`);
}

describe('部门权限 on the departments page', () => {
  it('offers 授权 on the chosen department only with depart:authorize', async () => {
    let page = await mountDeparts(['depart:add', 'depart:edit', 'depart:delete']);
    expect(button(page.host, '授权')).to.equal(undefined);
    removeReactHosts();
    page = await mountDeparts(['depart:authorize']);
    expect(button(page.host, '授权')).not.to.equal(undefined);
  });

  it("opens the department's grants checked, the boxes unlinked, and saves exactly the checked ones", async () => {
    const { host, backend } = await mountDeparts(['depart:authorize']);
    const panel = await openGrants(host);
    expect(checkedGrants(host)).to.deep.equal(['用户管理']);
    expect(Array.from(panel.querySelectorAll<HTMLElement>('*')).some((part) => part.style.width === '650px')).to.equal(
      true,
    );

    // A checked page does not check its buttons or its menu (JeecgBoot's checkStrictly).
    await check(host, '农机管理');
    expect(checkedGrants(host)).to.deep.equal(['用户管理', '农机管理']);
    button(panel, '仅保存')!.click();
    await waitFor(() => saves(backend).length === 1, 3000, 'the save');
    expect(saves(backend)[0]).to.deep.equal({ departId: 'd1', permissionIds: 'p1,m2', lastpermissionIds: 'p1' });
    await found(
      () =>
        Array.from(document.querySelectorAll('[role="status"]')).find((notice) =>
          notice.textContent?.includes('保存成功！'),
        ),
      'the success',
    );
    expect(drawer(host)).to.equal(panel);

    // The next save starts from what the server now holds.
    button(panel, '取消全选')!.click();
    await waitFor(() => checkedGrants(host).length === 0, 3000, 'nothing checked');
    button(panel, '保存并关闭')!.click();
    await waitFor(() => drawer(host) === undefined, 3000, 'the drawer closed');
    expect(saves(backend)[1]).to.deep.equal({ departId: 'd1', permissionIds: '', lastpermissionIds: 'p1,m2' });
  });

  it('keeps every checked box and shows why when the server refuses', async () => {
    const refusal: Answer = { data: { success: false, message: '不能授予自己没有的权限', code: 500, result: null } };
    const { host, backend } = await mountDeparts(['depart:authorize'], () => refusal);
    const panel = await openGrants(host);
    await check(host, '添加用户');
    button(panel, '保存并关闭')!.click();
    await found(
      () =>
        Array.from(document.querySelectorAll('[role="alert"]')).find((notice) =>
          notice.textContent?.includes('不能授予自己没有的权限'),
        ),
      'the refusal',
    );
    expect(saves(backend)).to.have.length(1);
    expect(drawer(host)).to.equal(panel);
    expect(checkedGrants(host)).to.deep.equal(['用户管理', '添加用户']);
  });

  it('keeps every checked box when the server does not answer', async () => {
    const { host, backend, notifier } = await mountDeparts(['depart:authorize'], () => ({ fail: 'timeout' }));
    const panel = await openGrants(host);
    await check(host, '系统管理');
    button(panel, '保存并关闭')!.click();
    await waitFor(() => notifier.errors.length > 0, 3000, 'the time-out notice');
    await waitFor(() => !button(panel, '保存并关闭')?.disabled, 3000, 'the buttons ready again');
    expect(saves(backend)).to.have.length(1);
    expect(drawer(host)).to.equal(panel);
    expect(checkedGrants(host)).to.deep.equal(['系统管理', '用户管理']);
  });
});
