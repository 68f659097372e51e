import type { ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { Button } from '../../shell/kit/ui-basics';
import { NoticePage } from '../../shell/kit';
import { LOGIN_PATH } from '../navigation-guard';

const REGISTER_PATH = '/user/register';

function accountOf(state: unknown): string | null {
  const account = state && typeof state === 'object' ? (state as { account?: unknown }).account : undefined;
  return typeof account === 'string' && account ? account : null;
}

/**
 * /user/register-result: 你的账户：… 注册成功 after a registration, and the way back to login.
 * Opened without one (a bookmark, a reload in another tab), as JeecgBoot's page opened without
 * its route params, it stays and says there is no registration to report, with the ways on.
 */
export function RegisterResultPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = accountOf(useLocation().state);
  if (!account) {
    return (
      <NoticePage
        tone="info"
        title={t('console.register.resultTitle')}
        description={t('console.register.noRecentRegistration')}
        actions={
          <>
            <Button type="primary" size="large" onClick={() => navigate(LOGIN_PATH)}>
              {t('console.register.backToLogin')}
            </Button>
            <Button size="large" onClick={() => navigate(REGISTER_PATH)}>
              {t('console.login.register')}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <NoticePage
      tone="success"
      title={t('console.register.success', { account })}
      actions={
        <Button type="primary" size="large" onClick={() => navigate(LOGIN_PATH)}>
          {t('console.register.backToLogin')}
        </Button>
      }
    />
  );
}
