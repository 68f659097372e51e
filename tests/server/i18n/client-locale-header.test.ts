import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, silentNotifier, type Envelope } from '../../../elements/core/http';
import { setLocale } from '../../../elements/core/i18n';
import { startServer, type Answer, type TestServer } from '../support/test-server';

// The widgets' HTTP client asks for English answers with X-Farm-Locale only when its language is
// English; in Chinese its requests are what a stock JeecgBoot client sends.

const PORTAL = 'http://127.0.0.1:4001';
const NO_DIST = path.join(tmpdir(), 'farm-no-dist');

describe('the HTTP client asks the server for the language the widgets speak', () => {
  let server: TestServer;
  let token: string;
  const sent: Record<string, unknown>[] = [];

  /** The real server behind the client: each request is handed to it as sent. */
  const toServer: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, string>;
    sent.push(headers);
    const response = await server.app.inject({
      method: (config.method ?? 'get').toUpperCase() as 'GET',
      url: axios.getUri(config),
      headers,
      payload: config.data,
    });
    return {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: response.headers as Record<string, string>,
      config,
      data: response.json(),
    };
  };
  const client = () =>
    createHttpClient({
      adapter: toServer,
      notify: silentNotifier,
      getToken: () => token,
      getTenantId: () => null,
      getLowAppId: () => null,
    });
  const headerNamesSent = () => sent.flatMap((headers) => Object.keys(headers).map((name) => name.toLowerCase()));

  beforeAll(async () => {
    server = await startServer({ distDir: NO_DIST, corsOrigins: [PORTAL] });
    token = await server.login('admin');
  });
  afterAll(() => server.close());
  afterEach(() => {
    setLocale('zh-CN');
    sent.length = 0;
  });

  it('sends X-Farm-Locale: en in English, and the refusal comes back in English', async () => {
    setLocale('en');
    const answer = await client().getAction<Envelope>('/online/cgform/api/getColumns/no_such_form');
    expect(sent[0]['X-Farm-Locale']).toBe('en');
    expect(answer).toMatchObject({ success: false, message: 'Form no_such_form does not exist' });
  });

  it('sends no such header in Chinese, and the answer is the Chinese JeecgBoot gives', async () => {
    const answer = await client().getAction<Envelope>('/online/cgform/api/getColumns/no_such_form');
    expect(headerNamesSent()).not.toContain('x-farm-locale');
    expect(answer).toMatchObject({ success: false, message: '表单 no_such_form 不存在' });
  });

  it('follows a language switch from one request to the next, writes included', async () => {
    setLocale('en');
    const english = await client().postAction<Envelope>('/sys/dict/add', { dictName: '测试', dictCode: 'sex' });
    setLocale('zh-CN');
    const chinese = await client().postAction<Envelope>('/sys/dict/add', { dictName: '测试', dictCode: 'sex' });
    expect(english.message).toBe('Dictionary code sex already exists');
    expect(chinese.message).toBe('字典编码 sex 已存在');
    expect(sent[0]['X-Farm-Locale']).toBe('en');
    expect(Object.keys(sent[1]).map((name) => name.toLowerCase())).not.toContain('x-farm-locale');
  });

  it('a page on an allowed origin may send the header: the preflight lists it', async () => {
    const preflight = await server.call({
      method: 'OPTIONS',
      url: '/sys/dict/list',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-access-token,tenant-id,x-farm-locale',
      },
    });
    expect(preflight.statusCode).toBe(204);
    const allowed = String(preflight.headers['access-control-allow-headers'])
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(allowed).toContain('x-farm-locale');
    const call = await server.call({
      method: 'GET',
      url: '/no/such/route',
      token,
      headers: { origin: PORTAL, 'x-farm-locale': 'en' },
    });
    expect(call.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(call.json<Answer>().message).toBe('Path not found, please check the path');
  });
});
