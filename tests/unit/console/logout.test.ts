import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '../../../console/session/logout';
import { usePermissionStore } from '../../../console/session/permission-store';
import { useSessionStore } from '../../../console/session/session-store';
import { useTabsStore } from '../../../console/shell/tabs/tabs-store';
import {
  getDictCache,
  getKeptAliveRoutes,
  getSysButtonAuth,
  getTenantId,
  getToken,
  getUserButtonAuth,
  getUserInfo,
  getUsername,
  setDictCache,
  setKeptAliveRoutes,
  setSysButtonAuth,
  setTenantId,
  setToken,
  setUserButtonAuth,
  setUserInfo,
  setUsername,
} from '../../../elements/core/session';
import { ok } from '../core/http/fake-backend';
import { consoleSession, pathOf, resetConsoleSession } from './session-fixture';

afterEach(resetConsoleSession);

function signedIn(): void {
  setToken('tok-1');
  setUserInfo({ username: 'admin' });
  setUsername('admin');
  setDictCache({ sex: [] });
  setTenantId(2);
  setKeptAliveRoutes(['UserList']);
  setUserButtonAuth([{ action: 'user:add' }]);
  setSysButtonAuth([{ action: 'user:add', status: '1' }]);
  useSessionStore.getState().refresh();
  useTabsStore.setState({ pages: [{ fullPath: '/a', title: 'a', componentName: null }], active: '/a' });
  usePermissionStore.setState({ status: 'ready', routes: [], menu: [] });
}

function expectEverythingForgotten(): void {
  expect(getToken()).toBeNull();
  expect(getUserInfo()).toBeNull();
  expect(getUsername()).toBeNull();
  expect(getDictCache()).toBeNull();
  expect(getTenantId()).toBeNull();
  expect(getKeptAliveRoutes()).toEqual([]);
  expect(getUserButtonAuth()).toEqual([]);
  expect(getSysButtonAuth()).toEqual([]);
  expect(useSessionStore.getState()).toMatchObject({ token: null, userInfo: null });
  expect(usePermissionStore.getState().status).toBe('empty');
  expect(useTabsStore.getState().pages).toEqual([]);
}

describe('logout clears the session and tells the server with the token', () => {
  it('posts /sys/logout with the old token', async () => {
    const { backend } = consoleSession(() => ok(null, '退出登录成功！'));
    signedIn();
    await logout();
    expect(backend.requests.map(pathOf)).toEqual(['/sys/logout']);
    expect(backend.requests[0].headers.get('X-Access-Token')).toBe('tok-1');
    expectEverythingForgotten();
  });
});

describe('logout proceeds even if the server call fails', () => {
  it('has forgotten everything and rejects with the server message', async () => {
    consoleSession(() => ({ data: { success: false, message: 'Token失效，请重新登录', code: 500, result: null } }));
    signedIn();
    await expect(logout()).rejects.toThrow('Token失效，请重新登录');
    expectEverythingForgotten();
  });

  it('has forgotten everything when the server cannot be reached', async () => {
    consoleSession(() => ({ fail: 'network' }));
    signedIn();
    await expect(logout()).rejects.toThrow();
    expectEverythingForgotten();
  });
});
