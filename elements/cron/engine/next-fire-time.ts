import type { Schedule } from './compile-schedule';
import { firstAtLeast, smallest } from './first-at-least';
import { LenientCalendar } from './lenient-calendar';
import { monthDayMove } from './month-day-move';
import type { Search, StepOutcome } from './search';
import { weekDayMove } from './week-day-move';
import { LAST_SEARCHED_YEAR } from './year-horizon';
import type { ZoneClock } from './zone-clock';

/**
 * Ten times the rounds the slowest schedule we know needs to cross Quartz's hundred-year
 * horizon. Quartz 2.3.2 circles forever on a few lenient-calendar corners (L-29W in February,
 * L-30W from mid-January); we give up there and report no further run.
 */
const MOST_ROUNDS = 40_000;

/**
 * The first run strictly after `after` (a whole second), or null when there is none: Quartz's
 * CronExpression.getTimeAfter, which jumps field by field (second, minute, hour, day, month,
 * year) and starts over from the seconds after each jump.
 */
export function nextFireTime(schedule: Schedule, zone: ZoneClock, after: number): number | null {
  const afterTime = after + 1000;
  const search: Search = { schedule, zone, afterTime, calendar: new LenientCalendar(zone, afterTime) };
  const { calendar } = search;
  for (let round = 0; round < MOST_ROUNDS; round += 1) {
    if (calendar.get('year') > LAST_SEARCHED_YEAR) return null;
    if (timeOfDayStep(search) === 'moved') continue;
    if (dayStep(search) === 'moved') continue;
    const outcome = monthAndYearStep(search);
    if (outcome === 'none') return null;
    if (outcome === 'kept') return calendar.time();
  }
  return null;
}

function timeOfDayStep({ calendar, schedule: { seconds, minutes, hours } }: Search): StepOutcome {
  const second = firstAtLeast(seconds, calendar.get('second'));
  if (second === undefined) calendar.set('minute', calendar.get('minute') + 1);
  calendar.set('second', second ?? smallest(seconds));

  const minute = calendar.get('minute');
  let hour = calendar.get('hour');
  const nextMinute = firstAtLeast(minutes, minute);
  if (nextMinute !== minute) {
    if (nextMinute === undefined) hour += 1;
    calendar.set('second', 0);
    calendar.set('minute', nextMinute ?? smallest(minutes));
    setHour(calendar, hour);
    return 'moved';
  }
  calendar.set('minute', minute);

  hour = calendar.get('hour');
  let day = calendar.get('day');
  const nextHour = firstAtLeast(hours, hour);
  if (nextHour !== hour) {
    if (nextHour === undefined) day += 1;
    calendar.set('second', 0);
    calendar.set('minute', 0);
    calendar.set('day', day);
    setHour(calendar, nextHour ?? smallest(hours));
    return 'moved';
  }
  calendar.set('hour', hour);
  return 'kept';
}

/**
 * Quartz's setCalendarHour, "paying particular attention to daylight saving problems": an hour
 * the clocks skip is read one hour later.
 */
function setHour(calendar: LenientCalendar, hour: number): void {
  calendar.set('hour', hour);
  if (calendar.get('hour') !== hour && hour !== 24) calendar.set('hour', hour + 1);
}

function dayStep(search: Search): StepOutcome {
  const { calendar, schedule } = search;
  const rule = schedule.dayRule;
  const move =
    rule.by === 'weekdays' || rule.by === 'lastWeekday' || rule.by === 'nthWeekday'
      ? weekDayMove(search, rule)
      : monthDayMove(search, rule);
  if (move === null) {
    calendar.set('day', calendar.get('day'));
    return 'kept';
  }
  startOfDay(calendar);
  calendar.set('day', move.day);
  calendar.set('month', move.month);
  return 'moved';
}

function monthAndYearStep({ calendar, schedule: { months, years, maxYear } }: Search): StepOutcome | 'none' {
  const month = calendar.get('month');
  let year = calendar.get('year');
  // Quartz: "test for expressions that never generate a valid fire date".
  if (year > maxYear) return 'none';
  const nextMonth = firstAtLeast(months, month);
  if (nextMonth !== month) {
    if (nextMonth === undefined) year += 1;
    startOfMonth(calendar, nextMonth ?? smallest(months), year);
    return 'moved';
  }
  calendar.set('month', month);

  year = calendar.get('year');
  const nextYear = firstAtLeast(years, year);
  if (nextYear === undefined) return 'none';
  if (nextYear !== year) {
    startOfMonth(calendar, 1, nextYear);
    return 'moved';
  }
  calendar.set('year', year);
  return 'kept';
}

function startOfDay(calendar: LenientCalendar): void {
  calendar.set('second', 0);
  calendar.set('minute', 0);
  calendar.set('hour', 0);
}

function startOfMonth(calendar: LenientCalendar, month: number, year: number): void {
  startOfDay(calendar);
  calendar.set('day', 1);
  calendar.set('month', month);
  calendar.set('year', year);
}
