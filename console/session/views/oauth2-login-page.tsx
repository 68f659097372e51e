import { useCallback, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { Spin, useConfirm } from '../../shell/kit/ui-basics';
import { NoticePage } from '../../shell/kit';
import { LOGIN_PATH } from '../navigation-guard';
import { failureMessage } from './failure-message';
import { LoginSelectionDialog } from './lazy-login-selection-dialog';
import { useLoginCompletion } from './use-login-completion';
import { useOAuth2Login } from './use-oauth2-login';

/** /oauth2-app/login: the login page of enterprise-chat app browsers (WeCom, DingTalk). */
export function OAuth2LoginPage(): ReactElement {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const completion = useLoginCompletion();
  const failed = useCallback(
    (error: unknown) => {
      void confirm({ title: t('console.login.failed'), content: failureMessage(error), okText: t('ui.relogin'), showCancel: false }).then(() =>
        window.location.reload(),
      );
    },
    [confirm, t],
  );
  const { inApp } = useOAuth2Login(completion.complete, failed);

  // Outside an app browser this page has nothing to do: the ordinary login takes over.
  if (!inApp) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <>
      <NoticePage title={t('console.oauth2.loggingIn', { platform: t('console.platformName') })} actions={<Spin spinning />} />
      {completion.choosing && <LoginSelectionDialog answer={completion.choosing} onDone={completion.finish} onAbandon={completion.abandon} />}
    </>
  );
}
