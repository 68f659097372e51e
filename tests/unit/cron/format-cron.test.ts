import { describe, expect, it } from 'vitest';
import { CronSyntaxError, formatCron, nextRunTimes, parseCron } from '../../../elements/cron/engine';

const WRITTEN_AS_IS = [
  '0 0 12 * * ?',
  '0 15 10 ? * 2-6',
  '0 0/5 14,18 * * ?',
  '0 0-5 14 * * ?',
  '0 10,44 14 ? 3 4',
  '0 15 10 L * ?',
  '0 15 10 L-2 * ?',
  '0 15 10 LW * ?',
  '0 15 10 L-3W * ?',
  '0 15 10 15W * ?',
  '0 15 10 ? * 6L',
  '0 15 10 ? * 6#3',
  '0 15 10 ? * 6L 2002-2005',
  '0 0 22-2 ? * 6-2',
  '0 0 8-18/4,20 1-5/2 * ?',
  '* * * ? * *',
];

describe('parse then format gives the text back when it is already in numbers', () => {
  it.each(WRITTEN_AS_IS)('%s', (text) => {
    expect(formatCron(parseCron(text))).toBe(text);
  });
});

const NORMALISED: [string, string][] = [
  ['0 15 10 ? * mon-fri', '0 15 10 ? * 2-6'],
  ['0 0 12 ? JAN,mar *', '0 0 12 ? 1,3 *'],
  ['0 */15 * * * ?', '0 0/15 * * * ?'],
  ['/20 * * * * ?', '0/20 * * * * ?'],
  ['0 0 12 */5 * ?', '0 0 12 1/5 * ?'],
  ['0 0 12 1 1 ? */10', '0 0 12 1 1 ? 1970/10'],
  ['00 05 012 L-0 * ?', '0 5 12 L * ?'],
  ['0 0 12 ? * L', '0 0 12 ? * 7'],
  ['0 0 12 ? * FRIL', '0 0 12 ? * 6L'],
  ['0\t0   12 * * ?', '0 0 12 * * ?'],
];

describe('format writes numbers only, and stays stable', () => {
  it.each(NORMALISED)('%s -> %s', (text, formatted) => {
    expect(formatCron(parseCron(text))).toBe(formatted);
    expect(formatCron(parseCron(formatted))).toBe(formatted);
  });

  it.each(NORMALISED)('%s means what it did before formatting', (text, formatted) => {
    const options = { from: new Date('2025-01-15T10:20:30+08:00'), timeZone: 'Asia/Shanghai', count: 5 };
    expect(nextRunTimes(formatted, options)).toEqual(nextRunTimes(text, options));
  });
});

describe('formatting without seconds, for the editor that hides them', () => {
  it('writes minute hour day month week, which parse reads back with seconds optional', () => {
    const model = parseCron('30 10 ? * 2', { seconds: 'optional' });
    expect(formatCron(model, { omitSeconds: true })).toBe('30 10 ? * 2');
    expect(formatCron(model)).toBe('0 30 10 ? * 2');
  });

  it('refuses to drop a second other than 0 or a year', () => {
    expect(() => formatCron(parseCron('15 30 10 ? * 2'), { omitSeconds: true })).toThrow(RangeError);
    expect(() => formatCron(parseCron('0 30 10 ? * 2 2030'), { omitSeconds: true })).toThrow(RangeError);
    expect(formatCron(parseCron('0 30 10 ? * 2 *'), { omitSeconds: true })).toBe('30 10 ? * 2');
  });
});

describe('format only writes what Quartz accepts', () => {
  it('throws CronSyntaxError for a model with both day and week set', () => {
    const model = { ...parseCron('0 0 12 * * ?'), week: { type: 'specify' as const, values: [2] } };
    expect(() => formatCron(model)).toThrow(CronSyntaxError);
  });

  it('throws CronSyntaxError for a value out of bounds or an empty list', () => {
    const model = parseCron('0 0 12 * * ?');
    expect(() => formatCron({ ...model, hour: { type: 'specify', values: [24] } })).toThrow(CronSyntaxError);
    expect(() => formatCron({ ...model, hour: { type: 'specify', values: [] } })).toThrow(CronSyntaxError);
  });
});
