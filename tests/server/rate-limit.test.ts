import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../server/http';
import { authMessages } from '../../server/messages';
import { LOGIN_LIMITS } from '../../server/modules/auth';
import { ADMIN_PASSWORD, startServer, type Answer, type TestServer } from './support/test-server';

// The image cannot be read back by a test, so the code generator is wrapped to remember what it drew.
const drawn = vi.hoisted(() => ({ last: '' }));
vi.mock('../../server/modules/auth/captcha-image', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/modules/auth/captcha-image')>();
  return {
    ...original,
    randomCaptchaCode: () => {
      drawn.last = original.randomCaptchaCode();
      return drawn.last;
    },
  };
});

// The captcha is switched off (as in the e2e run): the account's own alarm is what asks for it.
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;
const WRONG = 'wrong-password-9';

const login = (username: string, password: string, address: string, captcha?: { captcha: string; checkKey: string }) =>
  server
    .call({ method: 'POST', url: '/sys/login', payload: { username, password, ...captcha }, remoteAddress: address })
    .then((r) => r.json<Answer>());

/** A captcha image asked for from `address`, and the code drawn on it. */
async function captchaFrom(address: string, checkKey: string): Promise<{ captcha: string; checkKey: string }> {
  const answer = (
    await server.call({ method: 'GET', url: `/sys/randomImage/${checkKey}`, remoteAddress: address })
  ).json<Answer>();
  expect(answer.success).toBe(true);
  return { captcha: drawn.last, checkKey };
}

async function failTimes(times: number, username: string, address: (i: number) => string): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    expect((await login(username, WRONG, address(i))).message).toBe(authMessages.wrongCredentials);
  }
}

describe('one account from one address: 5 failures within 10 minutes', () => {
  it('refuse that address the next attempt, even with the right password, saying when to retry', async () => {
    await failTimes(LOGIN_LIMITS.perAccountAddress, 'lisi', () => '10.1.0.1');
    const answer = await login('lisi', ADMIN_PASSWORD, '10.1.0.1');
    expect(answer).toMatchObject({ success: false, code: 500, message: authMessages.tooManyFailures(10) });
  });

  it('count the minutes left until the oldest failure leaves the window', async () => {
    server.clock.advance(4 * MINUTE);
    expect((await login('lisi', ADMIN_PASSWORD, '10.1.0.1')).message).toBe(authMessages.tooManyFailures(6));
  });

  it('let the address in again once the window has passed', async () => {
    server.clock.advance(6 * MINUTE + 1000);
    expect((await login('lisi', ADMIN_PASSWORD, '10.1.0.1')).success).toBe(true);
  });

  it('are forgiven by the right password from that address', async () => {
    await failTimes(LOGIN_LIMITS.perAccountAddress - 1, 'sunqi', () => '10.3.0.1');
    expect((await login('sunqi', ADMIN_PASSWORD, '10.3.0.1')).success).toBe(true);
    await failTimes(LOGIN_LIMITS.perAccountAddress - 1, 'sunqi', () => '10.3.0.1');
    expect((await login('sunqi', ADMIN_PASSWORD, '10.3.0.1')).success).toBe(true);
  });

  it('count an IPv6 network (/64) as one address', async () => {
    await failTimes(LOGIN_LIMITS.perAccountAddress, 'zhouba', (i) => `2001:db8:7:1::${i + 1}`);
    expect((await login('zhouba', ADMIN_PASSWORD, '2001:db8:7:1::99')).message).toBe(authMessages.tooManyFailures(10));
    // Another network is not refused: it is asked for the captcha, the account having failed 5 times.
    expect((await login('zhouba', ADMIN_PASSWORD, '2001:db8:7:2::1')).code).toBe(ResultCode.captchaRequired);
  });
});

