import { useCallback, useEffect, useRef } from 'react';
import { getHttpConfig } from '../../../elements/core/http';
import { t } from '../../../elements/core/i18n';
import { useNotice } from '../../shell/kit/ui-basics';
import type { ThirdPartyProvider } from '../session-settings';
import type { LoginAnswer } from '../login-answer';
import { loginWithThirdPartyToken } from '../login-requests';
import { isTrustedOrigin, readThirdPartyMessage } from './third-party-message';

const POPUP_FEATURES =
  'height=500,width=500,top=0,left=0,toolbar=no,menubar=no,scrollbars=no,resizable=no,location=no,status=no';

/**
 * Third-party login: the backend renders the provider's login in a popup
 * (`/sys/thirdLogin/render/{provider}`), which posts the login token back; the token is turned
 * into a session with `/sys/thirdLogin/getLoginUser/{token}/{thirdType}`.
 */
export function useThirdPartyLogin(onLoggedIn: (answer: LoginAnswer) => void, onFailed: (error: unknown) => void) {
  const { message } = useNotice();
  const listener = useRef<((event: MessageEvent) => void) | null>(null);

  const stopListening = useCallback(() => {
    if (listener.current) window.removeEventListener('message', listener.current);
    listener.current = null;
  }, []);

  useEffect(() => stopListening, [stopListening]);

  const start = useCallback(
    (provider: ThirdPartyProvider) => {
      stopListening();
      const { basePath } = getHttpConfig();
      window.open(`${basePath}/sys/thirdLogin/render/${provider}`, `login ${provider}`, POPUP_FEATURES);
      const receive = (event: MessageEvent) => {
        if (!isTrustedOrigin(event.origin, basePath, window.location.origin)) return;
        const received = readThirdPartyMessage(event.data);
        if (received.kind === 'failed') message.warning(t('console.login.failed'));
        else if (received.kind === 'needs-binding') message.warning(t('console.login.thirdNeedsBinding'));
        else if (received.kind === 'unrecognised') message.warning(t('console.login.thirdUnrecognised'));
        else {
          // One token, one login: later messages of the same popup are ignored.
          stopListening();
          loginWithThirdPartyToken(received.token, provider).then(onLoggedIn, onFailed);
        }
      };
      listener.current = receive;
      window.addEventListener('message', receive);
    },
    [message, onLoggedIn, onFailed, stopListening],
  );

  return { start };
}
