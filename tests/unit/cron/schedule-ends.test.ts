import { describe, expect, it } from 'vitest';
import { CronSyntaxError, DEFAULT_RUN_COUNT, nextRunTimes, parseCron } from '../../../elements/cron/engine';
import { runs } from './wall-clock';

// Every expected list below was checked against Quartz 2.3.2 (CronExpression.getTimeAfter).
const SHANGHAI = 'Asia/Shanghai';
const FROM = '2025-01-15T10:20:30+08:00';

describe('fewer runs when the schedule ends', () => {
  it('stops when the listed years run out', () => {
    expect(runs('0 0 0 * * ? 2025', '2025-12-25T10:20:30+08:00', SHANGHAI, 10)).toEqual([
      '2025-12-26 00:00:00 +08:00',
      '2025-12-27 00:00:00 +08:00',
      '2025-12-28 00:00:00 +08:00',
      '2025-12-29 00:00:00 +08:00',
      '2025-12-30 00:00:00 +08:00',
      '2025-12-31 00:00:00 +08:00',
    ]);
    expect(runs('0 0 9 1 1 ? 2026,2030-2031', FROM, SHANGHAI, 10)).toEqual([
      '2026-01-01 09:00:00 +08:00',
      '2030-01-01 09:00:00 +08:00',
      '2031-01-01 09:00:00 +08:00',
    ]);
  });

  it("counts a year loop up to Quartz's MAX_YEAR, a hundred years on", () => {
    expect(runs('0 0 9 1 1 ? 2030/20', FROM, SHANGHAI, 10)).toEqual([
      '2030-01-01 09:00:00 +08:00',
      '2050-01-01 09:00:00 +08:00',
      '2070-01-01 09:00:00 +08:00',
      '2090-01-01 09:00:00 +08:00',
      '2110-01-01 09:00:00 +08:00',
    ]);
  });

  it('finds a run in the hundredth year but none after it', () => {
    const from = '2026-06-01T00:00:00+08:00';
    expect(runs('0 59 23 * * ? 2126', from, SHANGHAI, 1)).toEqual(['2126-01-01 23:59:00 +08:00']);
    expect(runs('0 0 0 1 1 ? 2127', from, SHANGHAI, 1)).toEqual([]);
  });
});

describe('no runs when the schedule never runs', () => {
  it('gives none for 30 February', () => {
    expect(runs('0 0 0 30 2 ?', FROM, SHANGHAI, 10)).toEqual([]);
  });

  it('gives none for a year already past', () => {
    expect(runs('0 0 0 1 1 ? 2020', FROM, SHANGHAI, 10)).toEqual([]);
  });

  it('gives none, and ends, where Quartz 2.3.2 itself would search forever (L-29W in February)', () => {
    expect(runs('0 0 0 L-29W 2 ?', FROM, SHANGHAI, 10)).toEqual([]);
  });
});

describe('options', () => {
  it('returns the next 10 runs unless told otherwise, as the editor preview shows', () => {
    expect(DEFAULT_RUN_COUNT).toBe(10);
    expect(nextRunTimes('0 * * * * ?', { from: new Date(FROM), timeZone: SHANGHAI })).toHaveLength(10);
    expect(nextRunTimes('0 * * * * ?', { from: new Date(FROM), timeZone: SHANGHAI, count: 0 })).toEqual([]);
  });

  it('starts from now by default', () => {
    const before = Date.now();
    const [first] = nextRunTimes('* * * * * ?', { count: 1, timeZone: SHANGHAI });
    expect(first.getTime()).toBeGreaterThan(before);
  });

  it("reads the host's zone by default, as Quartz takes the JVM default zone", () => {
    const host = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const from = new Date(FROM);
    expect(nextRunTimes('0 0 9 * * ?', { from, count: 3 })).toEqual(
      nextRunTimes('0 0 9 * * ?', { from, count: 3, timeZone: host }),
    );
  });

  it('takes a parsed model as well as text', () => {
    const from = new Date(FROM);
    const model = parseCron('0 0 12 ? * 6L');
    expect(nextRunTimes(model, { from, timeZone: SHANGHAI, count: 3 })).toEqual(
      nextRunTimes('0 0 12 ? * 6L', { from, timeZone: SHANGHAI, count: 3 }),
    );
  });

  it('reads the 5-field form without seconds when seconds are optional', () => {
    expect(runs('30 10 * * ?', FROM, SHANGHAI, 2, { seconds: 'optional' })).toEqual([
      '2025-01-15 10:30:00 +08:00',
      '2025-01-16 10:30:00 +08:00',
    ]);
  });

  it('refuses a bad count, start or zone', () => {
    const from = new Date(FROM);
    expect(() => nextRunTimes('* * * * * ?', { from, count: -1 })).toThrow(RangeError);
    expect(() => nextRunTimes('* * * * * ?', { from, count: 1.5 })).toThrow(RangeError);
    expect(() => nextRunTimes('* * * * * ?', { from: new Date('not a date') })).toThrow(RangeError);
    expect(() => nextRunTimes('* * * * * ?', { from, timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});

describe('an expression Quartz refuses', () => {
  it('throws CronSyntaxError naming the field and the reason', () => {
    const thrown = (() => {
      try {
        nextRunTimes('0 0 12 * * ? 2030-2025');
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(CronSyntaxError);
    expect(thrown).toMatchObject({ field: 'year', reason: 'reversed-range', value: '2030-2025' });
    expect((thrown as Error).message).toContain('year');
  });

  it('throws for a model Quartz would refuse (both day and week set)', () => {
    const model = { ...parseCron('0 0 12 * * ?'), week: { type: 'specify' as const, values: [2] } };
    expect(() => nextRunTimes(model)).toThrow(CronSyntaxError);
  });
});
