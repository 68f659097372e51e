import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauth2AppsFrom } from '../../../server/config/oauth2-apps';
import { newId } from '../../../server/db';
import { oauth2Messages } from '../../../server/messages';
import { OAUTH2_SIGN_IN_CODE_LIFETIME_MS, OAUTH2_STATE_LIFETIME_MS } from '../../../server/modules/system/sign-in';
import { startOAuth2StandIn, type OAuth2StandIn } from '../support/oauth2-provider-stand-in';
import { API, startServer, type Answer, type TestServer } from '../support/test-server';

/*
 * The enterprise-chat OAuth2 app sign-in against a stand-in WeCom and DingTalk on a loopback
 * port: the browser's trip (login -> provider -> callback -> console with a sign-in code) is
 * walked request by request, with the cookie a browser would keep.
 */

interface LoginAnswer {
  token: string;
  userInfo: { username: string };
  departs: unknown[];
  tenantList: unknown[];
}

type Source = 'wechat_enterprise' | 'dingtalk';

let provider: OAuth2StandIn;
let server: TestServer;
let unconfigured: TestServer;

async function bind(
  source: Source,
  thirdUserId: string,
  username: string,
  extra: { status?: number; tenantId?: number } = {},
) {
  const user = await server.app.db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  await server.app.db
    .insertInto('sys_third_account')
    .values({
      id: newId(),
      sysUserId: user.id,
      thirdType: source,
      thirdUserId,
      avatar: null,
      realname: null,
      thirdUserUuid: null,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
      ...extra,
    })
    .execute();
}

const locationOf = (response: LightMyRequestResponse) => String(response.headers.location ?? '');

function stateCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [String(header ?? '')]).find((value) =>
    value.startsWith('farm_oauth2_state='),
  );
  if (!cookie) throw new Error('no state cookie set');
  return cookie.split(';')[0];
}

/** GET /login: the provider's address and the cookie the browser keeps. */
async function startSignIn(target: TestServer, source: Source, state = '/orders/list') {
  const response = await target.call({
    method: 'GET',
    url: `/sys/thirdLogin/oauth2/${source}/login?${new URLSearchParams({ state })}`,
  });
  expect(response.statusCode).toBe(302);
  return { authorise: locationOf(response), cookie: stateCookieOf(response) };
}

