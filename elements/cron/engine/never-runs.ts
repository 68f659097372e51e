import type { Schedule } from './compile-schedule';

/** The most days each month ever has, January first (29 February in leap years). */
const LONGEST_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a schedule can never run because none of its days of the month exists in any of its
 * months (30 February, 31 April and June). Quartz's plain day rule never moves past a month's
 * last day, so such a schedule finds nothing; Quartz learns that by searching up to its
 * hundred-year horizon, the answer is known here before the search starts.
 */
export function neverRuns({ dayRule, months }: Schedule): boolean {
  if (dayRule.by !== 'monthDays') return false;
  const [firstDay] = dayRule.days;
  return firstDay !== undefined && months.every((month) => firstDay > (LONGEST_MONTH[month - 1] ?? 0));
}
