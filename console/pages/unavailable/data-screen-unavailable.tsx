import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { NoticePage } from '../../shell/kit';
import { BackHomeButton } from '../exception';

/** /map/dataScreen and /yield/dataScreen: the full-screen data screens come in a later feature. */
export function DataScreenUnavailable({ screen }: { screen: 'map' | 'yield' }): ReactElement {
  const { t } = useTranslation();
  const name = t(screen === 'map' ? 'console.dataScreen.map' : 'console.dataScreen.yield');
  return (
    <main>
      <NoticePage title={t('console.dataScreen.title')} description={t('console.dataScreen.description', { name })} actions={<BackHomeButton />} />
    </main>
  );
}
