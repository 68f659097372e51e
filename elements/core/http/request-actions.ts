import type { Envelope } from './envelope';
import type { HttpTransport, HttpMethod, QueryParams, RequestOptions } from './http-client';

/** GET with query parameters. */
export function getAction<T = unknown>(
  client: HttpTransport,
  url: string,
  params?: QueryParams,
  options?: RequestOptions,
) {
  return client.send<Envelope<T>>({ ...options, url, method: 'get', params });
}

/** POST with a JSON body. */
export function postAction<T = unknown>(client: HttpTransport, url: string, data?: unknown, options?: RequestOptions) {
  return client.send<Envelope<T>>({ ...options, url, method: 'post', data });
}

/** PUT with a JSON body. */
export function putAction<T = unknown>(client: HttpTransport, url: string, data?: unknown, options?: RequestOptions) {
  return client.send<Envelope<T>>({ ...options, url, method: 'put', data });
}

/** DELETE with query parameters (`?id=…`, `?ids=a,b`). */
export function deleteAction<T = unknown>(
  client: HttpTransport,
  url: string,
  params?: QueryParams,
  options?: RequestOptions,
) {
  return client.send<Envelope<T>>({ ...options, url, method: 'delete', params });
}

/** Any method: GET and DELETE carry `data` as query parameters, the others as the body. */
export function httpAction<T = unknown>(
  client: HttpTransport,
  url: string,
  data: unknown,
  method: HttpMethod | Uppercase<HttpMethod>,
  options?: RequestOptions,
) {
  const verb = method.toLowerCase() as HttpMethod;
  const carriesQuery = verb === 'get' || verb === 'delete';
  return client.send<Envelope<T>>({
    ...options,
    url,
    method: verb,
    ...(carriesQuery ? { params: data as QueryParams } : { data }),
  });
}
