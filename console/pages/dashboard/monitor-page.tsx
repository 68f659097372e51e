import styled from '@emotion/styled';
import type { EChartsCoreOption } from 'echarts/core';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { color } from '../../../elements/core/ui';
import { themeBase, type ChartTheme } from '../charts/chart-theme';
import { EChart } from '../charts/echart';
import { useScreenFigures } from '../data-screen/use-screen-figures';
import { NoticePage } from '../../shell/kit';
import { DashboardCard } from './dashboard-card';
import { formatBytes, uptimeParts, withSample, type HealthSample, type ServerHealth } from './monitor-history';

/** The monitor samples the server every five seconds. */
const MONITOR_REFRESH_MS = 5000;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin-bottom: 12px;
  & [data-figure] { color: ${color.text}; font-size: 26px; line-height: 36px; }
  & [role='alert'] { color: ${color.danger}; }
`;

const noSamples = (samples: readonly HealthSample[]) => samples.length === 0;

function historyOption(
  samples: HealthSample[],
  theme: ChartTheme,
  names: { rate: string; memory: string },
): EChartsCoreOption {
  const base = themeBase(theme);
  return {
    color: base.color,
    backgroundColor: base.backgroundColor,
    textStyle: base.textStyle,
    animation: false,
    // A row of its own above the axes' names, as on the analysis trend: ECharts 6's default bottom
    // legend covers the times of the x axis.
    legend: { ...base.legend, top: 0, data: [names.rate, names.memory] },
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 64, top: 60, bottom: 32 },
    xAxis: { type: 'category', data: samples.map((sample) => sample.at), ...base.axis },
    yAxis: [
      { type: 'value', name: names.rate, ...base.axis },
      { type: 'value', name: 'MB', ...base.axis, splitLine: { show: false } },
    ],
    series: [
      { type: 'line', name: names.rate, data: samples.map((sample) => sample.requestsPerSecond), showSymbol: false },
      {
        type: 'line',
        name: names.memory,
        yAxisIndex: 1,
        data: samples.map((sample) => sample.rssMegabytes),
        showSymbol: false,
      },
    ],
  };
}

/** dashboard/Monitor: the server's uptime, memory, request rate and database size, live. */
export function MonitorPage(): ReactElement {
  const { t, locale } = useTranslation();
  const {
    figures: health,
    loading,
    error,
    denied,
    updatedAt,
  } = useScreenFigures<ServerHealth>('/stats/monitor', MONITOR_REFRESH_MS);
  const [history, setHistory] = useState<HealthSample[]>([]);
  useEffect(() => {
    if (health && updatedAt) setHistory((current) => withSample(current, health, updatedAt));
  }, [health, updatedAt]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes (locale), which t's identity does not show.
  const build = useCallback(
    (samples: HealthSample[], theme: ChartTheme) =>
      historyOption(samples, theme, { rate: t('dashboard.monitor.rate'), memory: t('dashboard.monitor.memory') }),
    [t, locale],
  );
  const figure = (key: 'uptime' | 'memory' | 'heap' | 'rate' | 'database', value: string, raw: number | undefined) => (
    <DashboardCard id={`monitor-${key}`} title={t(`dashboard.monitor.${key}`)}>
      <div data-figure={key} data-value={raw ?? ''}>
        {health ? value : '–'}
      </div>
    </DashboardCard>
  );
  // The server's figures are the administrators' (the route is theirs): other roles are told so.
  if (denied) return <NoticePage title={t('dashboard.monitor.adminOnly')} />;
  return (
    <div>
      <Figures aria-label={t('dashboard.monitor.title')}>
        {error ? <p role="alert">{t('dashboard.loadFailed', { message: error })}</p> : null}
        {figure('uptime', t('dashboard.monitor.days', uptimeParts(health?.uptimeSeconds ?? 0)), health?.uptimeSeconds)}
        {figure('memory', formatBytes(health?.memory.rss ?? 0), health?.memory.rss)}
        {figure(
          'heap',
          `${formatBytes(health?.memory.heapUsed ?? 0)} / ${formatBytes(health?.memory.heapTotal ?? 0)}`,
          health?.memory.heapUsed,
        )}
        {figure('rate', String(health?.requestsPerSecond ?? 0), health?.requestsPerSecond)}
        {figure('database', formatBytes(health?.databaseBytes ?? 0), health?.databaseBytes)}
      </Figures>
      <DashboardCard id="monitor-history" title={t('dashboard.monitor.history')}>
        <EChart
          data={loading && !history.length ? null : history}
          isEmpty={noSamples}
          build={build}
          loading={loading}
          label={t('dashboard.monitor.history')}
          height={320}
        />
      </DashboardCard>
    </div>
  );
}
