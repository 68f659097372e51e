import styled from '@emotion/styled';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { getLocale, useTranslation } from '../../../elements/core/i18n';
import { Button, color } from '../../../elements/core/ui';
import type { ChartTheme } from '../charts/chart-theme';
import { EChart } from '../charts/echart';
import { defaultRange, type Ranked, type TrendPoint } from './analysis-figures';
import { rankingOption, statusMixOption, trendOption } from './analysis-options';
import { AnalysisToolbar } from './analysis-toolbar';
import { HOME_PATH } from '../../session';
import { HomeLanding } from '../home/home-landing';
import { DashboardCard } from './dashboard-card';
import { mayReadFigures } from './figure-access';
import { useAnalysis } from './use-analysis';
import { useDictNames } from './use-dict-names';

const Page = styled.div`
  display: grid;
  gap: 12px;
  & [data-part='error'] { display: flex; align-items: center; gap: 12px; color: ${color.danger}; }
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  & [data-figure] { color: ${color.text}; font-size: 30px; line-height: 38px; }
  & p { margin: 8px 0 0; color: ${color.textSecondary}; }
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(420px, 1fr));
  gap: 12px;
`;

type FigureKey = 'orderCount' | 'revenue' | 'serviceArea' | 'utilisation';

const isEmptyList = (list: readonly unknown[]) => list.length === 0;
const number = (value: number, digits = 0) =>
  value.toLocaleString(getLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * The home page. A role whose buttons open the order list sees the order analysis; any other
 * role sees its own pages and messages instead of figures it may not read.
 */
export function AnalysisPage(): ReactElement {
  const [orders] = useState(() => mayReadFigures('orders'));
  return orders ? <OrderAnalysis /> : <HomeLanding homePath={HOME_PATH} />;
}

/**
 * The order analysis: order counts, revenue, service area and machine utilisation for a date range,
 * the order trend by day, week, month or year, the status mix and the leading cooperatives and
 * drivers, every figure aggregated by the server from the orders and assets tables.
 */
function OrderAnalysis(): ReactElement {
  const { t, locale } = useTranslation();
  const [initial] = useState(() => defaultRange(Date.now()));
  const analysis = useAnalysis(initial);
  const statusNames = useDictNames('farm_order_status');
  const figures = analysis.figures;
  const totals = figures?.totals;

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildTrend = useCallback(
    (points: TrendPoint[], theme: ChartTheme) =>
      trendOption(points, theme, { orders: t('dashboard.series.orders'), revenue: t('dashboard.series.revenue') }),
    [t, locale],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildRanking = useCallback(
    (ranked: Ranked[], theme: ChartTheme) => rankingOption(ranked, theme, t('dashboard.series.orders')),
    [t, locale],
  );
  const mix = useMemo(
    () =>
      figures?.statusMix.map((entry) => ({
        name: statusNames.get(entry.status) ?? entry.status,
        count: entry.count,
      })) ?? null,
    [figures, statusNames],
  );

  const figure = (key: FigureKey, value: string, raw: number | undefined, note?: string) => (
    <DashboardCard id={`analysis-${key}`} title={t(`dashboard.figure.${key}`)}>
      <div data-figure={key} data-value={raw ?? ''}>
        {totals ? value : '–'}
      </div>
      {note ? <p>{note}</p> : null}
    </DashboardCard>
  );

  return (
    <Page>
      <AnalysisToolbar range={analysis.range} onChange={analysis.setRange} problem={analysis.problem} />
      {analysis.error ? (
        <div data-part="error" role="alert">
          {t('dashboard.loadFailed', { message: analysis.error })}
          <Button onClick={analysis.reload}>{t('dashboard.retry')}</Button>
        </div>
      ) : null}
      <Figures>
        {figure(
          'orderCount',
          number(totals?.orderCount ?? 0),
          totals?.orderCount,
          totals ? t('dashboard.figure.done', { count: number(totals.doneCount) }) : undefined,
        )}
        {figure('revenue', number(totals?.revenue ?? 0, 2), totals?.revenue)}
        {figure('serviceArea', number(totals?.serviceArea ?? 0, 1), totals?.serviceArea)}
        {figure(
          'utilisation',
          `${number(totals?.utilisation ?? 0, 1)}%`,
          totals?.utilisation,
          totals
            ? t('dashboard.figure.machines', { inUse: totals.machinesInUse, total: totals.machineCount })
            : undefined,
        )}
      </Figures>
      <DashboardCard id="analysis-trend" title={t('dashboard.trend')}>
        <EChart
          data={figures?.trend ?? null}
          isEmpty={isEmptyList}
          build={buildTrend}
          loading={analysis.loading}
          label={t('dashboard.trend')}
          height={340}
        />
      </DashboardCard>
      <Charts>
        <DashboardCard id="analysis-status" title={t('dashboard.statusMix')}>
          <EChart
            data={mix}
            isEmpty={isEmptyList}
            build={statusMixOption}
            loading={analysis.loading}
            label={t('dashboard.statusMix')}
          />
        </DashboardCard>
        <DashboardCard id="analysis-cooperatives" title={t('dashboard.topCooperatives')}>
          <EChart
            data={figures?.topCooperatives ?? null}
            isEmpty={isEmptyList}
            build={buildRanking}
            loading={analysis.loading}
            label={t('dashboard.topCooperatives')}
          />
        </DashboardCard>
        <DashboardCard id="analysis-drivers" title={t('dashboard.topDrivers')}>
          <EChart
            data={figures?.topDrivers ?? null}
            isEmpty={isEmptyList}
            build={buildRanking}
            loading={analysis.loading}
            label={t('dashboard.topDrivers')}
          />
        </DashboardCard>
      </Charts>
    </Page>
  );
}
