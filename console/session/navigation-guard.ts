import { safeRedirectTarget } from './redirect-target';

/** The default home path and the landing page after login (shell spec section 9). */
export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
/** The extra whitelisted route: the login page of enterprise-chat app browsers. */
export const OAUTH2_LOGIN_PATH = '/oauth2-app/login';

/**
 * Paths an unauthenticated user may open. The spec speaks of "the three unauthenticated
 * exceptions" and then names four; all four pass, plus the OAuth2 login page.
 */
export const UNAUTHENTICATED_PATHS: readonly string[] = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  OAUTH2_LOGIN_PATH,
];

/** Redirects of the fixed route table, resolved before the guard runs (as a router does). */
const FIXED_REDIRECTS: Readonly<Record<string, string>> = {
  '/': HOME_PATH,
  '/user': LOGIN_PATH,
  '/oauth2-app': OAUTH2_LOGIN_PATH,
  '/test': '/test/home',
};

export interface GuardInput {
  /** The path being opened, without query or hash. */
  path: string;
  /** Path, query and hash: what the redirect query holds. */
  fullPath: string;
  loggedIn: boolean;
  /** Whether the menu (and so the route table) has been loaded for this session. */
  menuLoaded: boolean;
  /** An enterprise-chat or work-messaging browser (the OAuth2 app environment). */
  oauth2AppEnv: boolean;
}

export type GuardDecision =
  | { kind: 'proceed' }
  | { kind: 'redirect'; to: string }
  /** Fetch the menu, build and add the routes, then call afterMenuLoaded(). */
  | { kind: 'load-menu' };

function withRedirectQuery(path: string, fullPath: string): string {
  return `${path}?${new URLSearchParams({ redirect: fullPath })}`;
}

/** The navigation guard of shell spec section 2, as a decision without side effects. */
export function decideNavigation({ path, fullPath, loggedIn, menuLoaded, oauth2AppEnv }: GuardInput): GuardDecision {
  const fixed = FIXED_REDIRECTS[path];
  if (fixed) return { kind: 'redirect', to: fixed };
  if (loggedIn) {
    if (path === LOGIN_PATH || path === OAUTH2_LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
    return menuLoaded ? { kind: 'proceed' } : { kind: 'load-menu' };
  }
  if (UNAUTHENTICATED_PATHS.includes(path)) {
    if (path === LOGIN_PATH && oauth2AppEnv) return { kind: 'redirect', to: OAUTH2_LOGIN_PATH };
    return { kind: 'proceed' };
  }
  return { kind: 'redirect', to: withRedirectQuery(oauth2AppEnv ? OAUTH2_LOGIN_PATH : LOGIN_PATH, fullPath) };
}

/**
 * Where to go once the menu has loaded: the redirect target the previous page carried (the
 * login page's `?redirect=`), when it is a safe path on this origin; otherwise where the user
 * was going. Null means "stay": the target is the current page.
 */
export function afterMenuLoaded(previousSearch: string | null, fullPath: string): string | null {
  const requested = previousSearch ? new URLSearchParams(previousSearch).get('redirect') : null;
  const target = safeRedirectTarget(requested) ?? fullPath;
  return target === fullPath ? null : target;
}

/** Where a failed menu load sends the user, after logging out. */
export function loginAfterFailure(fullPath: string): string {
  return withRedirectQuery(LOGIN_PATH, fullPath);
}
