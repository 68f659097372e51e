import { md5 } from 'js-md5';

export type SignParams = Record<string, unknown>;

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

// In a query string '+' stands for a space; in a path it is itself.
const decodeQueryPart = (part: string): string => decoded(part.replace(/\+/g, ' '));

// Numbers and booleans are signed as strings: the server reads every parameter as a string.
function normalise(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}

function mergeInto(target: SignParams, source: unknown): void {
  if (!source || typeof source !== 'object') return;
  const entries = source instanceof URLSearchParams ? [...source.entries()] : Object.entries(source);
  for (const [key, value] of entries) {
    // The server never sees absent values: axios drops them from queries, JSON maps omit them.
    if (value !== undefined && value !== null) target[key] = normalise(value);
  }
}

/**
 * The parameters JeecgBoot signs: a comma-holding last path segment as `x-path-variable`, the
 * URL's query, the query params and (for non-GET requests) a plain-object body; `_t` is never
 * signed. Query values are decoded, as the server decodes them before checking.
 */
export function collectSignParams(url: string, params?: unknown, body?: unknown): SignParams {
  const collected: SignParams = {};
  const [path = '', query = ''] = (url.split('#')[0] ?? '').split(/\?(.*)/s);
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes(',')) collected['x-path-variable'] = decoded(lastSegment);
  for (const pair of query.split('&')) {
    const separator = pair.indexOf('=');
    if (separator > 0)
      collected[decodeQueryPart(pair.slice(0, separator))] = decodeQueryPart(pair.slice(separator + 1));
  }
  mergeInto(collected, params);
  if (body && Object.getPrototypeOf(body) === Object.prototype) mergeInto(collected, body);
  delete collected._t;
  return collected;
}

/**
 * Upper-case MD5 of the sorted parameters' JSON followed by the secret. Keys are written in
 * plain string order, as the server's sorted map does (JSON.stringify would move integer-like
 * keys first).
 */
export function signParams(params: SignParams, secret: string): string {
  const json = `{${Object.keys(params)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${JSON.stringify(params[key])}`)
    .join(',')}}`;
  return md5(json + secret).toUpperCase();
}

/** Whether a request path (no base path, no query) is one the server checks signatures on. */
export function isSignedPath(path: string, patterns: readonly (string | RegExp)[]): boolean {
  const normalised = `/${(path.split('?')[0] ?? '').replace(/^\/+/, '')}`;
  return patterns.some((pattern) => {
    if (pattern instanceof RegExp) return pattern.test(normalised);
    const source = `/${pattern.replace(/^\/+/, '')}`
      .split(/(\*\*|\*)/)
      .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return new RegExp(`^${source}$`).test(normalised);
  });
}
