import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../server/messages';
import { LOGIN_LIMITS } from '../../server/modules/auth';
import { ADMIN_PASSWORD, startServer, type Answer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;

const login = (username: string, password: string, address: string) =>
  server.call({ method: 'POST', url: '/sys/login', payload: { username, password }, remoteAddress: address }).then((r) => r.json<Answer>());

async function failTimes(times: number, username: string, address: (i: number) => string): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    expect((await login(username, 'wrong-password-9', address(i))).message).toBe(authMessages.wrongCredentials);
  }
}

describe('per account: 5 failures within 10 minutes', () => {
  it('refuse the next attempt, even with the right password, saying when to retry', async () => {
    await failTimes(LOGIN_LIMITS.perAccount, 'lisi', (i) => `10.1.0.${i}`);
    const answer = await login('lisi', ADMIN_PASSWORD, '10.1.0.99');
    expect(answer).toMatchObject({ success: false, message: authMessages.tooManyFailures(10) });
  });

  it('count the minutes left until the oldest failure leaves the window', async () => {
    server.clock.advance(4 * MINUTE);
    expect((await login('lisi', ADMIN_PASSWORD, '10.1.0.98')).message).toBe(authMessages.tooManyFailures(6));
  });

  it('let the account in again once the window has passed', async () => {
    server.clock.advance(6 * MINUTE + 1000);
    expect((await login('lisi', ADMIN_PASSWORD, '10.1.0.97')).success).toBe(true);
  });

  it('do not lock other accounts', async () => {
    await failTimes(LOGIN_LIMITS.perAccount, 'wangwu', (i) => `10.2.0.${i}`);
    expect((await login('zhouba', ADMIN_PASSWORD, '10.2.0.50')).success).toBe(true);
  });

  it('are forgiven by a successful login before the limit', async () => {
    await failTimes(LOGIN_LIMITS.perAccount - 1, 'sunqi', (i) => `10.3.0.${i}`);
    expect((await login('sunqi', ADMIN_PASSWORD, '10.3.0.10')).success).toBe(true);
    await failTimes(LOGIN_LIMITS.perAccount - 1, 'sunqi', (i) => `10.3.0.${20 + i}`);
    expect((await login('sunqi', ADMIN_PASSWORD, '10.3.0.30')).success).toBe(true);
  });
});

describe('per address: 20 failures within 10 minutes', () => {
  it('refuse every account from that address, but not from others', async () => {
    const accounts = ['chenxi', 'zhengshi', 'zhaoliu', 'operator', 'nobody-1'];
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      await login(accounts[i % accounts.length], 'wrong-password-9', '10.9.9.9');
    }
    expect((await login('admin', ADMIN_PASSWORD, '10.9.9.9')).message).toBe(authMessages.tooManyFailures(10));
    expect((await login('admin', ADMIN_PASSWORD, '10.9.9.10')).success).toBe(true);
  });
});
