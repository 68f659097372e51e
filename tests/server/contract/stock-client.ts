import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Answer, TestServer } from '../support/test-server';

/*
 * Requests in the exact form the stock JeecgBoot Vue 2 client (ant-design-vue-jeecg 3.4) sends
 * them (src/utils/request.js, src/api/manage.js):
 * - every request carries `X-Access-Token` and `tenant-id` (0 before a tenant is chosen);
 * - a GET puts `_t` (unix seconds) before its own parameters; empty values were dropped by
 *   `filterObj` before, except those a page sets afterwards (DeptUserInfo's `depId`);
 * - getAction and postAction add `X-Sign` / `X-TIMESTAMP` (this server checks them only on
 *   signed routes, when a secret is configured), putAction and deleteAction do not.
 * The interceptor turns every HTTP error status into a toast and a rejected promise that the
 * pages' `.then` never settles, so each answer below must be HTTP 200 with the envelope.
 */

/** A fixed moment: `Date.parse(new Date()) / 1000`. */
export const T = 1726800000;

const SIGNATURE = { 'X-Sign': 'B3F1C0E1A7D5B2E8F9A6C4D3E2F1A0B9', 'X-TIMESTAMP': String(T * 1000) };

export interface StockClient {
  getAction<R = unknown>(url: string, params?: Record<string, string>): Promise<Answer<R>>;
  postAction<R = unknown>(url: string, body: unknown): Promise<Answer<R>>;
  putAction<R = unknown>(url: string, body: unknown): Promise<Answer<R>>;
  /** The raw answer, for the cases that check the status itself. */
  raw(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

/** axios' params serialisation: keys in order, values encoded, an empty string kept as `key=`. */
export function queryOf(params: Record<string, string>): string {
  return Object.entries({ _t: String(T), ...params })
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

function envelope<R>(response: LightMyRequestResponse): Answer<R> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json<Answer<R>>();
}

export function stockClient(server: TestServer, token: string, tenantId = '1'): StockClient {
  const headers = { 'tenant-id': tenantId };
  const raw: StockClient['raw'] = (method, url, body) =>
    server.call({
      method,
      url,
      token,
      headers: {
        ...headers,
        ...(method === 'GET' || method === 'POST' ? SIGNATURE : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json;charset=UTF-8' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    getAction: async (url, params = {}) => envelope(await raw('GET', `${url}?${queryOf(params)}`)),
    postAction: async (url, body) => envelope(await raw('POST', url, body)),
    putAction: async (url, body) => envelope(await raw('PUT', url, body)),
    raw,
  };
}
