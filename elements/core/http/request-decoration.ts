import '../i18n/catalogues/http';
import type { InternalAxiosRequestConfig } from 'axios';
import { getLocale, t } from '../i18n';
import type { HttpRuntimeConfig } from './http-config';
import { collectSignParams, isSignedPath, signParams } from './request-sign';

/**
 * Asks our server for English answers (messages, menu titles, dictionary texts). Sent only in
 * English: in Chinese the request is exactly what a stock JeecgBoot client sends.
 */
const LOCALE_HEADER = 'X-Farm-Locale';

// Dictionary item lookups go without `_t` (shell spec section 7), as in JeecgBoot.
const DICT_ITEMS_PATH = 'sys/dict/getDictItems';

/** The request path the server routes on: no origin, no base path, no query. */
export function routedPath(url: string, basePath: string): string {
  let path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length);
  return `/${path.replace(/^\/+/, '')}`;
}

function withTimestamp(params: unknown, seconds: number): unknown {
  if (params instanceof URLSearchParams) {
    const copy = new URLSearchParams(params);
    if (!copy.has('_t')) copy.set('_t', String(seconds));
    return copy;
  }
  return { _t: seconds, ...(params as Record<string, unknown> | undefined) };
}

/** Adds base path, timeout, session headers, `_t` and the signature to an outgoing request. */
export function decorateRequest(
  request: InternalAxiosRequestConfig,
  config: HttpRuntimeConfig,
  nowMs: number,
): InternalAxiosRequestConfig {
  request.baseURL ??= config.basePath;
  if (!request.timeout) request.timeout = config.timeoutMs;
  const headers = request.headers;
  const token = config.getToken();
  if (token && !headers.has('X-Access-Token')) headers.set('X-Access-Token', token);
  headers.set('tenant-id', String(config.getTenantId() || 0));
  const lowAppId = config.getLowAppId();
  if (lowAppId) headers.set('X-Low-App-ID', lowAppId);
  if (getLocale() === 'en') headers.set(LOCALE_HEADER, 'en');
  else headers.delete(LOCALE_HEADER);

  const url = request.url ?? '';
  const method = (request.method ?? 'get').toLowerCase();
  if (method === 'get' && !url.includes(DICT_ITEMS_PATH)) {
    request.params = withTimestamp(request.params, Math.floor(nowMs / 1000));
  }

  if (isSignedPath(routedPath(url, config.basePath), config.signedUrls)) {
    if (!config.signSecret) throw new Error(t('http.signSecretMissing', { url }));
    const body = method === 'get' ? undefined : request.data;
    headers.set('X-Sign', signParams(collectSignParams(url, request.params, body), config.signSecret));
    headers.set('X-TIMESTAMP', String(nowMs));
  }
  return request;
}
