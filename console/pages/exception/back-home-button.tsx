import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { NavigateButton } from './navigate-button';

/** The landing page after login (shell spec: /dashboard/analysis). */
export const DEFAULT_HOME_PATH = '/dashboard/analysis';

export interface BackHomeButtonProps {
  homePath?: string;
  type?: 'primary' | 'default';
}

/** 返回首页. */
export function BackHomeButton({ homePath = DEFAULT_HOME_PATH, type = 'primary' }: BackHomeButtonProps): ReactElement {
  const { t } = useTranslation();
  return (
    <NavigateButton type={type} to={homePath}>
      {t('consoleExtra.backHome')}
    </NavigateButton>
  );
}