/** The provider's authorisation: where it sends the browser back (our callback, with code and state). */
async function authorise(address: string): Promise<URL> {
  const response = await fetch(address, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

async function callback(target: TestServer, back: URL, cookie?: string) {
  expect(back.pathname.startsWith(API)).toBe(true);
  return target.call({
    method: 'GET',
    url: `${back.pathname.slice(API.length)}${back.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The whole trip to the console's page: its address, with the sign-in code in the fragment. */
async function signInTrip(source: Source, state?: string): Promise<URL> {
  const { authorise: address, cookie } = await startSignIn(server, source, state);
  const response = await callback(server, await authorise(address), cookie);
  expect(response.statusCode).toBe(302);
  return new URL(locationOf(response), 'http://console.test');
}

const loginCodeOf = (page: URL) => new URLSearchParams(page.hash.slice(1)).get('loginCode') ?? '';

async function exchange(code: unknown): Promise<Answer<LoginAnswer | null>> {
  const response = await server.call({ method: 'POST', url: '/sys/thirdLogin/oauth2/exchange', payload: { code } });
  expect(response.statusCode).toBe(200);
  return response.json<Answer<LoginAnswer | null>>();
}

beforeAll(async () => {
  provider = await startOAuth2StandIn();
  server = await startServer({ oauth2Apps: provider.apps() });
  unconfigured = await startServer();
  await bind('wechat_enterprise', 'ZhangSan', 'zhangsan');
  await bind('wechat_enterprise', 'LiuYang', 'liuyang');
  await bind('wechat_enterprise', 'OldLisi', 'lisi', { status: 0 });
  await bind('wechat_enterprise', 'OtherTenant', 'lisi', { tenantId: 2 });
  await bind('dingtalk', 'ding-lisi', 'lisi');
});
afterAll(async () => {
  await server.close();
  await unconfigured.close();
  await provider.close();
});

describe('enterprise-chat OAuth2 sign-in, configured', () => {
  it('sends the browser to WeCom with the app, our callback and a nonce as state, keeping the nonce in a cookie', async () => {
    const { authorise: address, cookie } = await startSignIn(server, 'wechat_enterprise');
    const url = new URL(address);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/wecom/authorize`);
    expect(url.searchParams.get('appid')).toBe('ww-stand-in-corp');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `http://localhost${API}/sys/thirdLogin/oauth2/wechat_enterprise/callback`,
    );
    expect(url.searchParams.get('scope')).toBe('snsapi_base');
    expect(url.hash).toBe('#wechat_redirect');
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(cookie).toBe(`farm_oauth2_state=${state}`);
    // Neither the secret nor the return path travels through the browser.
    expect(address).not.toContain('secret');
    expect(address).not.toContain('orders');
  });

  it('signs a bound WeCom member in: the console gets a sign-in code, no token, and exchanges it for the login answer', async () => {
    provider.member = { userId: 'ZhangSan' };
    const page = await signInTrip('wechat_enterprise', '/farm/machine/list?tab=2');
    expect(page.pathname).toBe('/oauth2-app/login');
    expect(page.searchParams.get('redirect')).toBe('/farm/machine/list?tab=2');
    expect(page.search).not.toMatch(/token|loginCode/i);
    const code = loginCodeOf(page);
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(provider.serverCalls).toEqual(
      expect.arrayContaining(['GET /wecom/cgi-bin/gettoken', 'GET /wecom/cgi-bin/auth/getuserinfo']),
    );

    const answer = await exchange(code);
    expect(answer.success).toBe(true);
    expect(answer.result?.userInfo.username).toBe('zhangsan');
    expect(answer.result?.token).toBeTruthy();
    expect(Array.isArray(answer.result?.departs)).toBe(true);
    expect(Array.isArray(answer.result?.tenantList)).toBe(true);
    const menu = await server.call({
      method: 'GET',
      url: '/sys/permission/getUserPermissionByToken',
      token: answer.result?.token,
    });
    expect(menu.json<Answer>().success).toBe(true);
  });

  it('signs a bound DingTalk member in through the four DingTalk calls', async () => {
    provider.member = { userId: 'ding-lisi', unionId: 'union-lisi' };
    const { authorise: address, cookie } = await startSignIn(server, 'dingtalk');
    const url = new URL(address);
    expect(url.searchParams.get('client_id')).toBe('ding-stand-in-key');
    expect(url.searchParams.get('scope')).toBe('openid');
    const back = await authorise(address);
    expect(back.searchParams.get('authCode')).toBeTruthy();
    const response = await callback(server, back, cookie);
    const answer = await exchange(loginCodeOf(new URL(locationOf(response), 'http://console.test')));
    expect(answer.result?.userInfo.username).toBe('lisi');
    expect(provider.serverCalls).toEqual(
      expect.arrayContaining([
        'POST /dingtalk/v1.0/oauth2/userAccessToken',
        'GET /dingtalk/v1.0/contact/users/me',
        'GET /dingtalk/gettoken',
        'POST /dingtalk/topapi/user/getbyunionid',
      ]),
    );
  });

  it("returns to the home page when the state names no page, or only a sign-in page, or this origin (JeecgBoot's form)", async () => {
    provider.member = { userId: 'ZhangSan' };
    for (const state of [
      '/',
      '/oauth2-app/login?redirect=/x',
      '/user/login',
      'http://localhost:80',
      'https://localhost',
      'http://localhost?redirect=%2Fuser%2Flogin',
    ]) {
      const page = await signInTrip('wechat_enterprise', state);
      expect(page.search).toBe('');
      expect((await exchange(loginCodeOf(page))).success).toBe(true);
    }
  });

  it("answers JeecgBoot's message for a member bound to nobody, and for a binding that is disabled or in another tenant", async () => {
    for (const userId of ['NotSynced', 'OldLisi', 'OtherTenant']) {
      provider.member = { userId };
      const answer = await exchange(loginCodeOf(await signInTrip('wechat_enterprise')));
      expect(answer).toMatchObject({ success: false, message: oauth2Messages.unbound, result: null });
    }
    expect(oauth2Messages.unbound).toBe('该用户尚未同步，请同步后再次登录！');
  });

  it('refuses a frozen account as the other ways in do', async () => {
    provider.member = { userId: 'LiuYang' };
    const answer = await exchange(loginCodeOf(await signInTrip('wechat_enterprise')));
    expect(answer).toMatchObject({ success: false, message: '该用户已冻结' });
  });

  it('fails without a session when the provider refuses: an outsider, a reused provider code, no code at all', async () => {
    provider.member = null;
    expect(await exchange(loginCodeOf(await signInTrip('wechat_enterprise')))).toMatchObject({
      success: false,
      message: oauth2Messages.providerFailed,
    });

    provider.member = { userId: 'ZhangSan' };
    const first = await startSignIn(server, 'wechat_enterprise');
    const back = await authorise(first.authorise);
    expect(
      (await exchange(loginCodeOf(new URL(locationOf(await callback(server, back, first.cookie)), 'http://c'))))
        .success,
    ).toBe(true);
    // The same provider code again, under a fresh state of this browser: the provider refuses it.
    const second = await startSignIn(server, 'wechat_enterprise');
    const replay = new URL(back);
    replay.searchParams.set('state', new URL(second.authorise).searchParams.get('state') ?? '');
    const refused = await exchange(
      loginCodeOf(new URL(locationOf(await callback(server, replay, second.cookie)), 'http://c')),
    );
    expect(refused).toMatchObject({ success: false, message: oauth2Messages.providerFailed });

    const third = await startSignIn(server, 'wechat_enterprise');
    const denied = new URL(`http://localhost${API}/sys/thirdLogin/oauth2/wechat_enterprise/callback`);
    denied.searchParams.set('state', new URL(third.authorise).searchParams.get('state') ?? '');
    expect(
      await exchange(loginCodeOf(new URL(locationOf(await callback(server, denied, third.cookie)), 'http://c'))),
    ).toMatchObject({
      success: false,
      message: oauth2Messages.denied,
    });
  });

  it('refuses a sign-in code that is unknown, used once already or older than 60 seconds', async () => {
    provider.member = { userId: 'ZhangSan' };
    expect(OAUTH2_SIGN_IN_CODE_LIFETIME_MS).toBe(60_000);
    const code = loginCodeOf(await signInTrip('wechat_enterprise'));
    expect((await exchange(code)).success).toBe(true);
    expect(await exchange(code)).toMatchObject({ success: false, message: oauth2Messages.codeInvalid });
    expect(await exchange('x'.repeat(43))).toMatchObject({ success: false, message: oauth2Messages.codeInvalid });

    const late = loginCodeOf(await signInTrip('wechat_enterprise'));
    server.clock.advance(OAUTH2_SIGN_IN_CODE_LIFETIME_MS);
    expect(await exchange(late)).toMatchObject({ success: false, message: oauth2Messages.codeInvalid });
  });

  it('sends a callback back to the console page without signing in when its state is forged, reused, expired, of another source or of another browser', async () => {
    provider.member = { userId: 'ZhangSan' };
    const stateError = '/oauth2-app/login?oauth2Error=state';
    const refusedWith = async (back: URL, cookie?: string) => {
      const response = await callback(server, back, cookie);
      expect(response.statusCode).toBe(302);
      expect(locationOf(response)).toBe(stateError);
    };

    // Another browser: the attacker's own trip handed to a victim who holds no cookie, or a cookie of its own trip.
    const attacker = await startSignIn(server, 'wechat_enterprise');
    const attackerBack = await authorise(attacker.authorise);
    const victim = await startSignIn(server, 'wechat_enterprise');
    await refusedWith(attackerBack);
    await refusedWith(attackerBack, victim.cookie);
    // A state the server never issued, even with a matching cookie.
    const forged = new URL(attackerBack);
    forged.searchParams.set('state', 'f'.repeat(43));
    await refusedWith(forged, `farm_oauth2_state=${'f'.repeat(43)}`);
    // The nonce is single use.
    await callback(server, attackerBack, attacker.cookie);
    await refusedWith(attackerBack, attacker.cookie);
    // A nonce of WeCom at DingTalk's callback.
    const other = await startSignIn(server, 'wechat_enterprise');
    const otherBack = await authorise(other.authorise);
    await refusedWith(new URL(otherBack.href.replace('/wechat_enterprise/', '/dingtalk/')), other.cookie);
    // Expired after ten minutes at the provider.
    const slow = await startSignIn(server, 'wechat_enterprise');
    const slowBack = await authorise(slow.authorise);
    server.clock.advance(OAUTH2_STATE_LIFETIME_MS);
    await refusedWith(slowBack, slow.cookie);
  });

  it("takes JeecgBoot's state, this origin with the page as `?redirect=`, returning to that page only", async () => {
    provider.member = { userId: 'ZhangSan' };
    const page = await signInTrip(
      'wechat_enterprise',
      `http://localhost?${new URLSearchParams({ redirect: '/orders/list?tab=1' })}`,
    );
    expect(page.pathname).toBe('/oauth2-app/login');
    expect(page.searchParams.get('redirect')).toBe('/orders/list?tab=1');
    expect((await exchange(loginCodeOf(page))).success).toBe(true);
  });

  it('refuses a state that would return anywhere but a page of this site', async () => {
    for (const state of [
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'http://localhost:81/',
      'http://localhost?redirect=https://evil.example',
      'http://user@localhost/',
      'ftp://localhost/',
      `/${'a'.repeat(1100)}`,
    ]) {
      const response = await server.call({
        method: 'GET',
        url: `/sys/thirdLogin/oauth2/wechat_enterprise/login?${new URLSearchParams({ state })}`,
      });
      expect(response.statusCode, state).toBe(200);
      expect(response.json<Answer>(), state).toMatchObject({ success: false });
      expect(response.headers['set-cookie'], state).toBeUndefined();
    }
    const missing = await server.call({ method: 'GET', url: '/sys/thirdLogin/oauth2/wechat_enterprise/login' });
    expect(missing.json<Answer>()).toMatchObject({ success: false, message: oauth2Messages.badState });
  });
});

