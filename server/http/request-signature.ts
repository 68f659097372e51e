import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * JeecgBoot's request signature: X-Sign is the upper-case MD5 of the JSON of every parameter
 * (query and body, sorted by name, values as strings, `_t` left out) followed by the secret. A
 * last path segment holding a comma (a table dictionary 'sys_user,realname,username') counts as
 * the parameter 'x-path-variable'. X-TIMESTAMP is milliseconds (or the older yyyyMMddHHmmss)
 * and is valid for 5 minutes.
 */
export const SIGNATURE_VALIDITY_MS = 5 * 60 * 1000;
export const PATH_VARIABLE = 'x-path-variable';

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// In a query string '+' stands for a space; in a path it is itself.
const decodeQueryPart = (part: string) => decode(part.replaceAll('+', ' '));

/** The parameters a signature covers, collected from the raw URL and the parsed JSON body. */
export function signedParameters(rawUrl: string, body: unknown, method: string): Record<string, string> {
  const mark = rawUrl.indexOf('?');
  const path = mark < 0 ? rawUrl : rawUrl.slice(0, mark);
  const query = mark < 0 ? '' : rawUrl.slice(mark + 1);
  const params: Record<string, string> = {};
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes(',')) {
    let decoded = decode(lastSegment);
    // The client may have encoded the segment twice ('%252C'); JeecgBoot decodes again then.
    if (decoded.includes('%')) decoded = decode(decoded);
    params[PATH_VARIABLE] = decoded;
  }
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    if (equals > 0) params[decodeQueryPart(pair.slice(0, equals))] = decodeQueryPart(pair.slice(equals + 1));
  }
  if (method !== 'GET' && body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      // Absent values are not signed; objects are signed as their JSON text, as JeecgBoot reads them.
      if (value === null || value === undefined) continue;
      params[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  }
  delete params._t;
  return params;
}

/**
 * Keys are written in plain string order, as the server's sorted map (and the clients) do;
 * JSON.stringify of an object would move integer-like keys first.
 */
export function signParameters(params: Record<string, string>, secret: string): string {
  const json = `{${Object.keys(params)
    .sort()
    .map((name) => `${JSON.stringify(name)}:${JSON.stringify(params[name])}`)
    .join(',')}}`;
  return createHash('md5')
    .update(json + secret, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Milliseconds of an X-TIMESTAMP, or NaN when it is neither format. */
export function timestampMillis(header: string): number {
  if (/^\d{14}$/.test(header)) {
    const [, y, mo, d, h, mi, s] = header.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/) ?? [];
    return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)).getTime();
  }
  return /^\d{10,16}$/.test(header) ? Number(header) : Number.NaN;
}

export type SignatureVerdict = 'valid' | 'incomplete' | 'expired' | 'invalid';

export function checkSignature(input: {
  sign: string | undefined;
  timestamp: string | undefined;
  params: Record<string, string>;
  secret: string;
  now: number;
}): SignatureVerdict {
  const { sign, timestamp, params, secret, now } = input;
  if (!sign || !timestamp) return 'incomplete';
  const at = timestampMillis(timestamp);
  if (Number.isNaN(at) || Math.abs(now - at) > SIGNATURE_VALIDITY_MS) return 'expired';
  const expected = Buffer.from(signParameters(params, secret));
  const given = Buffer.from(sign);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'valid' : 'invalid';
}
