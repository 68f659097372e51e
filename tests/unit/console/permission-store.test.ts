import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePermissionStore } from '../../../console/session/permission-store';
import { buttonAllowed } from '../../../elements/core/permission';
import { getSysButtonAuth, getUserButtonAuth } from '../../../elements/core/session';
import type { NoticeApi } from '../../../elements/core/ui';
import { ok } from '../core/http/fake-backend';
import { configureTestSession, consoleSession, pathOf, resetConsoleSession } from './session-fixture';

interface Shown {
  level: string;
  text: string;
  duration: number | undefined;
}

let shown: Shown[];
let detach: () => void;

beforeEach(() => {
  shown = [];
  const record = (level: string) => (text: string, duration?: number) => {
    shown.push({ level, text, duration });
    return () => undefined;
  };
  const notify = (level: string) => (input: { message: string }) => record(level)(input.message);
  const notice: NoticeApi = {
    message: {
      success: record('success'),
      info: record('info'),
      warning: record('warning'),
      error: record('error'),
      loading: record('loading'),
    },
    notification: {
      success: notify('success'),
      info: notify('info'),
      warning: notify('warning'),
      error: notify('error'),
    },
  };
  detach = configureTestSession().notices.attach({ notice, confirm: async () => true });
  usePermissionStore.getState().reset();
});

afterEach(() => {
  detach();
  resetConsoleSession();
});

const menu = [
  {
    path: '/dashboard/analysis',
    name: 'dashboard-analysis',
    component: 'dashboard/Analysis',
    route: '1',
    meta: { title: '首页' },
  },
  {
    path: '/system',
    name: 'system',
    component: 'layouts/RouteView',
    route: '1',
    meta: { title: '系统管理' },
    children: [
      {
        path: '/system/user',
        name: 'system-user',
        component: 'system/UserList',
        route: '1',
        meta: { title: '用户管理' },
      },
    ],
  },
];
const auth = [{ action: 'user:add', type: '1', describe: '添加' }];
const allAuth = [
  { action: 'user:add', type: '1', status: '1', describe: '添加' },
  { action: 'user:delete', type: '1', status: '1', describe: '删除' },
];

describe('the menu is fetched, the routes built, and the button lists stored in the session', () => {
  it('loads getUserPermissionByToken into routes', async () => {
    const { backend } = consoleSession(() => ok({ menu, auth, allAuth, sysSafeMode: false }));
    await expect(usePermissionStore.getState().load()).resolves.toBe('ready');
    expect(backend.requests.map(pathOf)).toEqual(['/sys/permission/getUserPermissionByToken']);
    const state = usePermissionStore.getState();
    expect(state.status).toBe('ready');
    expect(state.routes.map((route) => route.path)).toEqual([
      '/dashboard/analysis',
      '/system',
      '/system/user',
      '/account/center',
      '/account/settings/base',
    ]);
  });

  it('adds the landing page and the personal pages when the menu lacks them, hidden from the menu', async () => {
    const onlySystem = [menu[1]];
    consoleSession(() => ok({ menu: onlySystem, auth, allAuth }));
    await usePermissionStore.getState().load();
    const builtIn = usePermissionStore.getState().routes.filter((route) => !route.path.startsWith('/system'));
    expect(builtIn.map((route) => [route.path, route.name, route.component, route.meta.title, route.hidden])).toEqual([
      ['/dashboard/analysis', 'dashboard-analysis', 'dashboard/Analysis', '首页', true],
      ['/account/center', 'account-center', 'account/center', '个人中心', true],
      ['/account/settings/base', 'account-settings-base', 'account/settings', '账户设置', true],
    ]);
  });

  it('stores auth and allAuth so button checks work', async () => {
    consoleSession(() => ok({ menu, auth, allAuth }));
    await usePermissionStore.getState().load();
    expect(getUserButtonAuth()).toEqual(auth);
    expect(getSysButtonAuth()).toEqual(allAuth);
    expect(buttonAllowed('user:add')).toBe(true);
    expect(buttonAllowed('user:delete')).toBe(false);
  });

  it('sends one request however many navigations ask at once', async () => {
    const { backend } = consoleSession(() => ok({ menu, auth, allAuth }));
    const { load } = usePermissionStore.getState();
    await Promise.all([load(), load(), load()]);
    expect(backend.requests).toHaveLength(1);
  });
});

describe('an empty menu list is an error', () => {
  it.each([[[]], [null]])('menu %j fails with the getPermissionList message', async (empty) => {
    consoleSession(() => ok({ menu: empty, auth, allAuth }));
    await expect(usePermissionStore.getState().load()).resolves.toBe('failed');
    expect(shown).toEqual([
      { level: 'error', text: 'getPermissionList: permissions must be a non-null array !', duration: undefined },
    ]);
    expect(usePermissionStore.getState().routes).toEqual([]);
  });
});

describe("a menu entry using 'layouts/default/index' means a Vue3 menu table", () => {
  it('shows a persistent message and builds no routes', async () => {
    const vue3 = [{ path: '/', component: 'layouts/default/index', meta: { title: 'x' }, children: menu }];
    consoleSession(() => ok({ menu: vue3, auth, allAuth }));
    await expect(usePermissionStore.getState().load()).resolves.toBe('vue3');
    expect(shown).toEqual([
      {
        level: 'error',
        text: '启动失败: 检查到当前菜单表是Vue3版本，导致菜单加载异常，请切换到Vue2版菜单！',
        duration: 0,
      },
    ]);
    expect(usePermissionStore.getState()).toMatchObject({ status: 'vue3', routes: [] });
  });
});

describe('a failed load leaves no menu behind', () => {
  it('answers failed for a refused request', async () => {
    consoleSession(() => ({ data: { success: false, message: 'no', code: 500, result: null } }));
    await expect(usePermissionStore.getState().load()).resolves.toBe('failed');
    expect(usePermissionStore.getState().status).toBe('empty');
  });

  it('answers failed when the request itself fails', async () => {
    consoleSession(() => ({ status: 500, data: { success: false, message: 'boom', code: 500 } }));
    await expect(usePermissionStore.getState().load()).resolves.toBe('failed');
  });
});

describe('after a language switch the menu is fetched again while the one on screen stays', () => {
  const titled = (title: string) => [{ ...menu[0], meta: { title } }];

  it('keeps the store ready while reloading and then shows the new titles', async () => {
    let title = '首页';
    consoleSession(() => ok({ menu: titled(title), auth, allAuth }));
    await usePermissionStore.getState().load();
    title = 'Home';
    const reloading = usePermissionStore.getState().reload();
    expect(usePermissionStore.getState().status).toBe('ready');
    expect(usePermissionStore.getState().menu[0].meta?.title).toBe('首页');
    await expect(reloading).resolves.toBe('ready');
    expect(usePermissionStore.getState().menu[0].meta?.title).toBe('Home');
  });

  it('keeps the menu on screen when the reload fails', async () => {
    let answerOk = true;
    consoleSession(() => (answerOk ? ok({ menu: titled('首页'), auth, allAuth }) : { fail: 'network' }));
    await usePermissionStore.getState().load();
    answerOk = false;
    await expect(usePermissionStore.getState().reload()).resolves.toBe('failed');
    expect(usePermissionStore.getState().status).toBe('ready');
    expect(usePermissionStore.getState().menu[0].meta?.title).toBe('首页');
  });
});
