import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  configureShellDialogs,
  currentDepartName,
  loadCurrentUserDeparts,
  resetShellDialogs,
  selectDepart,
  updatePassword,
} from '../../../console/shell/dialogs';
import { ADMIN_PASSWORD } from '../../server/support/test-server';
import { consoleOnServer, type ConsoleOnServer } from './server-client';

let env: ConsoleOnServer;

beforeAll(async () => {
  env = await consoleOnServer();
});
afterAll(() => env.close());
afterEach(resetShellDialogs);

const lastRequest = () => env.sent[env.sent.length - 1];

describe('the department switch against the server', () => {
  it("lists the signed-in user's departments with the current one", async () => {
    await env.signIn('zhangsan');
    const departs = await loadCurrentUserDeparts();
    expect(departs.list.map((depart) => depart.orgCode)).toEqual(['A01A03', 'A01A03A01', 'A01A06A01']);
    expect(departs.orgCode).toBe('A01A03');
    expect(currentDepartName(departs)).toBe(departs.list[0].departName);
  });

  it('switches with PUT /sys/selectDepart {username, orgCode} and answers the user info', async () => {
    await env.signIn('zhangsan');
    const answer = await selectDepart('zhangsan', 'A01A06A01');
    expect(lastRequest()).toMatchObject({ method: 'put', url: '/sys/selectDepart' });
    expect(JSON.parse(lastRequest().data)).toEqual({ username: 'zhangsan', orgCode: 'A01A06A01' });
    expect(answer).toMatchObject({
      success: true,
      result: { userInfo: { username: 'zhangsan', orgCode: 'A01A06A01' } },
    });
    expect((await loadCurrentUserDeparts()).orgCode).toBe('A01A06A01');
  });

  it("sends POST when the switch is set to the spec's reading", async () => {
    configureShellDialogs({ writeMethod: 'post' });
    await env.signIn('zhangsan');
    const answer = await selectDepart('zhangsan', 'A01A03');
    expect(lastRequest().method).toBe('post');
    expect(answer.success).toBe(true);
  });

  it('answers an empty list for a user without departments', async () => {
    await env.signIn('wujiu');
    expect((await loadCurrentUserDeparts()).list).toEqual([]);
  });
});

describe('changing the password against the server', () => {
  it('sends PUT sys/user/updatePassword with the four fields and reports a wrong old password', async () => {
    await env.signIn('lisi');
    const answer = await updatePassword({
      username: 'lisi',
      oldpassword: 'wrong-1234',
      password: 'Tractor-2025',
      confirmpassword: 'Tractor-2025',
    });
    expect(lastRequest()).toMatchObject({ method: 'put', url: 'sys/user/updatePassword' });
    expect(Object.keys(JSON.parse(lastRequest().data))).toEqual([
      'username',
      'oldpassword',
      'password',
      'confirmpassword',
    ]);
    expect(answer.success).toBe(false);
    expect(answer.message).not.toBe('');
  });

  it('changes it with the right old password and answers a message', async () => {
    await env.signIn('lisi');
    const answer = await updatePassword({
      username: 'lisi',
      oldpassword: ADMIN_PASSWORD,
      password: 'Tractor-2025',
      confirmpassword: 'Tractor-2025',
    });
    expect(answer.success).toBe(true);
    expect(answer.message).not.toBe('');
    await expect(env.server.login('lisi', 'Tractor-2025')).resolves.toEqual(expect.any(String));
  });
});
