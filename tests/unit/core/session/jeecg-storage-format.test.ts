import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getDictCache,
  getKeptAliveRoutes,
  getSysButtonAuth,
  getTenantId,
  getToken,
  getUserButtonAuth,
  getUserInfo,
  getUsername,
  resetSessionBacking,
  SESSION_LIFETIME_MS,
  setDictCache,
  setKeptAliveRoutes,
  setSysButtonAuth,
  setTenantId,
  setToken,
  setUserButtonAuth,
  setUserInfo,
  setUsername,
} from '../../../../elements/core/session';
import { memorySession } from './session-fixture';

let storage: ReturnType<typeof memorySession>;
beforeEach(() => {
  storage = memorySession();
});
afterEach(() => resetSessionBacking());

const vueLs = (value: unknown, expire: number | null) => JSON.stringify({ value, expire });

describe('the session is written the way a JeecgBoot Vue 2 page writes it (vue-ls, pro__, 7 days)', () => {
  it('keeps the lifetime at 604800000 ms', () => {
    expect(SESSION_LIFETIME_MS).toBe(604_800_000);
  });

  it('writes each entry as {"value", "expire"} under its mutation-types key', () => {
    const expire = storage.clock.now + 604_800_000;
    setToken('tok-1');
    setUserInfo({ username: 'admin', realname: '管理员' });
    setUsername('admin');
    setTenantId(7);
    setDictCache({ sex: [{ value: '1', text: '男' }] });
    setKeptAliveRoutes(['UserList']);

    expect(storage.local.getItem('pro__Access-Token')).toBe(vueLs('tok-1', expire));
    expect(storage.local.getItem('pro__Login_Userinfo')).toBe(vueLs({ username: 'admin', realname: '管理员' }, expire));
    expect(storage.local.getItem('pro__Login_Username')).toBe(vueLs('admin', expire));
    expect(storage.local.getItem('pro__TENANT_ID')).toBe(vueLs(7, expire));
    expect(storage.local.getItem('pro__UI_CACHE_DB_DICT_DATA')).toBe(
      vueLs({ sex: [{ value: '1', text: '男' }] }, expire),
    );
    expect(storage.local.getItem('pro__CACHE_INCLUDED_ROUTES')).toBe(vueLs(['UserList'], expire));
  });

  it('reads entries a JeecgBoot page wrote, including ones without expiry', () => {
    storage.local.setItem('pro__Access-Token', vueLs('from-jeecg', storage.clock.now + 1000));
    storage.local.setItem('pro__Login_Username', vueLs('jeecg', null));
    storage.local.setItem('pro__CACHE_INCLUDED_ROUTES', vueLs(['A', 'B'], null));
    expect(getToken()).toBe('from-jeecg');
    expect(getUsername()).toBe('jeecg');
    expect(getKeptAliveRoutes()).toEqual(['A', 'B']);
  });

  it('keeps the button authorisation lists in sessionStorage as plain JSON, as GetPermissionList does', () => {
    const auth = [{ action: 'user:add', type: '1', describe: '添加' }];
    const allAuth = [{ action: 'user:add', type: '1', status: '1' }];
    setUserButtonAuth(auth);
    setSysButtonAuth(allAuth);
    expect(storage.session.getItem('LOGIN_USER_BUTTON_AUTH')).toBe(JSON.stringify(auth));
    expect(storage.session.getItem('SYS_BUTTON_AUTH')).toBe(JSON.stringify(allAuth));
    expect(getUserButtonAuth()).toEqual(auth);
    expect(getSysButtonAuth()).toEqual(allAuth);
  });
});

describe('expired entries read as absent and are removed', () => {
  it('still reads an entry at its expiry instant, not one millisecond later', () => {
    setToken('tok');
    storage.clock.now += SESSION_LIFETIME_MS;
    expect(getToken()).toBe('tok');
    storage.clock.now += 1;
    expect(getToken()).toBeNull();
    expect(storage.local.getItem('pro__Access-Token')).toBeNull();
  });

  it('drops an expired user, tenant and dictionary the same way', () => {
    setUserInfo({ username: 'a' });
    setTenantId('3');
    setDictCache({});
    storage.clock.now += SESSION_LIFETIME_MS + 1;
    expect(getUserInfo()).toBeNull();
    expect(getTenantId()).toBeNull();
    expect(getDictCache()).toBeNull();
    expect(storage.local.length).toBe(0);
  });
});

describe('unreadable entries', () => {
  it('reads garbage or a missing list as absent instead of throwing', () => {
    storage.local.setItem('pro__Access-Token', '{not json');
    storage.session.setItem('SYS_BUTTON_AUTH', 'oops');
    expect(getToken()).toBeNull();
    expect(getSysButtonAuth()).toEqual([]);
    expect(getKeptAliveRoutes()).toEqual([]);
  });
});
