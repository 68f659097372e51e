// Any origin will do: it only has to be one a crafted value cannot name.
const PROBE_ORIGIN = 'https://console.invalid';

// Browsers read a backslash as a slash and drop tabs and line breaks inside a URL, so
// "/\evil.example" and "/<tab>/evil.example" would become "//evil.example".
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
const BROWSER_REWRITTEN = /[\\\s\u0000-\u001f\u007f]/;

/**
 * The `redirect` query of the login page, accepted only when it is a path on this origin
 * (no `//host`, no scheme, no backslash or whitespace tricks). Answers the normalised path
 * with its query and hash, or null when the value must be ignored.
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (BROWSER_REWRITTEN.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
