import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, signInLogLines, signInMessages } from '../../../server/messages';
import { SMS_CODE_LIMITS, SMS_SEND_LIMIT, type SmsMessage } from '../../../server/modules/system';
import { startServer, type TestServer } from '../support/test-server';
import { call } from './admin-kit';

let server: TestServer;
const sent: SmsMessage[] = [];
let failNextSend = false;

beforeAll(async () => {
  server = await startServer({
    signIn: {
      smsSender: async (message) => {
        if (failNextSend) {
          failNextSend = false;
          throw new Error('gateway down');
        }
        sent.push(message);
      },
    },
  });
});
afterAll(() => server.close());

const lastCode = (phone: string) => [...sent].reverse().find((message) => message.phone === phone)?.code ?? '';
const requestCode = (mobile: string, smsmode: string, address = '10.0.0.1') =>
  server.app
    .inject({ method: 'POST', url: '/farm-machine/sys/sms', payload: { mobile, smsmode }, remoteAddress: address })
    .then((r) => r.json());
const phoneLogin = (mobile: string, captcha: string) =>
  call<{ token: string; userInfo: { username: string }; multi_depart: number }>(
    server,
    undefined,
    'POST',
    '/sys/phoneLogin',
    { mobile, captcha },
  );

describe('sending an SMS code', () => {
  it('sends a six-digit login code through the configured sender', async () => {
    const answer = await requestCode('13800000004', '0');
    expect(answer).toMatchObject({ success: true, message: signInMessages.smsSent });
    expect(sent.at(-1)).toEqual({ phone: '13800000004', code: expect.stringMatching(/^\d{6}$/), purpose: 'login' });
  });

  it('sends one code a minute to a phone', async () => {
    const answer = await requestCode('13800000004', '0');
    expect(answer).toMatchObject({ success: false, message: signInMessages.resendTooSoon(60) });
    server.clock.advance(SMS_CODE_LIMITS.resendAfterMs);
    expect((await requestCode('13800000004', '0')).success).toBe(true);
  });

  it('refuses a login code for a phone with no account, or a frozen one', async () => {
    expect(await requestCode('13999999999', '0')).toMatchObject({
      success: false,
      message: signInMessages.userUnknown,
    });
    expect(await requestCode('13800000012', '0')).toMatchObject({ success: false, message: authMessages.frozen });
  });

  it('refuses a register code for a phone that has an account', async () => {
    expect(await requestCode('13800000005', '1')).toMatchObject({
      success: false,
      message: signInMessages.phoneRegistered,
    });
  });

  it('sends at most ten codes an hour from one address', async () => {
    const phones = Array.from(
      { length: SMS_SEND_LIMIT.perAddress + 1 },
      (_, i) => `1370000${String(i).padStart(4, '0')}`,
    );
    const answers = [];
    for (const phone of phones) answers.push(await requestCode(phone, '1', '10.0.0.99'));
    expect(answers.slice(0, -1).every((answer) => answer.success)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ success: false, message: signInMessages.tooManySms });
    server.clock.advance(SMS_SEND_LIMIT.windowMs);
    expect((await requestCode('13600000000', '1', '10.0.0.99')).success).toBe(true);
  });

  it('answers one address ten questions an hour, so it cannot go through numbers asking who has an account', async () => {
    const answers = [];
    for (let i = 0; i <= SMS_SEND_LIMIT.perAddress; i += 1)
      answers.push(await requestCode(`1399999${String(i).padStart(4, '0')}`, '0', '10.0.7.7'));
    expect(answers.slice(0, -1).every((answer) => answer.message === signInMessages.userUnknown)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ success: false, message: signInMessages.tooManySms });
    // Refused before looking: a number that has an account gets the same answer.
    expect(await requestCode('13800000005', '0', '10.0.7.7')).toMatchObject({
      success: false,
      message: signInMessages.tooManySms,
    });
    expect(await requestCode('13800000005', '1', '10.0.7.7')).toMatchObject({
      success: false,
      message: signInMessages.tooManySms,
    });
  });

  it('sends one phone at most five codes an hour, whoever asks', async () => {
    const answers = [];
    for (let i = 0; i <= SMS_SEND_LIMIT.perPhone; i += 1) {
      server.clock.advance(SMS_CODE_LIMITS.resendAfterMs);
      answers.push(await requestCode('13611110000', '1', `10.0.8.${i}`));
    }
    expect(answers.slice(0, -1).every((answer) => answer.success)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ success: false, message: signInMessages.tooManySms });
    server.clock.advance(SMS_SEND_LIMIT.windowMs);
    expect((await requestCode('13611110000', '1', '10.0.8.99')).success).toBe(true);
  });

  it('says so when the sender fails, and forgets the code', async () => {
    failNextSend = true;
    expect(await requestCode('13800000006', '0')).toMatchObject({ success: false, message: signInMessages.smsFailed });
    expect((await phoneLogin('13800000006', '000000')).answer.message).toBe(signInMessages.codeMissing);
  });

  it('refuses a malformed phone or mode', async () => {
    expect(
      (await server.call({ method: 'POST', url: '/sys/sms', payload: { mobile: '12345', smsmode: '0' } })).json<{
        success: boolean;
      }>().success,
    ).toBe(false);
    expect(
      (await server.call({ method: 'POST', url: '/sys/sms', payload: { mobile: '13800000004', smsmode: '9' } })).json<{
        success: boolean;
      }>().success,
    ).toBe(false);
  });
});

