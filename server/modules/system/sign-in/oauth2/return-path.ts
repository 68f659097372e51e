const MAX_LENGTH = 1024;
// Any origin will do: it only has to be one a crafted value cannot name.
const PROBE_ORIGIN = 'https://console.invalid';
// Browsers read a backslash as a slash and drop tabs and line breaks inside a URL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
const BROWSER_REWRITTEN = /[\\\s\u0000-\u001f\u007f]/;
/** Console pages a return would only loop back into: the sign-in views themselves. */
const SIGN_IN_PAGES = /^\/(?:oauth2-app|user)(?:\/|$)/;

/** The console page the user is sent to after signing in, or none (the console's home page). */
export type ReturnPath = string | null;

function pathOnThisSite(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || BROWSER_REWRITTEN.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * The `state` the console starts the OAuth2 sign-in with, as the page to return to. JeecgBoot's
 * form: this site's origin (`window.location.origin`), with the page after it as `?redirect=`;
 * a bare path (`/farm/list?x=1`) is taken too. Another site is refused (undefined), and only the
 * path is ever used: the server sends the browser back to its own console, never to the state's
 * host. The scheme is not compared, so a TLS proxy in front does not break the check. Sign-in
 * pages and the bare root mean "no particular page" (null).
 */
export function returnPathOf(state: string, ownHost: string): ReturnPath | undefined {
  if (!state || state.length > MAX_LENGTH) return undefined;
  let path: string | null;
  if (state.startsWith('/')) {
    path = pathOnThisSite(state);
  } else {
    if (BROWSER_REWRITTEN.test(state) || !URL.canParse(state)) return undefined;
    const url = new URL(state);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== ownHost || url.username || url.password)
      return undefined;
    const redirect = url.searchParams.get('redirect');
    path = pathOnThisSite(redirect ?? `${url.pathname}${url.search}`);
  }
  if (path === null) return undefined;
  return path === '/' || SIGN_IN_PAGES.test(path) ? null : path;
}
