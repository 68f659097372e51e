import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, signInMessages } from '../../../server/messages';
import { SMS_CODE_LIMITS, type SmsMessage } from '../../../server/modules/system';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../support/test-server';
import { call } from './admin-kit';

let server: TestServer;
const sent: SmsMessage[] = [];

beforeAll(async () => {
  server = await startServer({ signIn: { smsSender: async (message) => void sent.push(message) } });
});
afterAll(() => server.close());

async function codeFor(phone: string, smsmode: '1' | '2'): Promise<string> {
  server.clock.advance(SMS_CODE_LIMITS.resendAfterMs);
  const answer = (await server.call({ method: 'POST', url: '/sys/sms', payload: { mobile: phone, smsmode } })).json();
  expect(answer.success).toBe(true);
  return sent.at(-1)?.code ?? '';
}

const register = (body: Record<string, unknown>) => call(server, undefined, 'POST', '/sys/user/register', body);

describe('registering', () => {
  it('creates a guest account proved by a register code, which can then sign in', async () => {
    const smscode = await codeFor('13600000001', '1');
    const { answer } = await register({
      username: 'new_farmer',
      password: 'Harvest-2024-n',
      phone: '13600000001',
      smscode,
      email: 'farmer@farm.example',
    });
    expect(answer).toMatchObject({ success: true, message: signInMessages.registered });
    const user = await server.app.db
      .selectFrom('sys_user')
      .select(['id', 'realname', 'phone', 'status'])
      .where('username', '=', 'new_farmer')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ realname: 'new_farmer', phone: '13600000001', status: 1 });
    const roles = await server.app.db
      .selectFrom('sys_user_role')
      .select('roleId')
      .where('userId', '=', user.id)
      .execute();
    expect(roles).toEqual([{ roleId: 'role-guest' }]);
    await expect(server.login('new_farmer', 'Harvest-2024-n')).resolves.toEqual(expect.any(String));
  });

  it('names the account after the phone when no username is given', async () => {
    const smscode = await codeFor('13600000002', '1');
    expect((await register({ password: 'Harvest-2024-n', phone: '13600000002', smscode })).answer.success).toBe(true);
    await expect(server.login('13600000002', 'Harvest-2024-n')).resolves.toEqual(expect.any(String));
  });

  it('checks the code before saying what is taken', async () => {
    const noCode = await register({
      username: 'admin',
      password: 'Harvest-2024-n',
      phone: '13600000003',
      smscode: '123456',
    });
    expect(noCode.answer.message).toBe(signInMessages.codeMissing);
    const smscode = await codeFor('13600000003', '1');
    expect(
      (await register({ username: 'admin', password: 'Harvest-2024-n', phone: '13600000003', smscode })).answer.message,
    ).toBe(signInMessages.usernameRegistered);
    expect(
      (
        await register({
          username: 'other_one',
          password: 'Harvest-2024-n',
          phone: '13600000003',
          smscode,
          email: 'lisi@farm.example',
        })
      ).answer.message,
    ).toBe(signInMessages.emailRegistered);
    expect(
      (await register({ username: 'other_one', password: 'weak', phone: '13600000003', smscode })).answer.message,
    ).toBe(authMessages.passwordRule);
  });

  it('ignores extra fields such as a role or a status: the account is a plain guest', async () => {
    const smscode = await codeFor('13600000004', '1');
    const reply = await register({
      username: 'sneaky',
      password: 'Harvest-2024-n',
      phone: '13600000004',
      smscode,
      selectedroles: 'role-admin',
      status: 2,
      userIdentity: 2,
    });
    expect(reply.answer.success).toBe(true);
    const user = await server.app.db
      .selectFrom('sys_user')
      .select(['id', 'status', 'userIdentity'])
      .where('username', '=', 'sneaky')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 1, userIdentity: 1 });
    expect(
      await server.app.db
        .selectFrom('sys_user_role')
        .select('roleId')
        .where('userId', '=', user.id)
        .where('roleId', '=', 'role-admin')
        .execute(),
    ).toEqual([]);
  });
});

