import { formatDate, formatDateTime } from '../../../db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight (server local time) of the day `now` falls in. */
export function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** The `create_time` bounds of today: [start, end). */
export function todayBounds(now: number): { from: string; to: string } {
  const start = startOfDay(now);
  return { from: formatDateTime(start), to: formatDateTime(start + DAY_MS) };
}

/** The seven days ending today, oldest first, as 'yyyy-MM-dd', and the bounds they cover. */
export function lastWeek(now: number): { days: string[]; from: string; to: string } {
  const start = startOfDay(now);
  const days = Array.from({ length: 7 }, (_, index) => formatDate(start - (6 - index) * DAY_MS + DAY_MS / 2));
  return { days, from: formatDateTime(start - 6 * DAY_MS), to: formatDateTime(start + DAY_MS) };
}

export interface DayVisits {
  /** Sign-ins and sign-outs that day. */
  visit: number;
  /** Distinct addresses that day. */
  ip: number;
  /** 'yyyy-MM-dd' (JeecgBoot's key: "tian" is "day"). */
  tian: string;
  /** 'MM-dd', the chart's label. */
  type: string;
}

/** One entry per day of the week, days without visits included as zeros. */
export function weekOfVisits(
  days: readonly string[],
  counted: readonly { day: string; visit: number; ip: number }[],
): DayVisits[] {
  const byDay = new Map(counted.map((row) => [row.day, row]));
  return days.map((day) => ({
    visit: byDay.get(day)?.visit ?? 0,
    ip: byDay.get(day)?.ip ?? 0,
    tian: day,
    type: day.slice(5),
  }));
}
