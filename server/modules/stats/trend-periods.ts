import type { TrendUnit } from './stats-range';

/** How many leading characters of a 'yyyy-MM-dd' day name its period (weeks are folded apart). */
export const PERIOD_PREFIX: Readonly<Record<Exclude<TrendUnit, 'week'>, number>> = { day: 10, month: 7, year: 4 };

/** The Monday starting the ISO week of a day, as 'yyyy-MM-dd': the name of a week's period. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

export interface TrendPoint {
  period: string;
  orderCount: number;
  revenue: number;
  serviceArea: number;
}

/** Adds up day points into their weeks, in period order. */
export function foldIntoWeeks(days: readonly TrendPoint[]): TrendPoint[] {
  const weeks = new Map<string, TrendPoint>();
  for (const point of days) {
    const period = weekOf(point.period);
    const week = weeks.get(period) ?? { period, orderCount: 0, revenue: 0, serviceArea: 0 };
    week.orderCount += point.orderCount;
    week.revenue += point.revenue;
    week.serviceArea += point.serviceArea;
    weeks.set(period, week);
  }
  return [...weeks.values()].sort((a, b) => a.period.localeCompare(b.period)).map(rounded);
}

/** Money to the cent and area to a tenth of a mu, as the order lists show them. */
export function rounded(point: TrendPoint): TrendPoint {
  return {
    ...point,
    revenue: Math.round(point.revenue * 100) / 100,
    serviceArea: Math.round(point.serviceArea * 10) / 10,
  };
}
