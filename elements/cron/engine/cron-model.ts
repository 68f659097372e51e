import type { CronFieldName } from './cron-fields';

/** One comma-separated entry of a field that mixes forms (see the `list` field type). */
export type CronItem =
  /** `*`: every value of the field. */
  | { kind: 'every' }
  /** `5` */
  | { kind: 'value'; value: number }
  /** `1-5`, or `1-5/2` with a step; `22-2` wraps around the end of the field. */
  | { kind: 'range'; from: number; to: number; step?: number }
  /** `5/15`: from 5 to the end of the field, every 15th. */
  | { kind: 'loop'; from: number; step: number };

/**
 * One field of an expression, named as the cron editor's panels are (widgets spec section 4):
 * not set (?), every (*), range (a-b), loop (a/b), work day (nW), last (L), specify (a,b,c).
 * Forms the panels do not offer but Quartz accepts have their own types, and anything mixed
 * (`1-5,10`, `0-30/10`) is a `list`.
 */
export type CronField =
  /** `*` */
  | { type: 'every' }
  /** `?`: day or week only; exactly one of the two is `?`. */
  | { type: 'unset' }
  /** `a-b` (wraps around when b < a, e.g. hours 22-2 or week FRI-MON). */
  | { type: 'range'; from: number; to: number }
  /** `a/b`; `*\/b` reads as a loop from the field's first value. */
  | { type: 'loop'; from: number; step: number }
  /** `a` or `a,b,c`, in the order written. */
  | { type: 'specify'; values: number[] }
  /** Day `nW`: the weekday (Mon-Fri) nearest day n, never crossing into another month. */
  | { type: 'workday'; day: number }
  /** Day `L` (offset 0) or `L-n`: the last day of the month, or n days before it. */
  | { type: 'last'; offset: number }
  /** Day `LW` (offset 0) or `L-nW`: the weekday nearest the last day (less the offset). */
  | { type: 'lastWorkday'; offset: number }
  /** Week `nL`: the last weekday n (1 = Sunday) of the month. */
  | { type: 'lastWeekday'; weekday: number }
  /** Week `n#k`: the k-th weekday n of the month (k 1-5; no run in a month without one). */
  | { type: 'nthWeekday'; weekday: number; nth: number }
  /** Anything else Quartz accepts: several entries, or a range with a step. */
  | { type: 'list'; items: CronItem[] };

export type CronFieldType = CronField['type'];

/**
 * A whole expression. `year` is absent when the text has no year field, which Quartz reads as
 * every year.
 */
export interface CronModel {
  second: CronField;
  minute: CronField;
  hour: CronField;
  day: CronField;
  month: CronField;
  week: CronField;
  year?: CronField;
}

/** Which field types each field may hold. */
export const CRON_FIELD_TYPES: Readonly<Record<CronFieldName, readonly CronFieldType[]>> = {
  second: ['every', 'range', 'loop', 'specify', 'list'],
  minute: ['every', 'range', 'loop', 'specify', 'list'],
  hour: ['every', 'range', 'loop', 'specify', 'list'],
  day: ['unset', 'every', 'range', 'loop', 'specify', 'workday', 'last', 'lastWorkday', 'list'],
  month: ['every', 'range', 'loop', 'specify', 'list'],
  week: ['unset', 'every', 'range', 'loop', 'specify', 'lastWeekday', 'nthWeekday', 'list'],
  year: ['every', 'range', 'loop', 'specify', 'list'],
};
