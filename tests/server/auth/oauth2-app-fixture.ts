import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { newId } from '../../../server/db';
import { startOAuth2StandIn, type OAuth2StandIn } from '../support/oauth2-provider-stand-in';
import { API, startServer, type Answer, type TestServer } from '../support/test-server';

/*
 * The enterprise-chat OAuth2 app sign-in against a stand-in WeCom and DingTalk on a loopback
 * port: the browser's trip (login -> provider -> callback -> console with a sign-in code) is
 * walked request by request, with the cookie a browser would keep (oauth2-app-*.test.ts).
 */

export interface LoginAnswer {
  token: string;
  userInfo: { username: string };
  departs: unknown[];
  tenantList: unknown[];
}

export type Source = 'wechat_enterprise' | 'dingtalk';

export const locationOf = (response: LightMyRequestResponse) => String(response.headers.location ?? '');

export function stateCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [String(header ?? '')]).find((value) =>
    value.startsWith('farm_oauth2_state='),
  );
  if (!cookie) throw new Error('no state cookie set');
  return cookie.split(';')[0];
}

/** GET /login: the provider's address and the cookie the browser keeps. */
export async function startSignIn(target: TestServer, source: Source, state = '/orders/list') {
  const response = await target.call({
    method: 'GET',
    url: `/sys/thirdLogin/oauth2/${source}/login?${new URLSearchParams({ state })}`,
  });
  expect(response.statusCode).toBe(302);
  return { authorise: locationOf(response), cookie: stateCookieOf(response) };
}

/** The provider's authorisation: where it sends the browser back (our callback, with code and state). */
export async function authorise(address: string): Promise<URL> {
  const response = await fetch(address, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

export async function callback(target: TestServer, back: URL, cookie?: string) {
  expect(back.pathname.startsWith(API)).toBe(true);
  return target.call({
    method: 'GET',
    url: `${back.pathname.slice(API.length)}${back.search}`,
    headers: cookie ? { cookie } : {},
  });
}

export const loginCodeOf = (page: URL) => new URLSearchParams(page.hash.slice(1)).get('loginCode') ?? '';

/**
 * The stand-in providers and a server configured for both, its WeCom and DingTalk members bound:
 * zhangsan, liuyang, lisi (DingTalk), a disabled binding of lisi and one of his in tenant 2. Its
 * functions are arrow fields, so a test file may take them apart; its values are set once the
 * file's beforeAll has run.
 */
export class OAuth2AppFixture {
  provider!: OAuth2StandIn;
  server!: TestServer;

  /** Starts the stand-in and the server before the file's tests and closes them after. */
  static use(): OAuth2AppFixture {
    const fixture = new OAuth2AppFixture();
    beforeAll(() => fixture.start());
    afterAll(async () => {
      await fixture.server.close();
      await fixture.provider.close();
    });
    return fixture;
  }

  private async start(): Promise<void> {
    this.provider = await startOAuth2StandIn();
    this.server = await startServer({ oauth2Apps: this.provider.apps() });
    await this.bind('wechat_enterprise', 'ZhangSan', 'zhangsan');
    await this.bind('wechat_enterprise', 'LiuYang', 'liuyang');
    await this.bind('wechat_enterprise', 'OldLisi', 'lisi', { status: 0 });
    await this.bind('wechat_enterprise', 'OtherTenant', 'lisi', { tenantId: 2 });
    await this.bind('dingtalk', 'ding-lisi', 'lisi');
  }

  bind = async (
    source: Source,
    thirdUserId: string,
    username: string,
    extra: { status?: number; tenantId?: number } = {},
  ): Promise<void> => {
    const { db } = this.server.app;
    const user = await db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await db
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
  };

  /** The whole trip to the console's page: its address, with the sign-in code in the fragment. */
  signInTrip = async (source: Source, state?: string): Promise<URL> => {
    const { authorise: address, cookie } = await startSignIn(this.server, source, state);
    const response = await callback(this.server, await authorise(address), cookie);
    expect(response.statusCode).toBe(302);
    return new URL(locationOf(response), 'http://console.test');
  };

  exchange = async (code: unknown): Promise<Answer<LoginAnswer | null>> => {
    const response = await this.server.call({
      method: 'POST',
      url: '/sys/thirdLogin/oauth2/exchange',
      payload: { code },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Answer<LoginAnswer | null>>();
  };
}
