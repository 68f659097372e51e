import { type AxiosAdapter, type AxiosResponse, CanceledError, type InternalAxiosRequestConfig } from 'axios';

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

/** One request shared by every identical caller; it is cancelled once every caller has let go. */
interface SharedGet {
  response: Promise<AxiosResponse>;
  controller: AbortController;
  callers: number;
}

type CallerSignal = NonNullable<InternalAxiosRequestConfig['signal']>;

/** Resolves as the shared request does, or rejects as axios does when this caller's signal aborts. */
function answerFor(shared: SharedGet, request: InternalAxiosRequestConfig, letGo: () => void): Promise<AxiosResponse> {
  const signal = request.signal as CallerSignal | undefined;
  const answer = shared.response.then((response) => ({ ...response, config: request }));
  if (!signal) return answer;
  if (signal.aborted) {
    letGo();
    return Promise.reject(new CanceledError(undefined, undefined, request));
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      letGo();
      reject(new CanceledError(undefined, undefined, request));
    };
    signal.addEventListener?.('abort', onAbort);
    answer.then(resolve, reject).finally(() => signal.removeEventListener?.('abort', onAbort));
  });
}

/**
 * Wraps an adapter so identical GETs still in flight share one request (JeecgBoot's idea);
 * `_t` is ignored when comparing. Each caller gets its own copy of the response. A caller that
 * aborts (its signal) stops waiting without cancelling the others; the request itself is
 * cancelled only when every caller has aborted.
 */
export function createGetDeduplicator(): (adapter: AxiosAdapter) => AxiosAdapter {
  const inFlight = new Map<string, SharedGet>();
  return (adapter) => (request) => {
    if ((request.method ?? 'get').toLowerCase() !== 'get') return adapter(request);
    const key = requestKey(request);
    let shared = inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const response = adapter({ ...request, signal: controller.signal }).finally(() => {
        if (inFlight.get(key) === started) inFlight.delete(key);
      });
      const started: SharedGet = { response, controller, callers: 0 };
      // A caller's own rejection is what it sees; this copy only keeps an unanswered failure quiet.
      response.catch(() => undefined);
      inFlight.set(key, started);
      shared = started;
    }
    const joined = shared;
    joined.callers += 1;
    let held = true;
    const letGo = () => {
      if (!held) return;
      held = false;
      joined.callers -= 1;
      if (joined.callers > 0) return;
      if (inFlight.get(key) === joined) inFlight.delete(key);
      joined.controller.abort();
    };
    return answerFor(joined, request, letGo);
  };
}
