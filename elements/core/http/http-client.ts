import axios, { getAdapter, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { clearSession } from '../session';
import { createGetDeduplicator } from './dedupe-gets';
import { downloadFile, type DownloadOptions } from './download-file';
import type { Envelope } from './envelope';
import { reportHttpFailure } from './error-catalogue';
import { getHttpConfig, type HttpRuntimeConfig } from './http-config';
import * as actions from './request-actions';
import { decorateRequest } from './request-decoration';
import { createSessionExpiryGuard } from './session-expiry';
import { uploadAction, type UploadFields, type UploadOptions } from './upload-action';

export type QueryParams = Record<string, unknown> | URLSearchParams;
export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
/** Extra axios settings for one call (headers, signal, responseType…). */
export type RequestOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params'>;

/** The transport the request helpers are built on. */
export interface HttpTransport {
  /** The one configured axios instance; its promises resolve to the response body. */
  readonly instance: AxiosInstance;
  /** The configuration this client runs with right now. */
  config(): HttpRuntimeConfig;
  /** Sends a request and resolves to the response body (the envelope for JSON answers). */
  send<T = Envelope>(request: AxiosRequestConfig): Promise<T>;
}

export interface HttpClient extends HttpTransport {
  /** GET with query parameters. */
  getAction<T = unknown>(url: string, params?: QueryParams, options?: RequestOptions): Promise<Envelope<T>>;
  /** POST with a JSON body. */
  postAction<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  /** PUT with a JSON body. */
  putAction<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  /** DELETE with query parameters (`?id=…`, `?ids=a,b`). */
  deleteAction<T = unknown>(url: string, params?: QueryParams, options?: RequestOptions): Promise<Envelope<T>>;
  /** Any method: GET and DELETE carry `data` as query parameters, the others as the body. */
  httpAction<T = unknown>(
    url: string,
    data: unknown,
    method: HttpMethod | Uppercase<HttpMethod>,
    options?: RequestOptions,
  ): Promise<Envelope<T>>;
  /** Blob download, saved through the configured saveFile; null when nothing was saved. */
  downloadFile(url: string, fileName: string, params?: QueryParams, options?: DownloadOptions): Promise<Blob | null>;
  /** Multipart POST with an optional progress callback. */
  uploadAction<T = unknown>(url: string, data: FormData | UploadFields, options?: UploadOptions): Promise<Envelope<T>>;
}

/**
 * Builds the one axios instance with the runtime's conventions: base path, 9000 ms timeout,
 * session headers, `_t`, X-Sign, the error catalogue and the session-expiry handling.
 * `overrides` win over the global configuration (configureHttp), which is read per request.
 */
export function createHttpClient(overrides: Partial<HttpRuntimeConfig> = {}): HttpClient {
  const config = (): HttpRuntimeConfig => ({ ...getHttpConfig(), ...overrides });
  const instance = axios.create();
  const guard = createSessionExpiryGuard();
  const dedupe = createGetDeduplicator();

  // The response interceptor unwraps the body, which axios' own typings cannot express.
  const send = <T>(request: AxiosRequestConfig): Promise<T> => instance.request(request) as unknown as Promise<T>;
  const transport: HttpTransport = { instance, config, send };
  const client: HttpClient = {
    ...transport,
    getAction: (url, params, options) => actions.getAction(transport, url, params, options),
    postAction: (url, data, options) => actions.postAction(transport, url, data, options),
    putAction: (url, data, options) => actions.putAction(transport, url, data, options),
    deleteAction: (url, params, options) => actions.deleteAction(transport, url, params, options),
    httpAction: (url, data, method, options) => actions.httpAction(transport, url, data, method, options),
    downloadFile: (url, fileName, params, options) => downloadFile(transport, url, fileName, params, options),
    uploadAction: (url, data, options) => uploadAction(transport, url, data, options),
  };

  const logout = async (): Promise<void> => {
    const { onLogout, getToken } = config();
    if (onLogout) return onLogout();
    // The spec's logout: forget the session, then tell the server with the old token.
    const token = getToken();
    clearSession();
    if (token) await send({ url: '/sys/logout', method: 'post', headers: { 'X-Access-Token': token } });
  };

  instance.interceptors.request.use((request) => {
    const current = config();
    decorateRequest(request, current, Date.now());
    const adapter = current.adapter ?? request.adapter ?? axios.defaults.adapter;
    request.adapter = current.dedupeGets ? dedupe(getAdapter(adapter)) : adapter;
    return request;
  });

  instance.interceptors.response.use(
    (response) => response.data,
    async (error: unknown) => {
      await reportHttpFailure(error, { config: config(), guard, logout });
      throw error;
    },
  );

  return client;
}
