import '../../core/i18n/catalogues/cron';
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
  const key = WEEKDAY_KEYS[weekday - 1];
  if (!key) throw new RangeError(`${weekday} is not a Quartz weekday (1-7)`);
  return key;
}

export const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];
