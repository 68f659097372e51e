import styled from '@emotion/styled';
import { useCallback, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Button, color } from '../../../elements/core/ui';
import type { ChartTheme } from '../charts/chart-theme';
import { EChart } from '../charts/echart';
import { CardCount, DashboardCard } from './dashboard-card';
import { useVisits } from './use-visits';
import { visitOption, type DayVisits } from './visit-figures';

const Heads = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 48px;
  margin: 0 0 8px;
  & dt { color: ${color.textSecondary}; }
  & dd { margin: 0; }
`;

const Problem = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${color.danger};
`;

const isEmptyWeek = (week: readonly DayVisits[]) => week.length === 0;

/**
 * 最近一周访问量统计 (JeecgBoot's IndexChart): today's addresses and visits, all visits, and the
 * last seven days' visits and addresses, counted by the server from the sign-in log.
 */
export function VisitsCard(): ReactElement {
  const { t, locale } = useTranslation();
  const visits = useVisits();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildWeek = useCallback(
    (week: DayVisits[], theme: ChartTheme) =>
      visitOption(week, theme, { visits: t('dashboard.visits.series'), ip: t('dashboard.visits.ip') }),
    [t, locale],
  );
  const head = (name: 'todayIp' | 'today' | 'total', value: number | undefined) => (
    <div>
      <dt>{t(`dashboard.visits.${name}`)}</dt>
      <dd>{value === undefined ? '–' : <CardCount name={`visits-${name}`} value={value} />}</dd>
    </div>
  );
  return (
    <DashboardCard id="chart-visits" title={t('dashboard.visits.title')}>
      {visits.error ? (
        <Problem role="alert">
          {t('dashboard.loadFailed', { message: visits.error })}
          <Button onClick={visits.reload}>{t('dashboard.retry')}</Button>
        </Problem>
      ) : null}
      <Heads>
        {head('todayIp', visits.login?.todayIp)}
        {head('today', visits.login?.todayVisitCount)}
        {head('total', visits.login?.totalVisitCount)}
      </Heads>
      <EChart
        data={visits.week}
        isEmpty={isEmptyWeek}
        build={buildWeek}
        loading={visits.loading}
        label={t('dashboard.visits.title')}
      />
    </DashboardCard>
  );
}
