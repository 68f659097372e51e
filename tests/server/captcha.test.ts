import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../server/http';
import { authMessages } from '../../server/messages';
import { CAPTCHA_ISSUE_LIMIT, CAPTCHA_LIFETIME_MS, CaptchaStore } from '../../server/modules/auth';
import { MemoryState } from '../../server/shared-state';
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

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ captcha: true });
});
afterAll(() => server.close());

/** Asks for an image; answers the image and the code drawn on it. */
async function issueCaptcha(checkKey: string): Promise<{ image: string; code: string }> {
  const response = await server.call({ method: 'GET', url: `/sys/randomImage/${checkKey}` });
  const answer = response.json<Answer<string>>();
  expect(answer.success).toBe(true);
  return { image: answer.result, code: drawn.last };
}

const login = (captcha: string | undefined, checkKey: string, username = 'admin') =>
  server.call({
    method: 'POST',
    url: '/sys/login',
    payload: { username, password: ADMIN_PASSWORD, captcha, checkKey },
  });

describe('the captcha image', () => {
  it('is an SVG data URL, public, drawn as paths with no text the code could be read from', async () => {
    const { image, code } = await issueCaptcha('20240920100000123');
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<text|<tspan/);
    expect(svg).not.toContain(code);
  });

  it('refuses a checkKey that is not a plain key', async () => {
    const response = await server.call({ method: 'GET', url: `/sys/randomImage/${encodeURIComponent('a/../b')}` });
    expect(response.json<Answer>().success).toBe(false);
  });
});

describe('asking for images', () => {
  const imageFrom = (address: string, checkKey: string) =>
    server
      .call({ method: 'GET', url: `/sys/randomImage/${checkKey}`, remoteAddress: address })
      .then((r) => r.json<Answer<string>>());

  it('gives one address 60 images a minute, then says when to ask again; other addresses are not held up', async () => {
    for (let i = 0; i < CAPTCHA_ISSUE_LIMIT.perAddress; i += 1)
      expect((await imageFrom('10.5.0.1', `flood-${i}`)).success).toBe(true);
    expect(await imageFrom('10.5.0.1', 'flood-more')).toMatchObject({
      success: false,
      result: null,
      message: authMessages.captchaTooOften(60),
    });
    expect((await imageFrom('10.5.0.2', 'neighbour')).success).toBe(true);
    server.clock.advance(CAPTCHA_ISSUE_LIMIT.windowMs);
    expect((await imageFrom('10.5.0.1', 'flood-later')).success).toBe(true);
  });

  it('keeps a bounded number of codes in memory, dropping the oldest first', async () => {
    const clock = () => 1_000_000;
    const store = new CaptchaStore(clock, new MemoryState(clock), 3);
    for (const key of ['a', 'b', 'c', 'd']) await store.remember(key, 'abcd');
    expect(await store.consume('a', 'abcd')).toBe('expired');
    for (const key of ['b', 'c', 'd']) expect(await store.consume(key, 'abcd')).toBe('valid');
  });
});

describe('login with the captcha switched on', () => {
  it('refuses a missing captcha', async () => {
    const answer = (await login(undefined, 'k-missing')).json<Answer>();
    expect(answer).toMatchObject({
      success: false,
      code: ResultCode.captchaFailed,
      message: authMessages.captchaMissing,
    });
  });

  it('refuses a wrong captcha with code 412', async () => {
    await issueCaptcha('k-wrong');
    const answer = (await login('0000', 'k-wrong')).json<Answer>();
    expect(answer).toMatchObject({
      success: false,
      code: ResultCode.captchaFailed,
      message: authMessages.captchaWrong,
    });
  });

  it('accepts the right captcha, in any letter case', async () => {
    const { code } = await issueCaptcha('k-right');
    const answer = (await login(code.toLowerCase(), 'k-right')).json<Answer>();
    expect(answer).toMatchObject({ success: true, code: 200 });
  });

  it('accepts a captcha only once', async () => {
    const { code } = await issueCaptcha('k-reused');
    expect((await login(code, 'k-reused')).json<Answer>().success).toBe(true);
    const again = (await login(code, 'k-reused')).json<Answer>();
    expect(again).toMatchObject({ success: false, message: authMessages.captchaExpired });
  });

  it('forgets the code after one wrong try, so it cannot be guessed', async () => {
    const { code } = await issueCaptcha('k-guessed');
    await login('0000', 'k-guessed');
    expect((await login(code, 'k-guessed')).json<Answer>()).toMatchObject({
      success: false,
      message: authMessages.captchaExpired,
    });
  });

  it('refuses a captcha older than five minutes', async () => {
    const { code } = await issueCaptcha('k-expired');
    server.clock.advance(CAPTCHA_LIFETIME_MS + 1000);
    expect((await login(code, 'k-expired')).json<Answer>()).toMatchObject({
      success: false,
      message: authMessages.captchaExpired,
    });
  });

  it('refuses a captcha issued for another checkKey', async () => {
    const { code } = await issueCaptcha('k-mine');
    expect((await login(code, 'k-theirs')).json<Answer>().success).toBe(false);
  });
});