describe('an account attacked from elsewhere: its owner is not locked out', () => {
  // The owner has signed in from the office before the attack.
  const OFFICE = '10.4.0.10';
  const ATTACKER = '10.4.6.6';

  it('the attacker is refused after 5 failures, even with the right password and a captcha', async () => {
    await server.login('wangwu');
    expect((await login('wangwu', ADMIN_PASSWORD, OFFICE)).success).toBe(true);
    await failTimes(LOGIN_LIMITS.perAccount, 'wangwu', () => ATTACKER);
    const captcha = await captchaFrom(ATTACKER, 'attacker-1');
    expect(await login('wangwu', ADMIN_PASSWORD, ATTACKER, captcha)).toMatchObject({
      success: false,
      message: authMessages.tooManyFailures(10),
    });
  });

  it('the owner signs in from an address they have used, with nothing more asked', async () => {
    expect(await login('wangwu', ADMIN_PASSWORD, OFFICE)).toMatchObject({ success: true, code: 200 });
  });

  it('from a new address the owner is asked for the captcha (code 428) instead of being refused, and gets in with it', async () => {
    const HOTEL = '10.4.0.77';
    expect(await login('wangwu', ADMIN_PASSWORD, HOTEL)).toMatchObject({
      success: false,
      code: ResultCode.captchaRequired,
      message: authMessages.captchaRequired,
    });
    const wrong = await captchaFrom(HOTEL, 'hotel-1');
    expect(
      await login('wangwu', ADMIN_PASSWORD, HOTEL, { ...wrong, captcha: wrong.captcha === '2222' ? '3333' : '2222' }),
    ).toMatchObject({
      success: false,
      code: ResultCode.captchaFailed,
      message: authMessages.captchaWrong,
    });
    const right = await captchaFrom(HOTEL, 'hotel-2');
    expect(await login('wangwu', ADMIN_PASSWORD, HOTEL, right)).toMatchObject({ success: true, code: 200 });
    // Signed in from there now: it is an address the owner uses.
    expect((await login('wangwu', ADMIN_PASSWORD, HOTEL)).success).toBe(true);
  });

  it('asks every other new address for the captcha before looking at the password, so guesses there cost a captcha each', async () => {
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await login('wangwu', WRONG, `10.4.9.${i}`));
    expect(answers.every((answer) => answer.code === ResultCode.captchaRequired)).toBe(true);
    // Without the password being checked, nothing was counted against those addresses.
    const captcha = await captchaFrom('10.4.9.0', 'spread-1');
    expect((await login('wangwu', WRONG, '10.4.9.0', captcha)).message).toBe(authMessages.wrongCredentials);
  });

  it('answers an unknown account the same way, so the captcha does not tell who exists', async () => {
    await failTimes(LOGIN_LIMITS.perAccount, 'nobody-here', (i) => `10.4.8.${i}`);
    expect(await login('nobody-here', WRONG, '10.4.8.99')).toMatchObject({
      code: ResultCode.captchaRequired,
      message: authMessages.captchaRequired,
    });
  });

  it('stops asking once the failures have left the window', async () => {
    server.clock.advance(LOGIN_LIMITS.windowMs);
    expect((await login('wangwu', ADMIN_PASSWORD, '10.4.0.200')).success).toBe(true);
    expect((await login('wangwu', ADMIN_PASSWORD, ATTACKER)).success).toBe(true);
  });
});

describe('one address, any accounts: slowed after 10 failures, refused after 20 within 10 minutes', () => {
  const ADDRESS = '10.9.9.9';
  const guess = (i: number) => login(`nobody-${i}`, WRONG, ADDRESS);

  it('answers the first 10 at once', async () => {
    for (let i = 0; i < LOGIN_LIMITS.slowAddressAfter; i += 1)
      expect((await guess(i)).message).toBe(authMessages.wrongCredentials);
  });

  it('then makes each further attempt wait, twice as long each time, without counting the early ones', async () => {
    expect(await guess(10)).toMatchObject({ success: false, message: authMessages.tooFast(1) });
    expect(await login('admin', ADMIN_PASSWORD, ADDRESS)).toMatchObject({
      success: false,
      message: authMessages.tooFast(1),
    });
    server.clock.advance(1000);
    expect((await guess(10)).message).toBe(authMessages.wrongCredentials);
    expect((await guess(11)).message).toBe(authMessages.tooFast(2));
    server.clock.advance(1000);
    expect((await guess(11)).message).toBe(authMessages.tooFast(1));
    server.clock.advance(1000);
    expect((await guess(11)).message).toBe(authMessages.wrongCredentials);
    expect((await guess(12)).message).toBe(authMessages.tooFast(4));
  });

  it('refuses the address after 20, whatever the account, and not other addresses', async () => {
    let waited = 2000;
    for (
      let i = 12, pause = 4000;
      i < LOGIN_LIMITS.perAddress;
      i += 1, pause = Math.min(pause * 2, LOGIN_LIMITS.longestSlowMs)
    ) {
      server.clock.advance(pause);
      waited += pause;
      expect((await guess(i)).message).toBe(authMessages.wrongCredentials);
    }
    // Refused until the first failure (at the start of this block) is 10 minutes old.
    const minutesLeft = Math.ceil((LOGIN_LIMITS.windowMs - waited) / MINUTE);
    expect(await login('admin', ADMIN_PASSWORD, ADDRESS)).toMatchObject({
      success: false,
      message: authMessages.tooManyFailures(minutesLeft),
    });
    server.clock.advance(LOGIN_LIMITS.longestSlowMs);
    expect((await login('admin', ADMIN_PASSWORD, ADDRESS)).message).toBe(authMessages.tooManyFailures(minutesLeft - 1));
    expect((await login('admin', ADMIN_PASSWORD, '10.9.9.10')).success).toBe(true);
  });
});
