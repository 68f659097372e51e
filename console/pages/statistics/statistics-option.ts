import type { EChartsCoreOption } from 'echarts/core';
import { themeBase, type ChartTheme } from '../charts/chart-theme';

export interface StatisticsBar {
  label: string;
  value: number;
}

/** One bar per group, in the table's order, named after the figure it draws. */
export function statisticsBarOption(
  bars: readonly StatisticsBar[],
  theme: ChartTheme,
  seriesName: string,
): EChartsCoreOption {
  const base = themeBase(theme);
  return {
    color: base.color,
    backgroundColor: base.backgroundColor,
    textStyle: base.textStyle,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: bars.map((bar) => bar.label),
      ...base.axis,
      axisLabel: { ...base.axis.axisLabel, interval: 0, rotate: bars.length > 8 ? 40 : 0 },
    },
    yAxis: { type: 'value', ...base.axis },
    series: [{ type: 'bar', name: seriesName, data: bars.map((bar) => bar.value), barMaxWidth: 32 }],
  };
}
