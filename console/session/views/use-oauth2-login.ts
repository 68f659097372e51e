import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { detectEnterpriseChatBrowser, getHttpConfig } from '../../../elements/core/http';
import type { LoginAnswer } from '../login-answer';
import { loginWithOAuth2Code, loginWithThirdPartyToken } from '../login-requests';
import { acceptOAuth2App } from '../oauth2-app-env';
import { safeRedirectTarget } from '../redirect-target';
import { failureMessage } from './failure-message';

/** Which app the browser is: WeCom ('wxwork') or DingTalk, as JeecgBoot's OAuth2 page tells them apart. */
export function enterpriseChatSource(userAgent: string): 'wechat_enterprise' | 'dingtalk' | null {
  if (/wxwork/i.test(userAgent)) return 'wechat_enterprise';
  if (/dingtalk/i.test(userAgent)) return 'dingtalk';
  return null;
}

/** Why the page cannot sign the user in: what it shows instead of leaving for the provider. */
export type OAuth2Problem = { kind: 'not_configured' } | { kind: 'state' } | { kind: 'failed'; message: string };

function problemOfQuery(search: string): OAuth2Problem | null {
  const error = new URLSearchParams(search).get('oauth2Error');
  return error === 'not_configured' || error === 'state' ? { kind: error } : null;
}

/**
 * JeecgBoot's `state`: this origin, with the page to return to as `?redirect=`. The server keeps
 * it, sends the provider a nonce instead, and brings the browser back to this page with it.
 */
function stateFor(search: string): string {
  const redirect = safeRedirectTarget(new URLSearchParams(search).get('redirect'));
  return redirect ? `${window.location.origin}?${new URLSearchParams({ redirect })}` : window.location.origin;
}

function leaveForProvider(search: string): void {
  const source = enterpriseChatSource(navigator.userAgent);
  if (!source) return;
  const query = new URLSearchParams({ state: stateFor(search) });
  window.location.assign(`${getHttpConfig().basePath}/sys/thirdLogin/oauth2/${source}/login?${query}`);
}

/**
 * The OAuth2 login of enterprise-chat app browsers. Without a sign-in code the browser goes to
 * the backend's OAuth2 login for its app; the backend comes back here with a single-use code in
 * the fragment (`#loginCode=`), which is taken out of the address bar and exchanged by POST for
 * the login answer. A JeecgBoot backend comes back with `?oauth2LoginToken=&thirdType=` instead,
 * which is taken out of the address bar too. `?oauth2Error=` (not configured, a stale or forged
 * state) and a refused exchange stop here with a problem the page shows.
 */
export function useOAuth2Login(onLoggedIn: (answer: LoginAnswer) => void): {
  inApp: boolean;
  problem: OAuth2Problem | null;
  retry: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const inApp = detectEnterpriseChatBrowser();
  const [failure, setFailure] = useState<OAuth2Problem | null>(null);
  const started = useRef(false);
  const problem = failure ?? problemOfQuery(location.search);

  useEffect(() => {
    if (!inApp || started.current) return;
    started.current = true;
    const failed = (error: unknown) => setFailure({ kind: 'failed', message: failureMessage(error) });
    const query = new URLSearchParams(location.search);
    const code = new URLSearchParams(location.hash.slice(1)).get('loginCode');
    const jeecgToken = query.get('oauth2LoginToken');
    if (code) {
      // The code must not stay in the address bar or the history; the page to return to stays.
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
      loginWithOAuth2Code(code).then(onLoggedIn, failed);
      return;
    }
    if (jeecgToken) {
      const thirdType = query.get('thirdType') ?? enterpriseChatSource(navigator.userAgent) ?? '';
      for (const name of ['oauth2LoginToken', 'thirdType', 'tenantId']) query.delete(name);
      navigate({ pathname: location.pathname, search: query.size ? `?${query}` : '' }, { replace: true });
      loginWithThirdPartyToken(jeecgToken, thirdType).then(onLoggedIn, failed);
      return;
    }
    if (!problemOfQuery(location.search)) leaveForProvider(location.search);
  }, [inApp, location, navigate, onLoggedIn]);

  const retry = useCallback(() => {
    acceptOAuth2App();
    leaveForProvider(location.search);
  }, [location.search]);

  return { inApp, problem, retry };
}
