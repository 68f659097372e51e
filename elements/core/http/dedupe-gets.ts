import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

function stable(value: unknown): string {
  if (value instanceof URLSearchParams) return stable(Object.fromEntries(value));
  if (!value || typeof value !== 'object') return JSON.stringify(value ?? null);
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .filter((key) => key !== '_t')
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stable(record[key])}`)
    .join(',')}}`;
}

function requestKey(request: InternalAxiosRequestConfig): string {
  return [
    request.baseURL ?? '',
    request.url ?? '',
    stable(request.params),
    request.responseType ?? '',
    String(request.headers?.get?.('X-Access-Token') ?? ''),
    String(request.headers?.get?.('tenant-id') ?? ''),
  ].join('\u0000');
}

/**
 * Wraps an adapter so identical GETs still in flight share one request (JeecgBoot's idea);
 * `_t` is ignored when comparing. Each caller gets its own copy of the response.
 */
export function createGetDeduplicator(): (adapter: AxiosAdapter) => AxiosAdapter {
  const inFlight = new Map<string, Promise<AxiosResponse>>();
  return (adapter) => (request) => {
    if ((request.method ?? 'get').toLowerCase() !== 'get') return adapter(request);
    const key = requestKey(request);
    const pending = inFlight.get(key);
    if (pending) return pending.then((response) => ({ ...response, config: request }));
    const started = adapter(request).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
