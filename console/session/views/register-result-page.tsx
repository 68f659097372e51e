import type { ReactElement } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { Button } from '../../shell/kit/ui-basics';
import { NoticePage } from '../../shell/kit';
import { LOGIN_PATH } from '../navigation-guard';

function accountOf(state: unknown): string | null {
  const account = state && typeof state === 'object' ? (state as { account?: unknown }).account : undefined;
  return typeof account === 'string' && account ? account : null;
}

/** /user/register-result: 你的账户：… 注册成功, and the way back to login. */
export function RegisterResultPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = accountOf(useLocation().state);
  // Only a registration leads here; opened directly there is nothing to report.
  if (!account) return <Navigate to={LOGIN_PATH} replace />;
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
