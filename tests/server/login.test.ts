import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../server/messages';
import { ADMIN_PASSWORD, expectNoSecrets, startServer, type Answer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface LoginResult {
  token: string;
  userInfo: Record<string, unknown>;
  departs: { orgCode: string; departName: string }[];
  multi_depart: number;
  sysAllDictItems: Record<string, { value: string; text: string; title: string; label: string }[]>;
  tenantList: { id: number; name: string }[];
}

const login = (username: string, password: string, address = '10.0.0.1') =>
  server.call({
    method: 'POST',
    url: '/sys/login',
    payload: { username, password, remember_me: true },
    remoteAddress: address,
  });

describe('login with the right credentials', () => {
  it('answers code 200 (a number) with token, userInfo, departs, multi_depart, dictionaries and tenants', async () => {
    const response = await login('admin', ADMIN_PASSWORD);
    const answer = response.json<Answer<LoginResult>>();
    expect(answer).toMatchObject({ success: true, code: 200, message: authMessages.loginSucceeded });
    expect(answer.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.result.userInfo).toMatchObject({
      id: 'user-admin',
      username: 'admin',
      realname: '管理员',
      status: 1,
    });
    expect(answer.result.departs.map((d) => d.orgCode)).toEqual(['A01A04']);
    expect(answer.result.multi_depart).toBe(1);
    expect(answer.result.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ]);
    expect(answer.result.tenantList.map((t) => t.id)).toEqual([1, 2]);
  });

  it('never puts the password or its salt in the answer', async () => {
    const response = await login('admin', ADMIN_PASSWORD);
    expectNoSecrets(response.body);
    expect(Object.keys(response.json<Answer<LoginResult>>().result.userInfo)).not.toContain('password');
  });

  it('gives every login a new random token', async () => {
    const first = (await login('admin', ADMIN_PASSWORD)).json<Answer<LoginResult>>().result.token;
    const second = (await login('admin', ADMIN_PASSWORD)).json<Answer<LoginResult>>().result.token;
    expect(first).not.toBe(second);
  });
});

describe('multi_depart tells how many departments the user belongs to', () => {
  it('is 2 (choose) for a user in several departments', async () => {
    const answer = (await login('zhangsan', ADMIN_PASSWORD)).json<Answer<LoginResult>>();
    expect(answer.result.multi_depart).toBe(2);
    expect(answer.result.departs.map((d) => d.departName)).toEqual(['维修服务中心', '东区维修站', '哈尔滨服务站']);
  });

  it('is 0 for a user without a department', async () => {
    const answer = (await login('wujiu', ADMIN_PASSWORD)).json<Answer<LoginResult>>();
    expect(answer.result.multi_depart).toBe(0);
    expect(answer.result.departs).toEqual([]);
  });
});

describe('login with wrong credentials', () => {
  it('refuses a wrong password with success false and a clear message', async () => {
    const answer = (await login('lisi', 'not-the-password-1', '10.0.1.1')).json<Answer>();
    expect(answer).toMatchObject({ success: false, code: 500, message: authMessages.wrongCredentials, result: null });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const answer = (await login('nobody-here', 'whatever-1', '10.0.1.2')).json<Answer>();
    expect(answer).toMatchObject({ success: false, message: authMessages.wrongCredentials });
  });
});

describe('a frozen user', () => {
  it('is refused even with the right password', async () => {
    const answer = (await login('liuyang', ADMIN_PASSWORD, '10.0.2.1')).json<Answer>();
    expect(answer).toMatchObject({ success: false, message: authMessages.frozen });
  });

  it('is not told about the freeze without the right password', async () => {
    const answer = (await login('liuyang', 'wrong-password-1', '10.0.2.2')).json<Answer>();
    expect(answer.message).toBe(authMessages.wrongCredentials);
  });
});
