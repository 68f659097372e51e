import { detectEnterpriseChatBrowser } from '../../elements/core/http';

// Session storage: the choice holds for this tab, through reloads and logouts, and no longer.
const DECLINED_KEY = 'farm.oauth2App.declined';

function declined(): boolean {
  try {
    return sessionStorage.getItem(DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The OAuth2 app environment of the guard: an enterprise-chat or work-messaging browser, unless the
 * user chose the ordinary sign-in in this tab (the OAuth2 page offers it when enterprise-chat
 * sign-in is not configured or fails); otherwise the guard would send them back to that page.
 */
export function isOAuth2AppEnv(): boolean {
  return detectEnterpriseChatBrowser() && !declined();
}

/** The user chose the account and password sign-in in an enterprise-chat browser. */
export function declineOAuth2App(): void {
  try {
    sessionStorage.setItem(DECLINED_KEY, '1');
  } catch {
    // Storage refused (private mode quotas): the guard keeps the app environment; the choice is lost, not broken.
  }
}

/** The user asked for the enterprise-chat sign-in again. */
export function acceptOAuth2App(): void {
  try {
    sessionStorage.removeItem(DECLINED_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
