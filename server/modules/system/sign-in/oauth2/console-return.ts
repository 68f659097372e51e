import type { ReturnPath } from './return-path';

/** The console's sign-in page of enterprise-chat browsers, on this site's root. */
export const CONSOLE_OAUTH2_PAGE = '/oauth2-app/login';

/** Why the console's OAuth2 page is reached without a sign-in code: its `oauth2Error` parameter. */
export type ConsoleError = 'not_configured' | 'state';

export function consoleErrorAddress(error: ConsoleError): string {
  return `${CONSOLE_OAUTH2_PAGE}?${new URLSearchParams({ oauth2Error: error })}`;
}

/**
 * The console's OAuth2 page with the sign-in code. The code goes in the fragment, which browsers
 * never send to a server: it stays out of request logs, proxies and the Referer header; the page
 * takes it out of the address bar before exchanging it.
 */
export function consoleSignInAddress(code: string, returnPath: ReturnPath): string {
  const query = returnPath ? `?${new URLSearchParams({ redirect: returnPath })}` : '';
  return `${CONSOLE_OAUTH2_PAGE}${query}#${new URLSearchParams({ loginCode: code })}`;
}