describe('enterprise-chat OAuth2 sign-in, unconfigured or unknown', () => {
  it('sends the browser to the console page that says so, from login and callback alike', async () => {
    for (const url of [
      '/sys/thirdLogin/oauth2/wechat_enterprise/login?state=%2F',
      '/sys/thirdLogin/oauth2/dingtalk/callback?code=x&state=y',
    ]) {
      const response = await unconfigured.call({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(locationOf(response)).toBe('/oauth2-app/login?oauth2Error=not_configured');
    }
  });

  it("answers JeecgBoot's message for an unknown source", async () => {
    for (const source of ['github', 'toString', '__proto__']) {
      const response = await server.call({ method: 'GET', url: `/sys/thirdLogin/oauth2/${source}/login?state=%2F` });
      expect(response.json<Answer>()).toMatchObject({ success: false, message: oauth2Messages.unsupportedSource });
    }
  });

  it('switches a source on only with both client id and secret, and never takes a secret into an answer', async () => {
    expect(oauth2AppsFrom({ FARM_OAUTH2_WECHAT_ENTERPRISE_CLIENT_ID: 'ww1' })).toEqual({});
    const apps = oauth2AppsFrom({ FARM_OAUTH2_DINGTALK_CLIENT_ID: 'k', FARM_OAUTH2_DINGTALK_CLIENT_SECRET: 's' });
    expect(apps.dingtalk).toMatchObject({
      authorizeUrl: 'https://login.dingtalk.com/oauth2/auth',
      apiUrl: 'https://api.dingtalk.com',
      tenantId: 1,
    });
    expect(() =>
      oauth2AppsFrom({
        FARM_OAUTH2_DINGTALK_CLIENT_ID: 'k',
        FARM_OAUTH2_DINGTALK_CLIENT_SECRET: 's',
        FARM_OAUTH2_DINGTALK_API_URL: 'ftp://x',
      }),
    ).toThrow(/FARM_OAUTH2_DINGTALK_API_URL/);
    const { authorise: address } = await startSignIn(server, 'dingtalk');
    expect(address).not.toContain('dingtalk-stand-in-secret');
  });
});

describe('enterprise-chat OAuth2 sign-in, hostile input', () => {
  it('answers every hostile request without a server error and signs nobody in', async () => {
    const requests: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: `/sys/thirdLogin/oauth2/${'x'.repeat(500)}/login?state=%2F` },
      { method: 'GET', url: '/sys/thirdLogin/oauth2/wechat_enterprise/login?state=%00%2F' },
      {
        method: 'GET',
        url: '/sys/thirdLogin/oauth2/wechat_enterprise/login?state=%2F',
        headers: { host: 'exa mple:99999' },
      },
      { method: 'GET', url: '/sys/thirdLogin/oauth2/wechat_enterprise/login?state=a&state=b' },
      { method: 'GET', url: `/sys/thirdLogin/oauth2/wechat_enterprise/login?state=${'%2F'.repeat(3000)}` },
      { method: 'GET', url: '/sys/thirdLogin/oauth2/wechat_enterprise/callback' },
      {
        method: 'GET',
        url: '/sys/thirdLogin/oauth2/wechat_enterprise/callback?code=a&code=b&state=c',
        headers: { cookie: 'farm_oauth2_state=c' },
      },
      { method: 'GET', url: `/sys/thirdLogin/oauth2/wechat_enterprise/callback?code=${'c'.repeat(5000)}&state=s` },
      {
        method: 'GET',
        url: '/sys/thirdLogin/oauth2/dingtalk/callback?state=%E0%A4%A',
        headers: { cookie: '=;;farm_oauth2_state;%%' },
      },
      { method: 'POST', url: '/sys/thirdLogin/oauth2/exchange', payload: {} },
      { method: 'POST', url: '/sys/thirdLogin/oauth2/exchange', payload: { code: 42 } },
      { method: 'POST', url: '/sys/thirdLogin/oauth2/exchange', payload: { code: ['a'] } },
      { method: 'POST', url: '/sys/thirdLogin/oauth2/exchange', payload: { code: 'a'.repeat(200) } },
      { method: 'POST', url: '/sys/thirdLogin/oauth2/exchange', payload: { code: 'a', extra: 1 } },
      {
        method: 'POST',
        url: '/sys/thirdLogin/oauth2/exchange',
        payload: '"just a string"',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/sys/thirdLogin/oauth2/exchange',
        payload: '{"code":',
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const request of requests) {
      const response = await server.call(request);
      expect(response.statusCode, request.url).toBeLessThan(500);
      expect(response.body, request.url).not.toMatch(/"token"/);
    }
  });
});
