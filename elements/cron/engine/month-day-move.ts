import type { DayRule } from './compile-schedule';
import { firstAtLeast, smallest } from './first-at-least';
import { daysInMonth, wallTime, weekdayOf } from './lenient-calendar';
import type { DayMove, Search } from './search';

type MonthDayRule = Extract<DayRule, { by: 'monthDays' | 'nearestWeekday' | 'lastDay' }>;

const SUNDAY = 1;
const SATURDAY = 7;

/** Quartz's day-of-month rule; null when today is a day to run on. */
export function monthDayMove(search: Search, rule: MonthDayRule): DayMove | null {
  const { calendar } = search;
  const day = calendar.get('day');
  const month = calendar.get('month');
  const year = calendar.get('year');
  switch (rule.by) {
    case 'monthDays': {
      const next = firstAtLeast(rule.days, day);
      if (next === day) return null;
      // Quartz: "make sure we don't over-run a short month, such as february".
      if (next !== undefined && next <= daysInMonth(year, month)) return { day: next, month };
      return { day: smallest(rule.days), month: month + 1 };
    }
    case 'lastDay': {
      const lastDay = daysInMonth(year, month) - rule.offset;
      if (rule.nearestWeekday) return nearestWeekdayMove(search, nearestWeekday(year, month, lastDay), 1);
      if (day <= lastDay) return day === lastDay ? null : { day: lastDay, month };
      if (month < 12) return { day: 1, month: month + 1 };
      calendar.addYears(1);
      return { day: 1, month: 1 };
    }
    case 'nearestWeekday':
      return nearestWeekdayMove(search, nearestWeekday(year, month, rule.day), rule.day);
  }
}

/**
 * Quartz: "the weekday (Monday-Friday) nearest the given day ... if you specify 1W ... and the
 * 1st is a Saturday, the trigger will fire on Monday the 3rd, as it will not 'jump' over the
 * boundary of a month's days". Quartz asks a lenient calendar, so a day past the month's end
 * (31W in April) takes the weekday of the day it rolls over to.
 */
function nearestWeekday(year: number, month: number, day: number): number {
  const weekday = weekdayOf(year, month, day);
  if (weekday === SATURDAY) return day === 1 ? day + 2 : day - 1;
  if (weekday === SUNDAY) return day === daysInMonth(year, month) ? day - 2 : day + 1;
  return day;
}

/** Stays on this month's weekday unless its time of day this month has already passed. */
function nearestWeekdayMove(search: Search, target: number, nextMonthDay: number): DayMove | null {
  const { calendar, zone, afterTime } = search;
  const year = calendar.get('year');
  const month = calendar.get('month');
  const hour = calendar.get('hour');
  const minute = calendar.get('minute');
  const second = calendar.get('second');
  if (zone.instantOf(wallTime({ year, month, day: target, hour, minute, second })) < afterTime) {
    return { day: nextMonthDay, month: month + 1 };
  }
  return target === calendar.get('day') ? null : { day: target, month };
}
