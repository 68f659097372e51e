import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, signInMessages } from '../../../server/messages';
import { identityServiceProvider } from '../../../server/modules/system';
import { startServer, type TestServer } from '../support/test-server';
import { call } from './admin-kit';

/*
 * A real CAS server and a real identity service on loopback ports: CAS protocol 3 answers for
 * the ticket 'ST-1-lisi' only; the identity service vouches for the token 'gh-zhangsan' only.
 */
const CAS_SUCCESS = (user: string) =>
  `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${user}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`;
const CAS_FAILURE =
  '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">not recognized</cas:authenticationFailure></cas:serviceResponse>';

const asked: string[] = [];

function outside(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://loopback');
  asked.push(`${request.method} ${url.pathname}${url.search}`);
  if (url.pathname === '/cas/p3/serviceValidate') {
    const tickets: Record<string, string> = { 'ST-1-lisi': 'lisi', 'ST-2-frozen': 'liuyang', 'ST-3-ghost': 'ghost' };
    const user = tickets[url.searchParams.get('ticket') ?? ''];
    response.end(
      user && url.searchParams.get('service') === 'https://console.example/cas' ? CAS_SUCCESS(user) : CAS_FAILURE,
    );
    return;
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const { token, thirdType } = JSON.parse(body) as { token: string; thirdType: string };
    response.setHeader('content-type', 'application/json');
    if (token === 'gh-zhangsan' && thirdType === 'github') {
      response.end(JSON.stringify({ username: 'zhangsan' }));
    } else {
      response.statusCode = 401;
      response.end('{}');
    }
  });
}

let external: Server;
let base: string;
let server: TestServer;
let unconfigured: TestServer;

beforeAll(async () => {
  external = createServer(outside);
  await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(external.address() as AddressInfo).port}`;
  server = await startServer({
    signIn: {
      casServerUrl: `${base}/cas/`,
      thirdParty: {
        github: identityServiceProvider(`${base}/identity`, 'github'),
        broken: { identify: async () => Promise.reject(new Error('provider down')) },
      },
    },
  });
  unconfigured = await startServer();
});
afterAll(async () => {
  await server.close();
  await unconfigured.close();
  await new Promise((resolve) => external.close(resolve));
});

interface LoginAnswer {
  token: string;
  userInfo: { username: string };
  departs: unknown[];
}

describe('third-party sign-in', () => {
  it('signs in the account a configured provider vouches for, and logs it', async () => {
    const { answer } = await call<LoginAnswer>(
      server,
      undefined,
      'GET',
      '/sys/thirdLogin/getLoginUser/gh-zhangsan/github',
    );
    expect(answer).toMatchObject({
      success: true,
      code: 200,
      message: authMessages.loginSucceeded,
      result: { userInfo: { username: 'zhangsan' } },
    });
    expect(answer.result.departs).toHaveLength(3);
    expect(
      (await server.call({ method: 'GET', url: '/sys/user/getCurrentUserDeparts', token: answer.result.token }))
        .statusCode,
    ).toBe(200);
    const logged = await server.app.db
      .selectFrom('sys_log')
      .select('logContent')
      .where('createBy', '=', 'zhangsan')
      .execute();
    expect(logged.map((row) => row.logContent)).toContain(signInMessages.thirdPartyLogged('zhangsan'));
  });

  it('refuses a token the provider does not vouch for, and says when the provider fails', async () => {
    expect((await call(server, undefined, 'GET', '/sys/thirdLogin/getLoginUser/forged/github')).answer).toMatchObject({
      success: false,
      message: signInMessages.thirdPartyRefused,
    });
    expect((await call(server, undefined, 'GET', '/sys/thirdLogin/getLoginUser/any/broken')).answer.message).toBe(
      signInMessages.thirdPartyUnavailable,
    );
  });

  it('answers "not configured" for a type without a provider', async () => {
    expect(
      (await call(server, undefined, 'GET', '/sys/thirdLogin/getLoginUser/gh-zhangsan/wechat_enterprise')).answer
        .message,
    ).toBe(signInMessages.thirdPartyNotConfigured('wechat_enterprise'));
    expect(
      (await call(unconfigured, undefined, 'GET', '/sys/thirdLogin/getLoginUser/gh-zhangsan/github')).answer.message,
    ).toBe(signInMessages.thirdPartyNotConfigured('github'));
    expect((await call(server, undefined, 'GET', '/sys/thirdLogin/getLoginUser/x/toString')).answer.message).toBe(
      signInMessages.thirdPartyNotConfigured('toString'),
    );
  });
});

describe('CAS sign-in', () => {
  const validate = (target: TestServer, query: string, method: 'GET' | 'POST' = 'GET') =>
    call<LoginAnswer>(target, undefined, method, `/sys/cas/client/validateLogin?${query}`);
  const service = encodeURIComponent('https://console.example/cas');

  it('signs in the user the CAS server names for the ticket (GET or POST)', async () => {
    const { answer } = await validate(server, `ticket=ST-1-lisi&service=${service}`);
    expect(answer).toMatchObject({ success: true, result: { userInfo: { username: 'lisi' } } });
    expect(answer.result.token).toEqual(expect.any(String));
    expect(asked.at(-1)).toBe(`GET /cas/p3/serviceValidate?ticket=ST-1-lisi&service=${service}`);
    expect((await validate(server, `ticket=ST-1-lisi&service=${service}`, 'POST')).answer.success).toBe(true);
  });

  it('refuses a ticket the CAS server does not confirm, a frozen account and an unknown one', async () => {
    expect((await validate(server, `ticket=ST-9-forged&service=${service}`)).answer.message).toBe(
      signInMessages.casTicketRefused,
    );
    expect(
      (await validate(server, `ticket=ST-1-lisi&service=${encodeURIComponent('https://evil.example/')}`)).answer
        .message,
    ).toBe(signInMessages.casTicketRefused);
    expect((await validate(server, `ticket=ST-2-frozen&service=${service}`)).answer.message).toBe(authMessages.frozen);
    expect((await validate(server, `ticket=ST-3-ghost&service=${service}`)).answer.message).toBe(
      signInMessages.userUnknown,
    );
    expect((await validate(server, 'ticket=ST-1-lisi')).answer.message).toBe(signInMessages.casTicketMissing);
  });

  it('answers "not configured" without a CAS server', async () => {
    expect((await validate(unconfigured, `ticket=ST-1-lisi&service=${service}`)).answer).toMatchObject({
      success: false,
      message: signInMessages.casNotConfigured,
    });
  });
});
