import type { DayRule } from './compile-schedule';
import { firstAtLeast, smallest } from './first-at-least';
import { daysInMonth } from './lenient-calendar';
import type { DayMove, Search } from './search';

type WeekDayRule = Extract<DayRule, { by: 'weekdays' | 'lastWeekday' | 'nthWeekday' }>;

/** Quartz's day-of-week rule; null when today is a day to run on. */
export function weekDayMove({ calendar }: Search, rule: WeekDayRule): DayMove | null {
  const day = calendar.get('day');
  const month = calendar.get('month');
  const lastDay = daysInMonth(calendar.get('year'), month);
  const today = calendar.weekday();
  const nextMonth = { day: 1, month: month + 1 };
  switch (rule.by) {
    case 'weekdays': {
      const ahead = daysUntil(today, firstAtLeast(rule.weekdays, today) ?? smallest(rule.weekdays));
      if (day + ahead > lastDay) return nextMonth;
      return ahead > 0 ? { day: day + ahead, month } : null;
    }
    case 'lastWeekday': {
      let ahead = daysUntil(today, rule.weekday);
      if (day + ahead > lastDay) return nextMonth;
      while (day + ahead + 7 <= lastDay) ahead += 7;
      return ahead > 0 ? { day: day + ahead, month } : null;
    }
    case 'nthWeekday': {
      // Quartz: "if you specify #5 and there is not 5 of the given day-of-week in the month,
      // then no firing will occur that month".
      const ahead = daysUntil(today, rule.weekday);
      const weeksAhead = rule.nth - Math.ceil((day + ahead) / 7);
      const target = day + ahead + weeksAhead * 7;
      if (weeksAhead < 0 || target > lastDay) return nextMonth;
      return weeksAhead > 0 || ahead > 0 ? { day: target, month } : null;
    }
  }
}

function daysUntil(today: number, weekday: number): number {
  return today <= weekday ? weekday - today : weekday + 7 - today;
}
