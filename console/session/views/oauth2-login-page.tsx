import { useCallback, type ReactElement } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation, type MessageKey } from '../../../elements/core/i18n';
import { Button, Spin } from '../../shell/kit/ui-basics';
import { NoticePage } from '../../shell/kit';
import { LOGIN_PATH } from '../navigation-guard';
import { declineOAuth2App } from '../oauth2-app-env';
import { LoginSelectionDialog } from './lazy-login-selection-dialog';
import { useLoginCompletion } from './use-login-completion';
import { useOAuth2Login, type OAuth2Problem } from './use-oauth2-login';

function problemTexts(problem: OAuth2Problem, t: (key: MessageKey) => string): { title: string; description: string } {
  if (problem.kind === 'not_configured')
    return { title: t('console.oauth2.notConfigured'), description: t('console.oauth2.notConfiguredHint') };
  if (problem.kind === 'state')
    return { title: t('console.login.failed'), description: t('console.oauth2.stateInvalid') };
  return { title: t('console.login.failed'), description: problem.message };
}

/** /oauth2-app/login: the login page of enterprise-chat app browsers (WeCom, DingTalk). */
export function OAuth2LoginPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completion = useLoginCompletion();
  const { inApp, problem, retry } = useOAuth2Login(completion.complete);
  // The ordinary sign-in for this tab: without the choice the guard would send the user back here.
  const usePassword = useCallback(() => {
    declineOAuth2App();
    navigate(LOGIN_PATH);
  }, [navigate]);

  // Outside an app browser this page has nothing to do: the ordinary login takes over.
  if (!inApp) return <Navigate to={LOGIN_PATH} replace />;
  if (problem) {
    const { title, description } = problemTexts(problem, t);
    return (
      <NoticePage
        tone="warning"
        title={title}
        description={description}
        actions={
          <>
            {problem.kind !== 'not_configured' && (
              <Button type="primary" onClick={retry}>
                {t('ui.relogin')}
              </Button>
            )}
            <Button type={problem.kind === 'not_configured' ? 'primary' : 'default'} onClick={usePassword}>
              {t('console.oauth2.passwordSignIn')}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <>
      <NoticePage
        title={t('console.oauth2.loggingIn', { platform: t('console.platformName') })}
        actions={<Spin spinning />}
      />
      {completion.choosing && (
        <LoginSelectionDialog answer={completion.choosing} onDone={completion.finish} onAbandon={completion.abandon} />
      )}
    </>
  );
}
