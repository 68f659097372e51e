import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import type { ConsoleRoute } from '../../session';
import { NoticePage } from '../../shell/kit';
import { BackHomeButton } from '../exception';

/** A menu entry names a page this console does not have: say so, never crash. */
export function PageUnavailable({ route }: { route: ConsoleRoute }): ReactElement {
  const { t } = useTranslation();
  return (
    <NoticePage
      tone="warning"
      title={t('console.page.unavailableTitle')}
      description={t('console.page.unavailableDescription', { component: route.component || route.path })}
      actions={<BackHomeButton />}
    />
  );
}
