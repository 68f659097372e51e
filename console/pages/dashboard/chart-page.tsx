import styled from '@emotion/styled';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import type { ChartTheme } from '../charts/chart-theme';
import { EChart } from '../charts/echart';
import { byMapRegion } from '../data-screen/province-names';
import type { MapScreenFigures } from '../data-screen/screen-figures';
import { chinaMapOption, type NamedValue } from '../data-screen/screen-options';
import { CHINA_MAP, useChinaMap } from '../data-screen/use-china-map';
import { useScreenFigures } from '../data-screen/use-screen-figures';
import { defaultRange, type Ranked, type TrendPoint } from './analysis-figures';
import { rankingOption, statusMixOption, trendOption } from './analysis-options';
import { DashboardCard } from './dashboard-card';
import { mayReadFigures } from './figure-access';
import { useAnalysis } from './use-analysis';
import { useDictNames } from './use-dict-names';
import { VisitsCard } from './visits-card';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(480px, 1fr));
  gap: 12px;
`;

const isEmptyList = (list: readonly unknown[]) => list.length === 0;

/**
 * dashboard/IndexChart: each chart type the product draws (line and bar, pie, ranking, map) on the
 * last year's orders, and the last week's visits to the console.
 */
export function ChartPage(): ReactElement {
  const { t, locale } = useTranslation();
  const [initial] = useState(() => defaultRange(Date.now()));
  // The order charts need the order list's button: a role without it sees the visits alone.
  const [orders] = useState(() => mayReadFigures('orders'));
  const analysis = useAnalysis(initial, orders);
  const provinces = useScreenFigures<MapScreenFigures>('/stats/mapScreen', undefined, orders);
  const map = useChinaMap();
  const statusNames = useDictNames('farm_order_status');
  const figures = analysis.figures;
  const mix = useMemo(
    () =>
      figures?.statusMix.map((entry) => ({
        name: statusNames.get(entry.status) ?? entry.status,
        count: entry.count,
      })) ?? null,
    [figures, statusNames],
  );
  const regions = useMemo(
    () =>
      provinces.figures && map.regions
        ? byMapRegion(provinces.figures.provinces, map.regions, (row) => row.orderCount)
        : null,
    [provinces.figures, map.regions],
  );
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildMap = useCallback(
    (data: NamedValue[], theme: ChartTheme) => chinaMapOption(CHINA_MAP, data, theme, t('dashboard.screen.orders')),
    [t, locale],
  );
  return (
    <Grid>
      {orders && !analysis.denied ? (
        <>
          <DashboardCard id="chart-trend" title={t('dashboard.trend')}>
            <EChart
              data={figures?.trend ?? null}
              isEmpty={isEmptyList}
              build={buildTrend}
              loading={analysis.loading}
              label={t('dashboard.trend')}
            />
          </DashboardCard>
          <DashboardCard id="chart-status" title={t('dashboard.statusMix')}>
            <EChart
              data={mix}
              isEmpty={isEmptyList}
              build={statusMixOption}
              loading={analysis.loading}
              label={t('dashboard.statusMix')}
            />
          </DashboardCard>
          <DashboardCard id="chart-drivers" title={t('dashboard.topDrivers')}>
            <EChart
              data={figures?.topDrivers ?? null}
              isEmpty={isEmptyList}
              build={buildRanking}
              loading={analysis.loading}
              label={t('dashboard.topDrivers')}
            />
          </DashboardCard>
        </>
      ) : null}
      {orders && !provinces.denied ? (
        <DashboardCard id="chart-map" title={t('dashboard.chart.map')}>
          <EChart
            data={regions}
            isEmpty={isEmptyList}
            build={buildMap}
            loading={provinces.loading || !map.regions}
            label={t('dashboard.chart.map')}
            height={420}
          />
        </DashboardCard>
      ) : null}
      <VisitsCard />
    </Grid>
  );
}
