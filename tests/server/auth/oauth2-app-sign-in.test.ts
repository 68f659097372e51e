import { describe, expect, it } from 'vitest';
import { oauth2Messages } from '../../../server/messages';
import { OAUTH2_SIGN_IN_CODE_LIFETIME_MS, OAUTH2_STATE_LIFETIME_MS } from '../../../server/modules/system/sign-in';
import { OAuth2AppFixture, authorise, callback, locationOf, loginCodeOf, startSignIn } from './oauth2-app-fixture';
import { API, type Answer } from '../support/test-server';

// A configured server (oauth2-app-fixture.ts): the whole trip for WeCom and DingTalk, the sign-in
// code, and the state that brings the browser back, refused whenever it is not ours.

const fixture = OAuth2AppFixture.use();
const { signInTrip, exchange } = fixture;

describe('enterprise-chat OAuth2 sign-in, configured', () => {
  it('sends the browser to WeCom with the app, our callback and a nonce as state, keeping the nonce in a cookie', async () => {
    const { authorise: address, cookie } = await startSignIn(fixture.server, 'wechat_enterprise');
    const url = new URL(address);
    expect(`${url.origin}${url.pathname}`).toBe(`${fixture.provider.url}/wecom/authorize`);
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
    fixture.provider.member = { userId: 'ZhangSan' };
    const page = await signInTrip('wechat_enterprise', '/farm/machine/list?tab=2');
    expect(page.pathname).toBe('/oauth2-app/login');
    expect(page.searchParams.get('redirect')).toBe('/farm/machine/list?tab=2');
    expect(page.search).not.toMatch(/token|loginCode/i);
    const code = loginCodeOf(page);
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(fixture.provider.serverCalls).toEqual(
      expect.arrayContaining(['GET /wecom/cgi-bin/gettoken', 'GET /wecom/cgi-bin/auth/getuserinfo']),
    );

    const answer = await exchange(code);
    expect(answer.success).toBe(true);
    expect(answer.result?.userInfo.username).toBe('zhangsan');
    expect(answer.result?.token).toBeTruthy();
    expect(Array.isArray(answer.result?.departs)).toBe(true);
    expect(Array.isArray(answer.result?.tenantList)).toBe(true);
    const menu = await fixture.server.call({
      method: 'GET',
      url: '/sys/permission/getUserPermissionByToken',
      token: answer.result?.token,
    });
    expect(menu.json<Answer>().success).toBe(true);
  });

  it('signs a bound DingTalk member in through the four DingTalk calls', async () => {
    fixture.provider.member = { userId: 'ding-lisi', unionId: 'union-lisi' };
    const { authorise: address, cookie } = await startSignIn(fixture.server, 'dingtalk');
    const url = new URL(address);
    expect(url.searchParams.get('client_id')).toBe('ding-stand-in-key');
    expect(url.searchParams.get('scope')).toBe('openid');
    const back = await authorise(address);
    expect(back.searchParams.get('authCode')).toBeTruthy();
    const response = await callback(fixture.server, back, cookie);
    const answer = await exchange(loginCodeOf(new URL(locationOf(response), 'http://console.test')));
    expect(answer.result?.userInfo.username).toBe('lisi');
    expect(fixture.provider.serverCalls).toEqual(
      expect.arrayContaining([
        'POST /dingtalk/v1.0/oauth2/userAccessToken',
        'GET /dingtalk/v1.0/contact/users/me',
        'GET /dingtalk/gettoken',
        'POST /dingtalk/topapi/user/getbyunionid',
      ]),
    );
  });

  it("returns to the home page when the state names no page, or only a sign-in page, or this origin (JeecgBoot's form)", async () => {
    fixture.provider.member = { userId: 'ZhangSan' };
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
      fixture.provider.member = { userId };
      const answer = await exchange(loginCodeOf(await signInTrip('wechat_enterprise')));
      expect(answer).toMatchObject({ success: false, message: oauth2Messages.unbound, result: null });
    }
    expect(oauth2Messages.unbound).toBe('该用户尚未同步，请同步后再次登录！');
  });

  it('refuses a frozen account as the other ways in do', async () => {
    fixture.provider.member = { userId: 'LiuYang' };
    const answer = await exchange(loginCodeOf(await signInTrip('wechat_enterprise')));
    expect(answer).toMatchObject({ success: false, message: '该用户已冻结' });
  });

  it('fails without a session when the provider refuses: an outsider, a reused provider code, no code at all', async () => {
    fixture.provider.member = null;
    expect(await exchange(loginCodeOf(await signInTrip('wechat_enterprise')))).toMatchObject({
      success: false,
      message: oauth2Messages.providerFailed,
    });

    fixture.provider.member = { userId: 'ZhangSan' };
    const first = await startSignIn(fixture.server, 'wechat_enterprise');
    const back = await authorise(first.authorise);
    expect(
      (await exchange(loginCodeOf(new URL(locationOf(await callback(fixture.server, back, first.cookie)), 'http://c'))))
        .success,
    ).toBe(true);
    // The same provider code again, under a fresh state of this browser: the provider refuses it.
    const second = await startSignIn(fixture.server, 'wechat_enterprise');
    const replay = new URL(back);
    replay.searchParams.set('state', new URL(second.authorise).searchParams.get('state') ?? '');
    const refused = await exchange(
      loginCodeOf(new URL(locationOf(await callback(fixture.server, replay, second.cookie)), 'http://c')),
    );
    expect(refused).toMatchObject({ success: false, message: oauth2Messages.providerFailed });

    const third = await startSignIn(fixture.server, 'wechat_enterprise');
    const denied = new URL(`http://localhost${API}/sys/thirdLogin/oauth2/wechat_enterprise/callback`);
    denied.searchParams.set('state', new URL(third.authorise).searchParams.get('state') ?? '');
    expect(
      await exchange(
        loginCodeOf(new URL(locationOf(await callback(fixture.server, denied, third.cookie)), 'http://c')),
      ),
    ).toMatchObject({
      success: false,
      message: oauth2Messages.denied,
    });
  });

  it('refuses a sign-in code that is unknown, used once already or older than 60 seconds', async () => {
    fixture.provider.member = { userId: 'ZhangSan' };
    expect(OAUTH2_SIGN_IN_CODE_LIFETIME_MS).toBe(60_000);
    const code = loginCodeOf(await signInTrip('wechat_enterprise'));
    expect((await exchange(code)).success).toBe(true);
    expect(await exchange(code)).toMatchObject({ success: false, message: oauth2Messages.codeInvalid });
    expect(await exchange('x'.repeat(43))).toMatchObject({ success: false, message: oauth2Messages.codeInvalid });

    const late = loginCodeOf(await signInTrip('wechat_enterprise'));
    fixture.server.clock.advance(OAUTH2_SIGN_IN_CODE_LIFETIME_MS);
    expect(await exchange(late)).toMatchObject({ success: false, message: oauth2Messages.codeInvalid });
  });

  it('sends a callback back to the console page without signing in when its state is forged, reused, expired, of another source or of another browser', async () => {
    fixture.provider.member = { userId: 'ZhangSan' };
    const stateError = '/oauth2-app/login?oauth2Error=state';
    const refusedWith = async (back: URL, cookie?: string) => {
      const response = await callback(fixture.server, back, cookie);
      expect(response.statusCode).toBe(302);
      expect(locationOf(response)).toBe(stateError);
    };

    // Another browser: the attacker's own trip handed to a victim who holds no cookie, or a cookie of its own trip.
    const attacker = await startSignIn(fixture.server, 'wechat_enterprise');
    const attackerBack = await authorise(attacker.authorise);
    const victim = await startSignIn(fixture.server, 'wechat_enterprise');
    await refusedWith(attackerBack);
    await refusedWith(attackerBack, victim.cookie);
    // A state the server never issued, even with a matching cookie.
    const forged = new URL(attackerBack);
    forged.searchParams.set('state', 'f'.repeat(43));
    await refusedWith(forged, `farm_oauth2_state=${'f'.repeat(43)}`);
    // The nonce is single use.
    await callback(fixture.server, attackerBack, attacker.cookie);
    await refusedWith(attackerBack, attacker.cookie);
    // A nonce of WeCom at DingTalk's callback.
    const other = await startSignIn(fixture.server, 'wechat_enterprise');
    const otherBack = await authorise(other.authorise);
    await refusedWith(new URL(otherBack.href.replace('/wechat_enterprise/', '/dingtalk/')), other.cookie);
    // Expired after ten minutes at the provider.
    const slow = await startSignIn(fixture.server, 'wechat_enterprise');
    const slowBack = await authorise(slow.authorise);
    fixture.server.clock.advance(OAUTH2_STATE_LIFETIME_MS);
    await refusedWith(slowBack, slow.cookie);
  });

  it("takes JeecgBoot's state, this origin with the page as `?redirect=`, returning to that page only", async () => {
    fixture.provider.member = { userId: 'ZhangSan' };
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
      const response = await fixture.server.call({
        method: 'GET',
        url: `/sys/thirdLogin/oauth2/wechat_enterprise/login?${new URLSearchParams({ state })}`,
      });
      expect(response.statusCode, state).toBe(200);
      expect(response.json<Answer>(), state).toMatchObject({ success: false });
      expect(response.headers['set-cookie'], state).toBeUndefined();
    }
    const missing = await fixture.server.call({ method: 'GET', url: '/sys/thirdLogin/oauth2/wechat_enterprise/login' });
    expect(missing.json<Answer>()).toMatchObject({ success: false, message: oauth2Messages.badState });
  });
});
