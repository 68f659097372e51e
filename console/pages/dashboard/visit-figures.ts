import type { EChartsCoreOption } from 'echarts/core';
import { themeBase, type ChartTheme } from '../charts/chart-theme';

/** `GET /sys/loginfo`: sign-ins and sign-outs counted from the log. */
export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

/** One day of `GET /sys/visitInfo` (the last seven days, oldest first). */
export interface DayVisits {
  visit: number;
  ip: number;
  /** 'yyyy-MM-dd'. */
  tian: string;
  /** 'MM-dd', the axis label. */
  type: string;
}

export interface VisitLabels {
  visits: string;
  ip: string;
}

/** 最近一周访问量统计: visits and distinct addresses per day, as JeecgBoot's two-line chart. */
export function visitOption(days: readonly DayVisits[], theme: ChartTheme, labels: VisitLabels): EChartsCoreOption {
  const base = themeBase(theme);
  return {
    color: base.color,
    backgroundColor: base.backgroundColor,
    textStyle: base.textStyle,
    legend: { ...base.legend, top: 0, data: [labels.visits, labels.ip] },
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', boundaryGap: false, data: days.map((day) => day.type), ...base.axis },
    yAxis: { type: 'value', minInterval: 1, ...base.axis },
    series: [
      { type: 'line', name: labels.visits, smooth: true, data: days.map((day) => day.visit) },
      { type: 'line', name: labels.ip, smooth: true, data: days.map((day) => day.ip) },
    ],
  };
}
