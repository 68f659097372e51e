/** The seven fields of a Quartz expression, in the order they are written. */
export const CRON_FIELD_NAMES = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;

export type CronFieldName = (typeof CRON_FIELD_NAMES)[number];

export interface CronFieldBounds {
  /** Smallest value Quartz accepts in the field. */
  readonly min: number;
  /** Largest value Quartz accepts in the field. */
  readonly max: number;
  /** Where `*` and `*\/n` start counting (Quartz starts the year at 1970). */
  readonly first: number;
  /**
   * Largest step Quartz accepts after a start value or `*` (its "Increment > 60" checks);
   * null where Quartz sets no limit (the year).
   */
  readonly maxStep: number | null;
  /** Where a wrap-around range such as hours 22-2 starts again; null where it may not wrap. */
  readonly wrap: number | null;
}

/** Java's Integer.MAX_VALUE: Quartz refuses any longer number ("NumberFormatException"). */
export const LARGEST_NUMBER = 2_147_483_647;

/**
 * Quartz's bounds (org.quartz.CronExpression.addToSet / checkIncrementRange). The year has no
 * bound of its own in Quartz: any whole number parses, and only years up to the current
 * year + 100 ever fire.
 */
export const CRON_FIELD_BOUNDS: Readonly<Record<CronFieldName, CronFieldBounds>> = {
  second: { min: 0, max: 59, first: 0, maxStep: 59, wrap: 60 },
  minute: { min: 0, max: 59, first: 0, maxStep: 59, wrap: 60 },
  hour: { min: 0, max: 23, first: 0, maxStep: 23, wrap: 24 },
  day: { min: 1, max: 31, first: 1, maxStep: 31, wrap: 31 },
  month: { min: 1, max: 12, first: 1, maxStep: 12, wrap: 12 },
  week: { min: 1, max: 7, first: 1, maxStep: 7, wrap: 7 },
  year: { min: 0, max: LARGEST_NUMBER, first: 1970, maxStep: null, wrap: null },
};

/** JAN..DEC are the months 1..12. */
export const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;

/** SUN..SAT are the weekdays 1..7: Quartz counts the week from Sunday = 1. */
export const WEEK_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** Quartz: "'L' ... in the day-of-week field by itself, it simply means '7' or 'SAT'". */
export const SATURDAY = 7;

/** Quartz: "Offset from last day must be <= 30" (L-n). */
export const MAX_LAST_DAY_OFFSET = 30;

/** Quartz: "A numeric value between 1 and 5 must follow the '#' option". */
export const MAX_NTH_WEEKDAY = 5;
