import { afterEach, describe, expect, it } from 'vitest';
import {
  LoginRejected,
  acceptLogin,
  needsDepartChoice,
  needsTenantChoice,
  settledTenant,
} from '../../../console/session/login-answer';
import { getDictCache, getToken, getUserInfo, getUsername, SESSION_LIFETIME_MS } from '../../../elements/core/session';
import type { Envelope } from '../../../elements/core/http';
import { memorySession } from '../core/session/session-fixture';
import { resetConsoleSession } from './session-fixture';

afterEach(resetConsoleSession);

const answer = (code: number | string, extra: Partial<Envelope> = {}) =>
  ({
    success: true,
    message: '登录成功',
    code,
    result: {
      token: 'tok-1',
      userInfo: { id: 'u1', username: 'admin', realname: '管理员', avatar: 'a.png' },
      sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
      multi_depart: 1,
      departs: [{ id: 'd1', departName: 'IT', orgCode: 'A01' }],
      tenantList: [],
    },
    ...extra,
  }) as Envelope<never>;

describe("login succeeds only when the response code is '200'", () => {
  it('accepts 200 as a number or as a string', () => {
    memorySession();
    expect(acceptLogin(answer(200)).token).toBe('tok-1');
    expect(acceptLogin(answer('200')).token).toBe('tok-1');
  });

  it('rejects any other code with the whole response, even when success is true', () => {
    memorySession();
    const response = answer(0);
    let rejection: unknown;
    try {
      acceptLogin(response);
    } catch (error) {
      rejection = error;
    }
    expect(rejection).toBeInstanceOf(LoginRejected);
    expect((rejection as LoginRejected).response).toBe(response);
    expect(getToken()).toBeNull();
  });

  it('rejects a failure with its message', () => {
    memorySession();
    expect(() => acceptLogin(answer(500, { success: false, message: '用户名或密码错误' }))).toThrow('用户名或密码错误');
  });
});

describe('on success the token, the user info and the dictionary items are stored for 7 days', () => {
  it('keeps them, and they expire after 604800000 ms', () => {
    const { clock } = memorySession();
    acceptLogin(answer(200));
    expect(getToken()).toBe('tok-1');
    expect(getUsername()).toBe('admin');
    expect(getUserInfo()).toMatchObject({ username: 'admin', realname: '管理员', avatar: 'a.png' });
    expect(getDictCache()).toEqual({ sex: [{ value: '1', text: '男' }] });

    clock.now += SESSION_LIFETIME_MS;
    expect(getToken()).toBe('tok-1');
    clock.now += 1;
    expect(getToken()).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(getDictCache()).toBeNull();
  });
});

describe('users of several departments or tenants choose after login', () => {
  it('asks for a department when multi_depart is 2', () => {
    const departs = [
      { id: 'a', departName: 'A', orgCode: 'A' },
      { id: 'b', departName: 'B', orgCode: 'B' },
    ];
    expect(needsDepartChoice({ token: 't', userInfo: { username: 'u' }, multi_depart: 2, departs })).toBe(true);
    expect(needsDepartChoice({ token: 't', userInfo: { username: 'u' }, multi_depart: '2', departs })).toBe(true);
    expect(
      needsDepartChoice({ token: 't', userInfo: { username: 'u' }, multi_depart: 1, departs: departs.slice(0, 1) }),
    ).toBe(false);
  });

  it('asks for a tenant only when there are several; one is settled without asking', () => {
    const two = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ];
    expect(needsTenantChoice({ token: 't', userInfo: { username: 'u' }, tenantList: two })).toBe(true);
    expect(needsTenantChoice({ token: 't', userInfo: { username: 'u' }, tenantList: two.slice(0, 1) })).toBe(false);
    expect(settledTenant({ token: 't', userInfo: { username: 'u' }, tenantList: two.slice(0, 1) })).toBe(1);
    expect(settledTenant({ token: 't', userInfo: { username: 'u' }, tenantList: [] })).toBeNull();
  });
});
