import { CRON_FIELD_BOUNDS, type CronFieldName } from './cron-fields';
import type { CronField, CronItem, CronModel } from './cron-model';

/** How the day is chosen: by the day field, or (when the day is '?') by the week field. */
export type DayRule =
  | { by: 'monthDays'; days: readonly number[] }
  | { by: 'nearestWeekday'; day: number }
  | { by: 'lastDay'; offset: number; nearestWeekday: boolean }
  | { by: 'weekdays'; weekdays: readonly number[] }
  | { by: 'lastWeekday'; weekday: number }
  | { by: 'nthWeekday'; weekday: number; nth: number };

/** The sets Quartz builds from an expression (its TreeSets), sorted ascending. */
export interface Schedule {
  readonly seconds: readonly number[];
  readonly minutes: readonly number[];
  readonly hours: readonly number[];
  readonly months: readonly number[];
  readonly years: readonly number[];
  readonly dayRule: DayRule;
  /** Quartz's MAX_YEAR: no run is found after this year. */
  readonly maxYear: number;
}

export function compileSchedule(model: CronModel, maxYear: number): Schedule {
  const valuesOf = (name: CronFieldName, field: CronField) => fieldValues(name, field, maxYear);
  return {
    seconds: valuesOf('second', model.second),
    minutes: valuesOf('minute', model.minute),
    hours: valuesOf('hour', model.hour),
    months: valuesOf('month', model.month),
    years: valuesOf('year', model.year ?? { type: 'every' }),
    dayRule: dayRule(model, maxYear),
    maxYear,
  };
}

function dayRule(model: CronModel, maxYear: number): DayRule {
  const { day, week } = model;
  if (day.type === 'unset') {
    if (week.type === 'lastWeekday') return { by: 'lastWeekday', weekday: week.weekday };
    if (week.type === 'nthWeekday') return { by: 'nthWeekday', weekday: week.weekday, nth: week.nth };
    return { by: 'weekdays', weekdays: fieldValues('week', week, maxYear) };
  }
  if (day.type === 'last') return { by: 'lastDay', offset: day.offset, nearestWeekday: false };
  if (day.type === 'lastWorkday') return { by: 'lastDay', offset: day.offset, nearestWeekday: true };
  if (day.type === 'workday') return { by: 'nearestWeekday', day: day.day };
  return { by: 'monthDays', days: fieldValues('day', day, maxYear) };
}

function fieldValues(name: CronFieldName, field: CronField, maxYear: number): number[] {
  const items: CronItem[] = [];
  switch (field.type) {
    case 'every':
      items.push({ kind: 'every' });
      break;
    case 'range':
      items.push({ kind: 'range', from: field.from, to: field.to });
      break;
    case 'loop':
      items.push({ kind: 'loop', from: field.from, step: field.step });
      break;
    case 'specify':
      items.push(...field.values.map((value): CronItem => ({ kind: 'value', value })));
      break;
    case 'list':
      items.push(...field.items);
      break;
    default:
      throw new TypeError(`a ${field.type} field has no plain set of ${name} values`);
  }
  const values = new Set(items.flatMap((item) => itemValues(name, item, maxYear)));
  return [...values].sort((a, b) => a - b);
}

/** Quartz's addToSet: which values one entry switches on. */
function itemValues(name: CronFieldName, item: CronItem, maxYear: number): number[] {
  const { first, max } = CRON_FIELD_BOUNDS[name];
  // Years after MAX_YEAR never run, so a year range is counted no further.
  const last = name === 'year' ? maxYear : max;
  switch (item.kind) {
    case 'every':
      return stepThrough(name, first, last, 1);
    case 'value':
      return [item.value];
    case 'range':
      return stepThrough(name, item.from, Math.min(item.to, last), item.step ?? 1);
    case 'loop':
      return stepThrough(name, item.from, last, item.step);
  }
}

/**
 * From `from` to `to` by `step`. Quartz: "Overflowing ranges is supported - that is, having a
 * larger number on the left hand side than the right" (22-2 on hours: 22, 23, 0, 1, 2); a
 * 1-based field counts its largest value in place of 0 (FRI-MON: 6, 7, 1, 2).
 */
function stepThrough(name: CronFieldName, from: number, to: number, step: number): number[] {
  const values: number[] = [];
  if (to >= from) {
    for (let value = from; value <= to; value += step) values.push(value);
    return values;
  }
  const { wrap, first } = CRON_FIELD_BOUNDS[name];
  if (wrap === null) return values;
  for (let count = from; count <= to + wrap; count += step) {
    const value = count % wrap;
    values.push(value === 0 && first === 1 ? wrap : value);
  }
  return values;
}
