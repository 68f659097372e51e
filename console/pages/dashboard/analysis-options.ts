import type { EChartsCoreOption } from 'echarts/core';
import { themeBase, type ChartTheme } from '../charts/chart-theme';
import type { Ranked, TrendPoint } from './analysis-figures';

export interface TrendLabels {
  orders: string;
  revenue: string;
}

/** Orders as bars and revenue as a line on its own axis, one point per period. */
export function trendOption(points: readonly TrendPoint[], theme: ChartTheme, labels: TrendLabels): EChartsCoreOption {
  const base = themeBase(theme);
  return {
    color: base.color,
    backgroundColor: base.backgroundColor,
    textStyle: base.textStyle,
    // The legend gets a row of its own above the axes' names: ECharts 6 puts it at the bottom by
    // default, over the dates of the x axis.
    legend: { ...base.legend, top: 0, data: [labels.orders, labels.revenue] },
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 64, top: 60, bottom: 32 },
    xAxis: { type: 'category', data: points.map((point) => point.period), ...base.axis },
    yAxis: [
      { type: 'value', name: labels.orders, ...base.axis },
      { type: 'value', name: labels.revenue, ...base.axis, splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: labels.orders, data: points.map((point) => point.orderCount), barMaxWidth: 24 },
      { type: 'line', name: labels.revenue, yAxisIndex: 1, smooth: true, data: points.map((point) => point.revenue) },
    ],
  };
}

/** Each state's share of the orders, named by the order-status dictionary. */
export function statusMixOption(mix: readonly { name: string; count: number }[], theme: ChartTheme): EChartsCoreOption {
  const base = themeBase(theme);
  return {
    color: base.color,
    backgroundColor: base.backgroundColor,
    textStyle: base.textStyle,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { ...base.legend, bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        label: { color: theme.textSecondary },
        data: mix.map((entry) => ({ name: entry.name, value: entry.count })),
      },
    ],
  };
}

/** A horizontal ranking, the best at the top. */
export function rankingOption(ranked: readonly Ranked[], theme: ChartTheme, seriesName: string): EChartsCoreOption {
  const base = themeBase(theme);
  const top = [...ranked].reverse();
  return {
    color: base.color,
    backgroundColor: base.backgroundColor,
    textStyle: base.textStyle,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', ...base.axis },
    yAxis: { type: 'category', data: top.map((entry) => entry.name), ...base.axis },
    series: [
      {
        type: 'bar',
        name: seriesName,
        data: top.map((entry) => entry.orderCount),
        barMaxWidth: 18,
        label: { show: true, position: 'right', color: theme.textSecondary },
      },
    ],
  };
}