describe('signing in with a phone and a code', () => {
  it('answers what the password login answers, and writes the sign-in to the log', async () => {
    server.clock.advance(SMS_CODE_LIMITS.resendAfterMs);
    await requestCode('13800000003', '0');
    const { answer } = await phoneLogin('13800000003', lastCode('13800000003'));
    expect(answer).toMatchObject({
      success: true,
      code: 200,
      message: authMessages.loginSucceeded,
      result: { userInfo: { username: 'zhangsan' }, multi_depart: 2 },
    });
    expect(
      (await server.call({ method: 'GET', url: '/sys/user/getCurrentUserDeparts', token: answer.result.token }))
        .statusCode,
    ).toBe(200);
    const logged = await server.app.db
      .selectFrom('sys_log')
      .select('logContent')
      .where('createBy', '=', 'zhangsan')
      .execute();
    expect(logged.map((row) => row.logContent)).toContain(authMessages.loginLogged('zhangsan'));
  });

  it('uses a code once', async () => {
    expect((await phoneLogin('13800000003', lastCode('13800000003'))).answer.message).toBe(signInMessages.codeMissing);
  });

  it('burns a code after five wrong answers', async () => {
    server.clock.advance(SMS_CODE_LIMITS.resendAfterMs);
    await requestCode('13800000002', '0');
    const right = lastCode('13800000002');
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < SMS_CODE_LIMITS.attempts; attempt += 1)
      answers.push((await phoneLogin('13800000002', wrong)).answer.message);
    expect(answers).toEqual([
      ...Array(SMS_CODE_LIMITS.attempts - 1).fill(signInMessages.codeWrong),
      signInMessages.codeExhausted,
    ]);
    expect((await phoneLogin('13800000002', right)).answer.message).toBe(signInMessages.codeMissing);
  });

  it('lets a code expire after ten minutes', async () => {
    server.clock.advance(SMS_CODE_LIMITS.resendAfterMs);
    await requestCode('13800000001', '0');
    server.clock.advance(SMS_CODE_LIMITS.lifetimeMs);
    expect((await phoneLogin('13800000001', lastCode('13800000001'))).answer.message).toBe(signInMessages.codeMissing);
  });

  it('does not take a register code for a login', async () => {
    await requestCode('13500000000', '1');
    expect((await phoneLogin('13500000000', lastCode('13500000000'))).answer.message).toBe(signInMessages.codeMissing);
  });
});

describe('without a configured sender', () => {
  it('writes the code to the server log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const plain = await startServer({}, { logger: { level: 'info', stream } });
    try {
      const response = await plain.call({
        method: 'POST',
        url: '/sys/sms',
        payload: { mobile: '13800000004', smsmode: '0' },
      });
      expect(response.json().success).toBe(true);
      const line = lines
        .map((text) => JSON.parse(text) as { msg?: string })
        .find((entry) => entry.msg?.includes('13800000004'));
      const code = /: (\d{6})\./.exec(line?.msg ?? '')?.[1] ?? '';
      expect(line?.msg).toBe(signInLogLines.smsCode('13800000004', code, 'login'));
      expect(
        (
          await plain.call({
            method: 'POST',
            url: '/sys/phoneLogin',
            payload: { mobile: '13800000004', captcha: code },
          })
        ).json().success,
      ).toBe(true);
    } finally {
      await plain.close();
    }
  });
});
