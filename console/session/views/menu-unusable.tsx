import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../elements/core/i18n';
import { Button } from '../../shell/kit/ui-basics';
import { NoticePage } from '../../shell/kit';
import { logout } from '../logout';
import { LOGIN_PATH } from '../navigation-guard';

/** Shown instead of the console when the menu table is the Vue 3 version (shell spec section 4). */
export function MenuUnusable(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = async () => {
    await logout().catch(() => undefined);
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <NoticePage
      tone="warning"
      title={t('console.guard.vue3Title')}
      description={t('permission.vue3MenuTable')}
      actions={<Button onClick={() => void leave()}>{t('console.guard.logout')}</Button>}
    />
  );
}
