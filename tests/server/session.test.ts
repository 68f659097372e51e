import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../server/access';
import { httpMessages, authMessages } from '../../server/messages';
import { ADMIN_PASSWORD, startServer, type Answer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const departs = (token: string) => server.call({ method: 'GET', url: '/sys/user/getCurrentUserDeparts', token });

describe('a protected route without a valid token', () => {
  it('answers HTTP 401 with the envelope and the "Token失效" text the client reacts to', async () => {
    for (const token of [undefined, 'made-up-token']) {
      const response = await server.call({ method: 'GET', url: '/sys/user/getCurrentUserDeparts', token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 401, message: httpMessages.tokenInvalid });
    }
  });
});

describe('logout', () => {
  it('revokes the token at once', async () => {
    const token = await server.login('lisi');
    expect((await departs(token)).statusCode).toBe(200);
    const answer = (await server.call({ method: 'POST', url: '/sys/logout', token })).json<Answer>();
    expect(answer).toMatchObject({
      success: true,
      message: authMessages.logoutSucceeded,
      result: authMessages.logoutSucceeded,
    });
    expect((await departs(token)).statusCode).toBe(401);
  });

  it("leaves the user's other sessions alone", async () => {
    const first = await server.login('lisi');
    const second = await server.login('lisi');
    await server.call({ method: 'POST', url: '/sys/logout', token: first });
    expect((await departs(second)).statusCode).toBe(200);
  });

  it('fails without a token, and with an unknown token, without a 401', async () => {
    const none = await server.call({ method: 'POST', url: '/sys/logout' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ success: false, message: authMessages.logoutFailed });
    const unknown = await server.call({ method: 'POST', url: '/sys/logout', token: 'no-such-token' });
    expect(unknown.json()).toMatchObject({ success: false, message: authMessages.tokenUnknown });
  });
});

describe('a session', () => {
  it('expires 7 days after login', async () => {
    const token = await server.login('zhouba');
    server.clock.advance(SESSION_LIFETIME_MS - 1000);
    expect((await departs(token)).statusCode).toBe(200);
    server.clock.advance(2000);
    expect((await departs(token)).statusCode).toBe(401);
  });
});

describe('force logout', () => {
  it('lets an admin end every session of a user by username', async () => {
    const admin = await server.login('admin');
    const target = await server.login('wangwu');
    const answer = (
      await server.call({
        method: 'POST',
        url: '/sys/online/forceLogout',
        token: admin,
        payload: { username: 'wangwu' },
      })
    ).json<Answer>();
    expect(answer).toMatchObject({ success: true, message: authMessages.forceLogoutDone });
    expect((await departs(target)).statusCode).toBe(401);
  });

  it('is refused with code 510 to a user without the admin role', async () => {
    const operator = await server.login('operator');
    const target = await server.login('wangwu');
    const response = await server.call({
      method: 'POST',
      url: '/sys/online/forceLogout',
      token: operator,
      payload: { username: 'wangwu' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, code: 510, message: httpMessages.noAuthorisation });
    expect((await departs(target)).statusCode).toBe(200);
  });
});

describe("changing one's password", () => {
  const change = (token: string, body: Record<string, string>) =>
    server.call({ method: 'PUT', url: '/sys/user/updatePassword', token, payload: body }).then((r) => r.json<Answer>());

  it('checks the old password', async () => {
    const token = await server.login('zhengshi');
    const answer = await change(token, {
      username: 'zhengshi',
      oldpassword: 'not-it-123',
      password: 'New-pass-2024',
      confirmpassword: 'New-pass-2024',
    });
    expect(answer).toMatchObject({ success: false, message: authMessages.oldPasswordWrong });
  });

  it('refuses a confirmation that differs, an unchanged password and one that breaks the rule', async () => {
    const token = await server.login('zhengshi');
    const base = { username: 'zhengshi', oldpassword: ADMIN_PASSWORD };
    expect(await change(token, { ...base, password: 'New-pass-2024', confirmpassword: 'New-pass-2025' })).toMatchObject(
      { message: authMessages.passwordsDiffer },
    );
    expect(await change(token, { ...base, password: ADMIN_PASSWORD, confirmpassword: ADMIN_PASSWORD })).toMatchObject({
      message: authMessages.passwordUnchanged,
    });
    expect(await change(token, { ...base, password: 'short1', confirmpassword: 'short1' })).toMatchObject({
      message: authMessages.passwordRule,
    });
    expect(await change(token, { ...base, password: 'onlyletters', confirmpassword: 'onlyletters' })).toMatchObject({
      message: authMessages.passwordRule,
    });
  });

  it("is refused with code 510 for another user's account", async () => {
    const token = await server.login('zhengshi');
    const answer = await change(token, {
      username: 'admin',
      oldpassword: ADMIN_PASSWORD,
      password: 'Taken-over-1',
      confirmpassword: 'Taken-over-1',
    });
    expect(answer).toMatchObject({ success: false, code: 510 });
    expect(
      (
        await server.call({
          method: 'POST',
          url: '/sys/login',
          payload: { username: 'admin', password: ADMIN_PASSWORD },
        })
      ).json<Answer>().success,
    ).toBe(true);
  });

  it('takes effect for the next login and ends the other sessions, keeping the current one', async () => {
    const other = await server.login('chenxi');
    const current = await server.login('chenxi');
    const answer = await change(current, {
      username: 'chenxi',
      oldpassword: ADMIN_PASSWORD,
      password: 'Field-work-88',
      confirmpassword: 'Field-work-88',
    });
    expect(answer).toMatchObject({ success: true, message: authMessages.passwordUpdated });
    expect((await departs(current)).statusCode).toBe(200);
    expect((await departs(other)).statusCode).toBe(401);
    await expect(server.login('chenxi')).rejects.toThrow();
    await expect(server.login('chenxi', 'Field-work-88')).resolves.toEqual(expect.any(String));
  });
});
