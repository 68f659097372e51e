import { nextRunTimes, type NextRunOptions } from '../../../elements/cron/engine';

/** A time as read on the wall clock of a zone, with its offset: '2026-11-01 01:30:00 -05:00'. */
export function wallClock(date: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  });
  for (const { type, value } of format.formatToParts(date)) parts[type] = value;
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${offset}`;
}

/** The runs of an expression after `from` (an ISO time with its offset), on the zone's wall clock. */
export function runs(
  expression: string,
  from: string,
  timeZone: string,
  count: number,
  options: Omit<NextRunOptions, 'from' | 'timeZone' | 'count'> = {},
): string[] {
  return nextRunTimes(expression, { ...options, from: new Date(from), timeZone, count }).map((date) =>
    wallClock(date, timeZone),
  );
}
