import { CRON_FIELD_BOUNDS, LARGEST_NUMBER, MONTH_NAMES, WEEK_NAMES, type CronFieldName } from './cron-fields';
import { refuse } from './cron-syntax-error';

/** Reads digits as Quartz does (Integer.parseInt): leading zeros are fine, longer than an int is not. */
export function readNumber(field: CronFieldName, digits: string | undefined, entry: string): number {
  if (digits === undefined) return refuse(field, 'invalid', entry, `not a valid ${field} entry`);
  const value = Number(digits);
  if (value > LARGEST_NUMBER) refuse(field, 'out-of-range', entry, `${digits} is too large a number`);
  return value;
}

/** A value of the field, checked against Quartz's bounds for it. */
export function readValue(field: CronFieldName, digits: string | undefined, entry: string): number {
  const value = readNumber(field, digits, entry);
  const { min, max } = CRON_FIELD_BOUNDS[field];
  if (value < min || value > max) {
    refuse(field, 'out-of-range', entry, `values must be between ${min} and ${max}`);
  }
  return value;
}

/** A month (JAN..DEC) or weekday (SUN..SAT) name, or digits, as a number of the field. */
export function readValueOrName(field: 'month' | 'week', token: string | undefined, entry: string): number {
  if (token === undefined) return refuse(field, 'invalid', entry, `not a valid ${field} entry`);
  if (/^\d+$/.test(token)) return readValue(field, token, entry);
  const names: readonly string[] = field === 'month' ? MONTH_NAMES : WEEK_NAMES;
  const index = names.indexOf(token);
  if (index < 0) {
    refuse(field, 'invalid', entry, `"${token}" is not a ${field === 'month' ? 'month' : 'weekday'} name`);
  }
  return index + 1;
}

/**
 * A step after '/'. Quartz limits the step after `*` or a start value ("Increment > 60 : 60"),
 * not the one after a range; a step of 0 Quartz silently reads as no step at all, which we refuse.
 */
export function readStep(field: CronFieldName, digits: string | undefined, entry: string, afterRange: boolean): number {
  const step = readNumber(field, digits, entry);
  const { maxStep } = CRON_FIELD_BOUNDS[field];
  if (step < 1) refuse(field, 'step-out-of-range', entry, 'a step must be at least 1');
  if (!afterRange && maxStep !== null && step > maxStep) {
    refuse(field, 'step-out-of-range', entry, `a step must be between 1 and ${maxStep}`);
  }
  return step;
}
