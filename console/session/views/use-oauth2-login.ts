import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { detectEnterpriseChatBrowser, getHttpConfig } from '../../../elements/core/http';
import type { LoginAnswer } from '../login-answer';
import { loginWithThirdPartyToken } from '../login-requests';

/** Which app the browser is: WeCom ('wxwork') or DingTalk, as JeecgBoot's OAuth2 page tells them apart. */
export function enterpriseChatSource(userAgent: string): 'wechat_enterprise' | 'dingtalk' | null {
  if (/wxwork/i.test(userAgent)) return 'wechat_enterprise';
  if (/dingtalk/i.test(userAgent)) return 'dingtalk';
  return null;
}

/**
 * The OAuth2 login of enterprise-chat app browsers: without a token, the browser goes to the
 * backend's OAuth2 login for its app, which returns here with `oauth2LoginToken` and
 * `thirdType`; that token becomes a session.
 */
export function useOAuth2Login(onLoggedIn: (answer: LoginAnswer) => void, onFailed: (error: unknown) => void): { inApp: boolean } {
  const [params, setParams] = useSearchParams();
  const inApp = detectEnterpriseChatBrowser();
  const token = params.get('oauth2LoginToken');
  const thirdType = params.get('thirdType');
  const started = useRef(false);

  useEffect(() => {
    if (!inApp || started.current) return;
    started.current = true;
    if (token) {
      // The token must not stay in the address bar or the history.
      setParams({}, { replace: true });
      loginWithThirdPartyToken(token, thirdType ?? enterpriseChatSource(navigator.userAgent) ?? '').then(onLoggedIn, onFailed);
      return;
    }
    const source = enterpriseChatSource(navigator.userAgent);
    if (source) {
      const state = encodeURIComponent(window.location.origin);
      window.location.href = `${getHttpConfig().basePath}/sys/thirdLogin/oauth2/${source}/login?state=${state}`;
    }
  }, [inApp, token, thirdType, setParams, onLoggedIn, onFailed]);

  return { inApp };
}
