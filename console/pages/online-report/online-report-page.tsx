import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Button } from '../../../elements/core/ui';
import type { ConsoleRoute } from '../../session';
import { NoticePage } from '../../shell/kit';
import { onlineCode } from '../online-components';
import { ReportList } from './report-list';
import { useReportConfig } from './use-report-config';

/**
 * The page of an online-report menu (`online/cgreport/<code>`) that has no page of its own: the
 * report named by the menu's code, drawn from its columns and query fields. A code the server
 * does not know, or a refusal, shows the server's message with 重试.
 */
export function OnlineReportPage({ route }: { route: ConsoleRoute }): ReactElement {
  const { t } = useTranslation();
  const code = onlineCode(route);
  if (!code)
    return (
      <NoticePage
        tone="warning"
        title={t('console.onlineReport.loadFailed', { code })}
        description={t('console.online.codeMissing')}
      />
    );
  return <OnlineReportOf key={code} code={code} />;
}

function OnlineReportOf({ code }: { code: string }): ReactElement {
  const { t } = useTranslation();
  const { setup, failure, retry } = useReportConfig(code);
  if (setup) return <ReportList setup={setup} />;
  if (failure !== null) {
    return (
      <NoticePage
        tone="warning"
        title={t('console.onlineReport.loadFailed', { code })}
        description={failure || undefined}
        actions={<Button onClick={retry}>{t('console.onlineReport.retry')}</Button>}
      />
    );
  }
  return <p role="status">{t('console.onlineReport.loading')}</p>;
}
