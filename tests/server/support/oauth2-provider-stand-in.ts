/*
 * A stand-in for WeCom's and DingTalk's OAuth2 endpoints, in the shape of their APIs as far as the
 * server uses them (server/modules/system/sign-in/oauth2): the browser's authorisation, which
 * sends it back with a code for whoever is "signed in to the app", and the server-to-server
 * token and user-info calls. Codes are single use, as the real providers' are. Used in-process by
 * the server tests and as a process by the end-to-end run (tests/e2e/console-oauth2-provider-server.ts).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuth2App, OAuth2Apps } from '../../../server/config/oauth2-apps';

export const STAND_IN_APPS = {
  wechat_enterprise: { clientId: 'ww-stand-in-corp', clientSecret: 'wecom-stand-in-secret' },
  dingtalk: { clientId: 'ding-stand-in-key', clientSecret: 'dingtalk-stand-in-secret' },
} as const;

/** Who is signed in to the enterprise-chat app of the browser: the provider's user id (and DingTalk's union id). */
export interface AppMember {
  userId: string;
  unionId?: string;
}

export interface OAuth2StandIn {
  url: string;
  /** The member the next authorisation answers for; null: someone outside the organisation. */
  member: AppMember | null;
  /** Every call the server made to the provider, as `METHOD /path`. */
  readonly serverCalls: string[];
  /** The apps of the server's settings pointing at this stand-in (`sources` of them only). */
  apps(sources?: readonly ('wechat_enterprise' | 'dingtalk')[]): OAuth2Apps;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 4096;

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_BODY_BYTES) throw new Error('body too large');
  }
  const value: unknown = JSON.parse(body || '{}');
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

const send = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const newCode = () => randomBytes(12).toString('hex');

export async function startOAuth2StandIn(
  port = 0,
  member: AppMember | null = { userId: 'ZhangSan' },
): Promise<OAuth2StandIn> {
  // What each code, user token and app token stands for.
  const codes = new Map<string, AppMember | null>();
  const userTokens = new Map<string, AppMember | null>();
  const appTokens = new Set<string>();
  const serverCalls: string[] = [];

  const authorise = (
    url: URL,
    clientIdParam: string,
    source: keyof typeof STAND_IN_APPS,
    codeParam: string,
    response: ServerResponse,
  ) => {
    const redirect = url.searchParams.get('redirect_uri');
    if (url.searchParams.get(clientIdParam) !== STAND_IN_APPS[source].clientId || !redirect)
      return send(response, 400, { error: 'bad request' });
    const code = newCode();
    codes.set(code, standIn.member);
    const back = new URL(redirect);
    back.searchParams.set(codeParam, code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: back.toString() }).end();
  };

  const issueAppToken = () => {
    const token = newCode();
    appTokens.add(token);
    return token;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /') return response.writeHead(200).end('ok');
    if (route === 'GET /wecom/authorize') return authorise(url, 'appid', 'wechat_enterprise', 'code', response);
    if (route === 'GET /dingtalk/auth') return authorise(url, 'client_id', 'dingtalk', 'authCode', response);
    serverCalls.push(route);

    if (route === 'GET /wecom/cgi-bin/gettoken') {
      const { clientId, clientSecret } = STAND_IN_APPS.wechat_enterprise;
      if (url.searchParams.get('corpid') !== clientId || url.searchParams.get('corpsecret') !== clientSecret) {
        return send(response, 200, { errcode: 40001, errmsg: 'invalid credential' });
      }
      return send(response, 200, { errcode: 0, errmsg: 'ok', access_token: issueAppToken(), expires_in: 7200 });
    }
    if (route === 'GET /wecom/cgi-bin/auth/getuserinfo') {
      if (!appTokens.has(url.searchParams.get('access_token') ?? ''))
        return send(response, 200, { errcode: 40014, errmsg: 'invalid access_token' });
      const code = url.searchParams.get('code') ?? '';
      if (!codes.has(code)) return send(response, 200, { errcode: 40029, errmsg: 'invalid code' });
      const who = codes.get(code);
      codes.delete(code);
      // Someone outside the corp gets an openid, no userid.
      return send(
        response,
        200,
        who
          ? { errcode: 0, errmsg: 'ok', userid: who.userId, user_ticket: newCode() }
          : { errcode: 0, errmsg: 'ok', openid: 'o-outsider' },
      );
    }

    if (route === 'POST /dingtalk/v1.0/oauth2/userAccessToken') {
      const body = await jsonBody(request);
      const { clientId, clientSecret } = STAND_IN_APPS.dingtalk;
      if (body.clientId !== clientId || body.clientSecret !== clientSecret || body.grantType !== 'authorization_code') {
        return send(response, 400, { code: 'invalidClient', message: 'client not valid' });
      }
      const code = typeof body.code === 'string' ? body.code : '';
      if (!codes.has(code)) return send(response, 400, { code: 'invalidAuthCode', message: 'auth code not valid' });
      const token = newCode();
      userTokens.set(token, codes.get(code) ?? null);
      codes.delete(code);
      return send(response, 200, { accessToken: token, refreshToken: newCode(), expireIn: 7200 });
    }
    if (route === 'GET /dingtalk/v1.0/contact/users/me') {
      const token = request.headers['x-acs-dingtalk-access-token'];
      if (typeof token !== 'string' || !userTokens.has(token))
        return send(response, 401, { code: 'InvalidAuthentication', message: 'token not valid' });
      const who = userTokens.get(token);
      return send(response, 200, { nick: 'member', unionId: who?.unionId ?? `union-outsider`, openId: 'open-id' });
    }
    if (route === 'GET /dingtalk/gettoken') {
      const { clientId, clientSecret } = STAND_IN_APPS.dingtalk;
      if (url.searchParams.get('appkey') !== clientId || url.searchParams.get('appsecret') !== clientSecret) {
        return send(response, 200, { errcode: 40089, errmsg: 'invalid appkey or appsecret' });
      }
      return send(response, 200, { errcode: 0, errmsg: 'ok', access_token: issueAppToken(), expires_in: 7200 });
    }
    if (route === 'POST /dingtalk/topapi/user/getbyunionid') {
      if (!appTokens.has(url.searchParams.get('access_token') ?? ''))
        return send(response, 200, { errcode: 40014, errmsg: 'invalid access_token' });
      const { unionid } = await jsonBody(request);
      const who = [...userTokens.values()].find((candidate) => candidate?.unionId === unionid);
      if (!who) return send(response, 200, { errcode: 60121, errmsg: 'user not found' });
      return send(response, 200, { errcode: 0, errmsg: 'ok', result: { contact_type: 0, userid: who.userId } });
    }
    return send(response, 404, { error: 'not found' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 400, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const appOf = (source: keyof typeof STAND_IN_APPS): OAuth2App =>
    source === 'wechat_enterprise'
      ? {
          ...STAND_IN_APPS.wechat_enterprise,
          authorizeUrl: `${url}/wecom/authorize`,
          apiUrl: `${url}/wecom`,
          oapiUrl: `${url}/wecom`,
          tenantId: 1,
        }
      : {
          ...STAND_IN_APPS.dingtalk,
          authorizeUrl: `${url}/dingtalk/auth`,
          apiUrl: `${url}/dingtalk`,
          oapiUrl: `${url}/dingtalk`,
          tenantId: 1,
        };

  const standIn: OAuth2StandIn = {
    url,
    member,
    serverCalls,
    apps: (sources = ['wechat_enterprise', 'dingtalk']) =>
      Object.fromEntries(sources.map((source) => [source, appOf(source)])),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
