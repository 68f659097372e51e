import { AxiosHeaders, type AxiosAdapter } from 'axios';
import type { LightMyRequestResponse } from 'fastify';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, JEECG_SIGNED_URLS, silentNotifier } from '../../../elements/core/http';
import { startServer, type Answer, type TestServer } from '../support/test-server';

// FARM_CORS_ORIGINS: pages on the listed origins may call the API from the browser; others get
// what they got before the setting existed, and without the setting nothing changes at all.

const PORTAL = 'http://127.0.0.1:4001';
const OTHER_PORTAL = 'https://portal.example.com';
const STRANGER = 'https://evil.example.net';
/** No built console or elements: these tests are about the API alone. */
const NO_DIST = path.join(tmpdir(), 'farm-no-dist');

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
];

function corsHeadersOf(response: LightMyRequestResponse): Record<string, unknown> {
  return Object.fromEntries(
    CORS_HEADERS.filter((name) => name in response.headers).map((name) => [name, response.headers[name]]),
  );
}

const listOf = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

const preflight = (server: TestServer, origin: string, url = '/farm/asset/edit', method = 'PUT') =>
  server.call({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type,x-access-token,tenant-id',
    },
  });

describe('with FARM_CORS_ORIGINS listing two portals', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ distDir: NO_DIST, corsOrigins: [PORTAL, OTHER_PORTAL] });
    token = await server.login('admin');
  });
  afterAll(() => server.close());

  describe('a call from a listed origin', () => {
    it('is answered with that origin echoed, Vary: Origin, and no credentials', async () => {
      const response = await server.call({
        method: 'GET',
        url: '/farm/asset/list',
        token,
        headers: { origin: OTHER_PORTAL },
      });
      expect(response.json<Answer>().success).toBe(true);
      expect(response.headers['access-control-allow-origin']).toBe(OTHER_PORTAL);
      expect(listOf(response.headers.vary)).toContain('origin');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(listOf(response.headers['access-control-expose-headers'])).toContain('content-disposition');
    });

    it('can read the export file name', async () => {
      const response = await server.call({
        method: 'GET',
        url: '/farm/asset/exportXls',
        token,
        headers: { origin: PORTAL },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/attachment/);
      expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
      expect(listOf(response.headers['access-control-expose-headers'])).toContain('content-disposition');
    });

    it('can read a refusal: 401 Token失效 without a token, 404 for an unknown route', async () => {
      const unauthenticated = await server.call({
        method: 'GET',
        url: '/farm/asset/list',
        headers: { origin: PORTAL },
      });
      expect(unauthenticated.statusCode).toBe(401);
      expect(unauthenticated.json<Answer>().code).toBe(401);
      expect(unauthenticated.headers['access-control-allow-origin']).toBe(PORTAL);
      const unknown = await server.call({ method: 'GET', url: '/no/such/route', token, headers: { origin: PORTAL } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['access-control-allow-origin']).toBe(PORTAL);
    });
  });

  describe('a call from any other origin', () => {
    it.each([
      ['an unlisted site', STRANGER],
      ['the same host on another port', 'http://127.0.0.1:4002'],
      ['the same host by another name', 'http://localhost:4001'],
      ['the other scheme', 'https://127.0.0.1:4001'],
      ['a sandboxed frame', 'null'],
    ])('%s gets no CORS header (the browser keeps the answer from the page)', async (_case, origin) => {
      const response = await server.call({ method: 'GET', url: '/farm/asset/list', token, headers: { origin } });
      expect(corsHeadersOf(response)).toEqual({});
      expect(listOf(response.headers.vary)).toContain('origin');
    });

    it('a same-origin call (no Origin header) is answered as always', async () => {
      const response = await server.call({ method: 'GET', url: '/farm/asset/list', token });
      expect(response.json<Answer>().success).toBe(true);
      expect(corsHeadersOf(response)).toEqual({});
    });
  });

  describe('the preflight', () => {
    it('from a listed origin is answered 204 without a token, with the methods, headers and max age', async () => {
      const response = await preflight(server, PORTAL);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(listOf(response.headers['access-control-allow-methods'])).toEqual(
        expect.arrayContaining(['get', 'post', 'put', 'delete', 'patch', 'options']),
      );
      expect(listOf(response.headers['access-control-allow-headers'])).toEqual(
        expect.arrayContaining([
          'x-access-token',
          'tenant-id',
          'x-tenant-id',
          'x-sign',
          'x-timestamp',
          'content-type',
          'x-requested-with',
          'authorization',
        ]),
      );
      expect(response.headers['access-control-max-age']).toBe('600');
      expect(listOf(response.headers.vary)).toContain('origin');
    });

    it('allows every header our HTTP client sends (token, tenant, low-app id, signature)', async () => {
      const sent: string[] = [];
      const capture: AxiosAdapter = async (request) => {
        sent.push(...Object.keys(AxiosHeaders.from(request.headers).toJSON()));
        return {
          status: 200,
          statusText: 'OK',
          headers: {},
          config: request,
          data: { success: true, code: 200, message: '', result: null, timestamp: 1 },
        };
      };
      const client = createHttpClient({
        adapter: capture,
        notify: silentNotifier,
        getToken: () => 'token-1',
        getTenantId: () => 3,
        getLowAppId: () => 'app-1',
        signSecret: 'secret',
        signedUrls: JEECG_SIGNED_URLS,
      });
      await client.getAction('/sys/dict/getDictItems/sex');
      await client.putAction('/farm/asset/edit', { id: '1' });
      await client.postAction('/farm/asset/add', {});
      const nonSafelisted = [...new Set(sent.map((name) => name.toLowerCase()))].filter(
        (name) => !['accept', 'content-type'].includes(name),
      );
      expect(nonSafelisted).toEqual(
        expect.arrayContaining(['x-access-token', 'tenant-id', 'x-low-app-id', 'x-sign', 'x-timestamp']),
      );

      const response = await preflight(server, PORTAL);
      expect(listOf(response.headers['access-control-allow-headers'])).toEqual(
        expect.arrayContaining([...nonSafelisted, 'content-type']),
      );
    });

    it('is answered for an unknown route too: the call itself then reads the 404', async () => {
      const response = await preflight(server, OTHER_PORTAL, '/no/such/route', 'DELETE');
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(OTHER_PORTAL);
    });

    it.each([
      ['an unlisted site', STRANGER],
      ['a sandboxed frame', 'null'],
    ])('from %s gets the API 404 envelope and no CORS header, never a server error', async (_case, origin) => {
      const response = await preflight(server, origin);
      expect(response.statusCode).toBe(404);
      expect(response.json<Answer>()).toMatchObject({ success: false, code: 404 });
      expect(corsHeadersOf(response)).toEqual({});
    });
  });

  it('nothing outside the API base gets the API headers', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/user/login',
      headers: { origin: PORTAL, 'access-control-request-method': 'GET' },
    });
    expect(corsHeadersOf(response)).toEqual({});
  });
});

describe('without FARM_CORS_ORIGINS', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ distDir: NO_DIST, corsOrigins: [] });
    token = await server.login('admin');
  });
  afterAll(() => server.close());

  it('no origin gets a CORS header, and answers do not vary by Origin', async () => {
    const response = await server.call({ method: 'GET', url: '/farm/asset/list', token, headers: { origin: PORTAL } });
    expect(response.json<Answer>().success).toBe(true);
    expect(corsHeadersOf(response)).toEqual({});
    expect(response.headers.vary).toBeUndefined();
  });

  it('a preflight gets the API 404 envelope, as before', async () => {
    const response = await preflight(server, PORTAL);
    expect(response.statusCode).toBe(404);
    expect(corsHeadersOf(response)).toEqual({});
  });
});
