import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauth2AppsFrom } from '../../../server/config/oauth2-apps';
import { oauth2Messages } from '../../../server/messages';
import { OAuth2AppFixture, locationOf, startSignIn } from './oauth2-app-fixture';
import { startServer, type Answer, type TestServer } from '../support/test-server';

// A server with no app configured, unknown sources, the settings that switch a source on, and
// hostile requests against the configured one (oauth2-app-fixture.ts).

const fixture = OAuth2AppFixture.use();
let unconfigured: TestServer;
beforeAll(async () => {
  unconfigured = await startServer();
});
afterAll(() => unconfigured.close());

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
      const response = await fixture.server.call({
        method: 'GET',
        url: `/sys/thirdLogin/oauth2/${source}/login?state=%2F`,
      });
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
    const { authorise: address } = await startSignIn(fixture.server, 'dingtalk');
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
      const response = await fixture.server.call(request);
      expect(response.statusCode, request.url).toBeLessThan(500);
      expect(response.body, request.url).not.toMatch(/"token"/);
    }
  });
});
