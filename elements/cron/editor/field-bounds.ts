import type { CronFieldName } from '../engine';

/**
 * The one switch between the two readings of the year bounds in widgets spec 5.3:
 * - 'fixed': "year 2019-2119 (step 1-99)";
 * - 'open': "year range min 0, end min 1, loop interval min 1", with no upper bound (Quartz
 *   sets none; years past its horizon simply never run).
 * 'open' is the default: it is the only reading in which the default year range, "the current
 * year to +100", fits whole.
 */
export type YearBounds = 'fixed' | 'open';

export const DEFAULT_YEAR_BOUNDS: YearBounds = 'open';

/** A whole-number interval; `max` null means no upper bound. */
export interface NumberBounds {
  readonly min: number;
  readonly max: number | null;
}

export interface FieldInputBounds {
  /** Values: specified values, a range's start, a loop's start, a workday's day. */
  readonly value: NumberBounds;
  /** A range's end (the open year reading lets it start at 1 where the start may be 0). */
  readonly rangeEnd: NumberBounds;
  /** A loop's interval. */
  readonly step: NumberBounds;
}

const bounds = (min: number, max: number | null, stepMax: number | null, stepMin = 1): FieldInputBounds => ({
  value: { min, max },
  rangeEnd: { min, max },
  step: { min: stepMin, max: stepMax },
});

// Widgets spec 5.3: "Second 0-59 (step 1-59), minute 0-59 (step 1-60), hour 0-23, day 1-31,
// weekday 1-7 (Sunday=1) ..., month 1-12 ... Week loop interval 1-7." A minute step of 60 is in
// the spec's bounds but Quartz refuses it ("Increment > 60"), so it shows the engine's message.
const FIELD_BOUNDS: Readonly<Record<Exclude<CronFieldName, 'year'>, FieldInputBounds>> = {
  second: bounds(0, 59, 59),
  minute: bounds(0, 59, 60),
  hour: bounds(0, 23, 23),
  day: bounds(1, 31, 31),
  month: bounds(1, 12, 12),
  week: bounds(1, 7, 7),
};

const FIXED_YEARS: FieldInputBounds = bounds(2019, 2119, 99);
const OPEN_YEARS: FieldInputBounds = {
  value: { min: 0, max: null },
  rangeEnd: { min: 1, max: null },
  step: { min: 1, max: null },
};

/** Widgets spec 5.3: "Nth weekday 1-5". */
export const NTH_WEEKDAY_BOUNDS: NumberBounds = { min: 1, max: 5 };

export function fieldInputBounds(field: CronFieldName, yearBounds: YearBounds = DEFAULT_YEAR_BOUNDS): FieldInputBounds {
  if (field !== 'year') return FIELD_BOUNDS[field];
  return yearBounds === 'fixed' ? FIXED_YEARS : OPEN_YEARS;
}

export function withinBounds(value: number, range: NumberBounds): boolean {
  return Number.isInteger(value) && value >= range.min && (range.max === null || value <= range.max);
}

export function clampToBounds(value: number, range: NumberBounds): number {
  const atLeast = Math.max(range.min, value);
  return range.max === null ? atLeast : Math.min(range.max, atLeast);
}

/** Widgets spec 5.3: "Default year range is the current year to +100" (kept inside the bounds). */
export function defaultYearRange(
  now: Date,
  yearBounds: YearBounds = DEFAULT_YEAR_BOUNDS,
): { from: number; to: number } {
  const years = fieldInputBounds('year', yearBounds);
  const year = now.getFullYear();
  return { from: clampToBounds(year, years.value), to: clampToBounds(year + 100, years.rangeEnd) };
}
