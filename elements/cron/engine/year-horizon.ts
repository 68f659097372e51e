/**
 * Quartz's CronExpression.MAX_YEAR is the current year + 100: `*` in the year counts up to
 * it, a year loop may not start after it, and no run is found beyond it.
 */
export const YEARS_AHEAD = 100;

/** Quartz gives up once its search reaches a year past 2999 ("prevent endless loop"). */
export const LAST_SEARCHED_YEAR = 2999;

/** MAX_YEAR as Quartz computes it when it parses: from the clock. */
export function maxYearFromClock(): number {
  return new Date().getFullYear() + YEARS_AHEAD;
}