describe('recovering a password by phone', () => {
  it('verifies the phone, answering the username, then sets the new password and ends the sessions', async () => {
    const oldToken = await server.login('lisi');
    const smscode = await codeFor('13800000004', '2');
    const verified = await call<{ username: string; smscode: string }>(
      server,
      undefined,
      'POST',
      '/sys/user/phoneVerification',
      { phone: '13800000004', smscode },
    );
    expect(verified.answer.result).toEqual({ username: 'lisi', smscode });

    const changed = await call(server, undefined, 'POST', '/sys/user/passwordChange', {
      username: 'lisi',
      password: 'Spring-Field-9',
      smscode,
      phone: '13800000004',
    });
    expect(changed.answer).toMatchObject({ success: true, message: signInMessages.passwordReset });
    await expect(server.login('lisi', 'Spring-Field-9')).resolves.toEqual(expect.any(String));
    expect((await server.call({ method: 'GET', url: '/sys/user/list', token: oldToken })).statusCode).toBe(401);
  });

  it('refuses a GET carrying the password in its URL, without using the code or changing the password', async () => {
    const smscode = await codeFor('13800000005', '2');
    const query = new URLSearchParams({
      username: 'wangwu',
      password: 'Autumn-Field-7',
      smscode,
      phone: '13800000005',
    });
    const refused = await server.call({ method: 'GET', url: `/sys/user/passwordChange?${query}` });
    expect(refused.statusCode).toBe(405);
    expect(refused.json()).toMatchObject({ success: false, message: signInMessages.passwordInUrl });
    await expect(server.login('wangwu', 'Autumn-Field-7')).rejects.toThrow();
    await expect(server.login('wangwu', ADMIN_PASSWORD)).resolves.toEqual(expect.any(String));

    const body = { username: 'wangwu', password: 'Autumn-Field-7', smscode, phone: '13800000005' };
    expect((await call(server, undefined, 'PUT', '/sys/user/passwordChange', body)).answer.message).toBe(
      signInMessages.passwordReset,
    );
    expect((await call(server, undefined, 'POST', '/sys/user/passwordChange', body)).answer.message).toBe(
      signInMessages.codeMissing,
    );
    await expect(server.login('wangwu', 'Autumn-Field-7')).resolves.toEqual(expect.any(String));
  });

  it("refuses a wrong code, another account's username, missing parameters and a login code", async () => {
    const smscode = await codeFor('13800000007', '2');
    const wrong = smscode === '000000' ? '111111' : '000000';
    expect(
      (await call(server, undefined, 'POST', '/sys/user/phoneVerification', { phone: '13800000007', smscode: wrong }))
        .answer.message,
    ).toBe(signInMessages.codeWrong);
    const other = await call(server, undefined, 'POST', '/sys/user/passwordChange', {
      username: 'admin',
      password: 'Taken-Over-1',
      smscode,
      phone: '13800000007',
    });
    expect(other.answer.message).toBe(signInMessages.resetUserUnknown);
    await expect(server.login('admin', ADMIN_PASSWORD)).resolves.toEqual(expect.any(String));
    expect(
      (
        await call(server, undefined, 'POST', '/sys/user/passwordChange', {
          username: 'sunqi',
          smscode,
          phone: '13800000007',
        })
      ).answer.message,
    ).toBe(signInMessages.resetFailed);

    server.clock.advance(SMS_CODE_LIMITS.resendAfterMs);
    await server.call({ method: 'POST', url: '/sys/sms', payload: { mobile: '13800000008', smsmode: '0' } });
    const loginCode = sent.at(-1)?.code ?? '';
    const mixed = await call(server, undefined, 'POST', '/sys/user/passwordChange', {
      username: 'zhouba',
      password: 'Taken-Over-1',
      smscode: loginCode,
      phone: '13800000008',
    });
    expect(mixed.answer.message).toBe(signInMessages.codeMissing);
  });
});
