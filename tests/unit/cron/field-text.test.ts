import { describe, expect, it } from 'vitest';
import {
  CRON_FIELD_BOUNDS,
  CRON_FIELD_NAMES,
  CRON_FIELD_TYPES,
  CronSyntaxError,
  formatField,
  parseField,
  type CronField,
  type CronFieldName,
} from '../../../elements/cron/engine';

describe("one field's text and its model, for the editor's panels", () => {
  const cases: [CronFieldName, string, CronField][] = [
    ['second', '*', { type: 'every' }],
    ['minute', '10-20', { type: 'range', from: 10, to: 20 }],
    ['hour', '0/2', { type: 'loop', from: 0, step: 2 }],
    ['day', '?', { type: 'unset' }],
    ['day', '1,15', { type: 'specify', values: [1, 15] }],
    ['day', '15W', { type: 'workday', day: 15 }],
    ['day', 'L', { type: 'last', offset: 0 }],
    ['day', 'L-5', { type: 'last', offset: 5 }],
    ['day', 'LW', { type: 'lastWorkday', offset: 0 }],
    ['month', '3-5', { type: 'range', from: 3, to: 5 }],
    ['week', '?', { type: 'unset' }],
    ['week', '2#1', { type: 'nthWeekday', weekday: 2, nth: 1 }],
    ['week', '1L', { type: 'lastWeekday', weekday: 1 }],
    ['year', '2026-2030', { type: 'range', from: 2026, to: 2030 }],
    ['year', '2026/2', { type: 'loop', from: 2026, step: 2 }],
  ];

  it.each(cases)('%s "%s"', (field, text, model) => {
    expect(parseField(field, text)).toEqual(model);
    expect(formatField(model)).toBe(text);
  });

  it('reads month and weekday names as numbers', () => {
    expect(parseField('month', 'mar-may')).toEqual({ type: 'range', from: 3, to: 5 });
    expect(parseField('week', 'SUN,SAT')).toEqual({ type: 'specify', values: [1, 7] });
  });

  it('refuses with the field named', () => {
    expect(() => parseField('hour', '24')).toThrow(CronSyntaxError);
    expect(() => parseField('hour', '24')).toThrow(/hour/);
    expect(() => parseField('month', '')).toThrow(expect.objectContaining({ field: 'month', reason: 'empty' }));
  });
});

describe('what each field takes', () => {
  it('offers not set only for day and week, work day and last day only for the day', () => {
    const takes = (type: CronField['type']) => CRON_FIELD_NAMES.filter((name) => CRON_FIELD_TYPES[name].includes(type));
    expect(takes('unset')).toEqual(['day', 'week']);
    expect(takes('workday')).toEqual(['day']);
    expect(takes('last')).toEqual(['day']);
    expect(takes('nthWeekday')).toEqual(['week']);
    expect(takes('every')).toEqual(CRON_FIELD_NAMES);
  });

  it("gives Quartz's bounds (weekday 1-7 with Sunday = 1; the year unbounded, counted from 1970)", () => {
    expect(CRON_FIELD_BOUNDS.second).toMatchObject({ min: 0, max: 59, maxStep: 59 });
    expect(CRON_FIELD_BOUNDS.hour).toMatchObject({ min: 0, max: 23, maxStep: 23 });
    expect(CRON_FIELD_BOUNDS.week).toMatchObject({ min: 1, max: 7, maxStep: 7 });
    expect(CRON_FIELD_BOUNDS.year).toMatchObject({ first: 1970, maxStep: null });
  });

  it('accepts every type it lists for a field and refuses the others', () => {
    const sample: Record<CronField['type'], string> = {
      every: '*',
      unset: '?',
      range: '1-2',
      loop: '1/2',
      specify: '1,2',
      workday: '1W',
      last: 'L',
      lastWorkday: 'LW',
      lastWeekday: '1L',
      nthWeekday: '1#2',
      list: '1,2-3',
    };
    for (const name of CRON_FIELD_NAMES) {
      for (const [type, text] of Object.entries(sample)) {
        // "L" alone in the week is Saturday, a plain value.
        if (name === 'week' && text === 'L') continue;
        const listed = CRON_FIELD_TYPES[name].includes(type as CronField['type']);
        if (listed) expect(parseField(name, text).type, `${name} ${text}`).toBe(type);
        else expect(() => parseField(name, text), `${name} ${text}`).toThrow(CronSyntaxError);
      }
    }
    expect(parseField('week', 'L')).toEqual({ type: 'specify', values: [7] });
  });
});
