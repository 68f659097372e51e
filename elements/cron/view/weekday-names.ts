import type { MessageKey } from '../../core/i18n';

/** Weekdays by Quartz number: "weekday 1-7 (Sunday=1; codes SUN..SAT map to 1..7)" (spec 5.3). */
const WEEKDAY_KEYS: readonly MessageKey[] = [
  'cron.weekday.sun',
  'cron.weekday.mon',
  'cron.weekday.tue',
  'cron.weekday.wed',
  'cron.weekday.thu',
  'cron.weekday.fri',
  'cron.weekday.sat',
];

export function weekdayKey(weekday: number): MessageKey {
  return WEEKDAY_KEYS[weekday - 1];
}

export const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];
