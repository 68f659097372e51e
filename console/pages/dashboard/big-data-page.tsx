import styled from '@emotion/styled';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { getLocale, useTranslation } from '../../../elements/core/i18n';
import { color } from '../../../elements/core/ui';
import type { ChartTheme } from '../charts/chart-theme';
import { EChart } from '../charts/echart';
import { byMapRegion } from '../data-screen/province-names';
import type { MapScreenFigures, YieldScreenFigures } from '../data-screen/screen-figures';
import { chinaMapOption, groupedBarOption, type NamedValue } from '../data-screen/screen-options';
import { CHINA_MAP, useChinaMap } from '../data-screen/use-china-map';
import { useScreenFigures } from '../data-screen/use-screen-figures';
import { defaultRange, type TrendPoint } from './analysis-figures';
import { trendOption } from './analysis-options';
import { NoticePage } from '../../shell/kit';
import { DashboardCard } from './dashboard-card';
import { mayReadFigures } from './figure-access';
import { useAnalysis } from './use-analysis';

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin-bottom: 12px;
  & [role='alert'] { grid-column: 1 / -1; color: ${color.danger}; }
  & [data-figure] { color: ${color.text}; font-size: 30px; line-height: 38px; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(480px, 1fr));
  gap: 12px;
`;

type YieldYear = YieldScreenFigures['byYear'][number];

const isEmptyList = (list: readonly unknown[]) => list.length === 0;
const number = (value: number) => value.toLocaleString(getLocale());

/**
 * dashboard/IndexBdc, the big-data home: the fleet, the last year's orders and the latest
 * year's yield as headline figures, with the orders per province on the map of China, the
 * order trend and the yield by year, all aggregated by the server.
 */
export function BigDataPage(): ReactElement {
  const { t, locale } = useTranslation();
  const [initial] = useState(() => defaultRange(Date.now()));
  // Each figure is asked for only when the role's buttons open the list it summarises.
  const [orders] = useState(() => mayReadFigures('orders'));
  const [yieldData] = useState(() => mayReadFigures('yield'));
  const analysis = useAnalysis(initial, orders);
  const provinces = useScreenFigures<MapScreenFigures>('/stats/mapScreen', undefined, orders);
  const yields = useScreenFigures<YieldScreenFigures>('/stats/yieldScreen', undefined, yieldData);
  const showOrders = !analysis.denied;
  const showYield = !yields.denied;
  const map = useChinaMap();
  const totals = analysis.figures?.totals;
  const latestYield = yields.figures?.byYear.at(-1);
  const error = analysis.error ?? provinces.error ?? yields.error;

  const regions = useMemo(
    () =>
      provinces.figures && map.regions
        ? byMapRegion(provinces.figures.provinces, map.regions, (row) => row.orderCount)
        : null,
    [provinces.figures, map.regions],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildMap = useCallback(
    (data: NamedValue[], theme: ChartTheme) => chinaMapOption(CHINA_MAP, data, theme, t('dashboard.screen.orders')),
    [t, locale],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildTrend = useCallback(
    (points: TrendPoint[], theme: ChartTheme) =>
      trendOption(points, theme, { orders: t('dashboard.series.orders'), revenue: t('dashboard.series.revenue') }),
    [t, locale],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const buildYield = useCallback(
    (years: YieldYear[], theme: ChartTheme) =>
      groupedBarOption(
        years.map((row) => String(row.year)),
        [{ name: t('dashboard.yield.byYear'), values: years.map((row) => row.totalYield) }],
        theme,
      ),
    [t, locale],
  );

  const figure = (key: string, title: string, raw: number | undefined) => (
    <DashboardCard id={`bdc-${key}`} title={title}>
      <div data-figure={key} data-value={raw ?? ''}>
        {raw === undefined ? '–' : number(raw)}
      </div>
    </DashboardCard>
  );

  if (!showOrders && !showYield) return <NoticePage title={t('dashboard.notForRole')} />;
  return (
    <>
      <Figures>
        {error ? <div role="alert">{t('dashboard.loadFailed', { message: error })}</div> : null}
        {showOrders ? figure('machineCount', t('dashboard.bdc.machines'), totals?.machineCount) : null}
        {showOrders ? figure('orderCount', t('dashboard.bdc.orders'), totals?.orderCount) : null}
        {showYield
          ? figure(
              'latestYield',
              latestYield ? t('dashboard.bdc.latestYield', { year: latestYield.year }) : t('dashboard.bdc.noYield'),
              latestYield?.totalYield,
            )
          : null}
      </Figures>
      <Grid>
        {showOrders && !provinces.denied ? (
          <DashboardCard id="bdc-map" title={t('dashboard.chart.map')}>
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
        {showOrders ? (
          <DashboardCard id="bdc-trend" title={t('dashboard.trend')}>
            <EChart
              data={analysis.figures?.trend ?? null}
              isEmpty={isEmptyList}
              build={buildTrend}
              loading={analysis.loading}
              label={t('dashboard.trend')}
              height={420}
            />
          </DashboardCard>
        ) : null}
        {showYield ? (
          <DashboardCard id="bdc-yield" title={t('dashboard.yield.byYear')}>
            <EChart
              data={yields.figures?.byYear ?? null}
              isEmpty={isEmptyList}
              build={buildYield}
              loading={yields.loading}
              label={t('dashboard.yield.byYear')}
            />
          </DashboardCard>
        ) : null}
      </Grid>
    </>
  );
}
