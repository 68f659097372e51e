import type { Dayjs } from 'dayjs';
import type { Locale } from '../../i18n';

/** The first day of the week: Monday in zh-CN (as Chinese calendars print it), Sunday in en. */
export function weekStartOf(locale: Locale): 0 | 1 {
  return locale === 'zh-CN' ? 1 : 0;
}

/** The first day shown for `month`: the start of the week holding its first day. */
export function gridStart(month: Dayjs, weekStart: 0 | 1): Dayjs {
  const first = month.startOf('month');
  const back = (first.day() - weekStart + 7) % 7;
  return first.subtract(back, 'day');
}

/** The six weeks shown for `month`, each seven days from the week's first day. */
export function monthWeeks(month: Dayjs, weekStart: 0 | 1): Dayjs[][] {
  const start = gridStart(month, weekStart);
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (__, day) => start.add(week * 7 + day, 'day')),
  );
}

/** The weekday numbers (0 Sunday .. 6 Saturday) in the order the header shows them. */
export function weekdayOrder(weekStart: 0 | 1): number[] {
  return Array.from({ length: 7 }, (_, index) => (index + weekStart) % 7);
}

/** The twelve years of the page holding `year`: the decade with one year either side. */
export function yearPage(year: number): number[] {
  const decade = Math.floor(year / 10) * 10;
  return Array.from({ length: 12 }, (_, index) => decade - 1 + index);
}
