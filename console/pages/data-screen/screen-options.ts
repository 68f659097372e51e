import type { EChartsCoreOption } from 'echarts/core';
import { themeBase, type ChartTheme } from '../charts/chart-theme';

export interface NamedValue {
  name: string;
  value: number;
}

/** The map of China shaded by a figure per region, from no colour to the primary colour. */
export function chinaMapOption(
  mapName: string,
  regions: readonly NamedValue[],
  theme: ChartTheme,
  seriesName: string,
): EChartsCoreOption {
  const max = Math.max(1, ...regions.map((region) => region.value));
  return {
    backgroundColor: 'transparent',
    tooltip: { trigger: 'item', formatter: '{b}: {c}' },
    visualMap: {
      min: 0,
      max,
      left: 16,
      bottom: 16,
      calculable: true,
      inRange: { color: ['#0b3a5b', theme.primary] },
      textStyle: { color: theme.textSecondary },
    },
    series: [
      {
        type: 'map',
        map: mapName,
        name: seriesName,
        roam: false,
        label: { show: true, color: theme.text, fontSize: 11 },
        itemStyle: { areaColor: '#0b2a45', borderColor: theme.border },
        emphasis: { label: { color: theme.text }, itemStyle: { areaColor: theme.primary } },
        data: regions,
      },
    ],
  };
}

/** Grouped vertical bars: one category axis, one series per named list of values. */
export function groupedBarOption(
  categories: readonly string[],
  series: readonly { name: string; values: readonly number[] }[],
  theme: ChartTheme,
  horizontal = false,
): EChartsCoreOption {
  const base = themeBase(theme);
  const categoryAxis = { type: 'category', data: categories, ...base.axis };
  const valueAxis = { type: 'value', ...base.axis };
  return {
    color: base.color,
    backgroundColor: base.backgroundColor,
    textStyle: base.textStyle,
    legend: { ...base.legend, top: 0 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: series.length > 1 ? 32 : 12, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series: series.map((entry) => ({ type: 'bar', name: entry.name, data: entry.values, barMaxWidth: 20 })),
  };
}

/** A line over ordered categories (years). */
export function lineOption(
  categories: readonly string[],
  values: readonly number[],
  theme: ChartTheme,
  seriesName: string,
): EChartsCoreOption {
  const base = themeBase(theme);
  return {
    color: base.color,
    backgroundColor: base.backgroundColor,
    textStyle: base.textStyle,
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories, ...base.axis },
    yAxis: { type: 'value', ...base.axis },
    series: [{ type: 'line', name: seriesName, data: values, smooth: true, areaStyle: { opacity: 0.2 } }],
  };
}

/** Shares of a whole. */
export function pieOption(slices: readonly NamedValue[], theme: ChartTheme): EChartsCoreOption {
  const base = themeBase(theme);
  return {
    color: base.color,
    backgroundColor: base.backgroundColor,
    textStyle: base.textStyle,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { ...base.legend, bottom: 0 },
    series: [{ type: 'pie', radius: ['35%', '65%'], label: { color: theme.textSecondary }, data: slices }],
  };
}
