import { describe, expect, it } from 'vitest';
import { runs } from './wall-clock';

// Every expected list below was checked against Quartz 2.3.2 (CronExpression.getTimeAfter).
const SHANGHAI = 'Asia/Shanghai';
const FROM = '2025-01-15T10:20:30+08:00'; // a Wednesday

describe('runs come strictly after the start, whole seconds only', () => {
  it('runs every day at noon', () => {
    expect(runs('0 0 12 * * ?', FROM, SHANGHAI, 3)).toEqual([
      '2025-01-15 12:00:00 +08:00',
      '2025-01-16 12:00:00 +08:00',
      '2025-01-17 12:00:00 +08:00',
    ]);
  });

  it('does not count a run exactly at the start (getTimeAfter looks one second later)', () => {
    expect(runs('0 0 12 * * ?', '2025-01-15T12:00:00+08:00', SHANGHAI, 2)).toEqual([
      '2025-01-16 12:00:00 +08:00',
      '2025-01-17 12:00:00 +08:00',
    ]);
  });

  it('drops the milliseconds of the start, as CronTrigger "does not deal with milliseconds"', () => {
    expect(runs('0 0 12 * * ?', '2025-01-15T11:59:59.999+08:00', SHANGHAI, 1)).toEqual(['2025-01-15 12:00:00 +08:00']);
  });

  it('reads the wall clock of the zone it is given', () => {
    expect(runs('0 0 12 * * ?', FROM, 'UTC', 2)).toEqual(['2025-01-15 12:00:00 +00:00', '2025-01-16 12:00:00 +00:00']);
  });
});

describe('steps: "0/15 in the seconds field means the seconds 0, 15, 30, and 45"', () => {
  it('counts a loop from its start value', () => {
    expect(runs('0 0/15 * * * ?', FROM, SHANGHAI, 5)).toEqual([
      '2025-01-15 10:30:00 +08:00',
      '2025-01-15 10:45:00 +08:00',
      '2025-01-15 11:00:00 +08:00',
      '2025-01-15 11:15:00 +08:00',
      '2025-01-15 11:30:00 +08:00',
    ]);
  });

  it('starts */n at the first value of the field', () => {
    expect(runs('*/20 * * * * ?', FROM, SHANGHAI, 4)).toEqual([
      '2025-01-15 10:20:40 +08:00',
      '2025-01-15 10:21:00 +08:00',
      '2025-01-15 10:21:20 +08:00',
      '2025-01-15 10:21:40 +08:00',
    ]);
  });

  it('"5/15 in the seconds field means the seconds 5, 20, 35, and 50"', () => {
    expect(runs('5/15 * * * * ?', FROM, SHANGHAI, 5)).toEqual([
      '2025-01-15 10:20:35 +08:00',
      '2025-01-15 10:20:50 +08:00',
      '2025-01-15 10:21:05 +08:00',
      '2025-01-15 10:21:20 +08:00',
      '2025-01-15 10:21:35 +08:00',
    ]);
  });

  it('"7/6 in the month field only turns on month 7, it does NOT mean every 6th month"', () => {
    expect(runs('0 0 10 1 7/6 ?', FROM, SHANGHAI, 3)).toEqual([
      '2025-07-01 10:00:00 +08:00',
      '2026-07-01 10:00:00 +08:00',
      '2027-07-01 10:00:00 +08:00',
    ]);
  });

  it('steps through a range (8-18/4 is 8, 12 and 16)', () => {
    expect(runs('0 0 8-18/4 * * ?', FROM, SHANGHAI, 4)).toEqual([
      '2025-01-15 12:00:00 +08:00',
      '2025-01-15 16:00:00 +08:00',
      '2025-01-16 08:00:00 +08:00',
      '2025-01-16 12:00:00 +08:00',
    ]);
  });

  it('leaves only the start of a range whose step overshoots it (0-59/100 is second 0)', () => {
    expect(runs('0-59/100 0 12 * * ?', FROM, SHANGHAI, 2)).toEqual([
      '2025-01-15 12:00:00 +08:00',
      '2025-01-16 12:00:00 +08:00',
    ]);
  });
});

describe('"Overflowing ranges is supported": a range may wrap around the end of the field', () => {
  it('hours 22-2 run from 10 pm to 2 am', () => {
    expect(runs('0 0 22-2 * * ?', FROM, SHANGHAI, 6)).toEqual([
      '2025-01-15 22:00:00 +08:00',
      '2025-01-15 23:00:00 +08:00',
      '2025-01-16 00:00:00 +08:00',
      '2025-01-16 01:00:00 +08:00',
      '2025-01-16 02:00:00 +08:00',
      '2025-01-16 22:00:00 +08:00',
    ]);
  });

  it('week FRI-MON runs Friday to Monday', () => {
    expect(runs('0 0 12 ? * FRI-MON', FROM, SHANGHAI, 5)).toEqual([
      '2025-01-17 12:00:00 +08:00',
      '2025-01-18 12:00:00 +08:00',
      '2025-01-19 12:00:00 +08:00',
      '2025-01-20 12:00:00 +08:00',
      '2025-01-24 12:00:00 +08:00',
    ]);
  });

  it('months NOV-FEB run November to February', () => {
    expect(runs('0 0 0 1 NOV-FEB ?', FROM, SHANGHAI, 5)).toEqual([
      '2025-02-01 00:00:00 +08:00',
      '2025-11-01 00:00:00 +08:00',
      '2025-12-01 00:00:00 +08:00',
      '2026-01-01 00:00:00 +08:00',
      '2026-02-01 00:00:00 +08:00',
    ]);
  });

  it('days 28-2 wrap at 31 whatever the month, so February goes from the 28th to 1 March', () => {
    expect(runs('0 0 0 28-2 * ?', '2025-02-26T10:20:30+08:00', SHANGHAI, 5)).toEqual([
      '2025-02-28 00:00:00 +08:00',
      '2025-03-01 00:00:00 +08:00',
      '2025-03-02 00:00:00 +08:00',
      '2025-03-28 00:00:00 +08:00',
      '2025-03-29 00:00:00 +08:00',
    ]);
  });
});

describe('lists, and lists mixing forms', () => {
  it('runs on each listed day', () => {
    expect(runs('0 0 12 1,15,28 * ?', FROM, SHANGHAI, 5)).toEqual([
      '2025-01-15 12:00:00 +08:00',
      '2025-01-28 12:00:00 +08:00',
      '2025-02-01 12:00:00 +08:00',
      '2025-02-15 12:00:00 +08:00',
      '2025-02-28 12:00:00 +08:00',
    ]);
  });

  it('joins a stepped range and a value', () => {
    expect(runs('0 0 12 5-20/5,25 * ?', FROM, SHANGHAI, 4)).toEqual([
      '2025-01-15 12:00:00 +08:00',
      '2025-01-20 12:00:00 +08:00',
      '2025-01-25 12:00:00 +08:00',
      '2025-02-05 12:00:00 +08:00',
    ]);
  });
});

describe('the week counts from Sunday = 1', () => {
  it('runs on weekdays MON-FRI', () => {
    expect(runs('0 15 10 ? * MON-FRI', FROM, SHANGHAI, 5)).toEqual([
      '2025-01-16 10:15:00 +08:00',
      '2025-01-17 10:15:00 +08:00',
      '2025-01-20 10:15:00 +08:00',
      '2025-01-21 10:15:00 +08:00',
      '2025-01-22 10:15:00 +08:00',
    ]);
  });

  it('reads 1 and SUN as Sunday', () => {
    const sundays = ['2025-01-19 12:00:00 +08:00', '2025-01-26 12:00:00 +08:00'];
    expect(runs('0 0 12 ? * 1', FROM, SHANGHAI, 2)).toEqual(sundays);
    expect(runs('0 0 12 ? * SUN', FROM, SHANGHAI, 2)).toEqual(sundays);
  });

  it('"L in the day-of-week field by itself simply means 7 or SAT"', () => {
    expect(runs('0 0 12 ? * L', FROM, SHANGHAI, 2)).toEqual([
      '2025-01-18 12:00:00 +08:00',
      '2025-01-25 12:00:00 +08:00',
    ]);
  });

  it('runs on listed weekdays (2,4,6 is Monday, Wednesday, Friday)', () => {
    expect(runs('0 0 12 ? * 2,4,6', FROM, SHANGHAI, 4)).toEqual([
      '2025-01-15 12:00:00 +08:00',
      '2025-01-17 12:00:00 +08:00',
      '2025-01-20 12:00:00 +08:00',
      '2025-01-22 12:00:00 +08:00',
    ]);
  });

  it('ends a weekday loop at Saturday (7/3 is Saturday only)', () => {
    expect(runs('0 0 12 ? * 7/3', FROM, SHANGHAI, 3)).toEqual([
      '2025-01-18 12:00:00 +08:00',
      '2025-01-25 12:00:00 +08:00',
      '2025-02-01 12:00:00 +08:00',
    ]);
  });
});

describe('days a month does not have', () => {
  it('skips the months without a 31st', () => {
    expect(runs('0 0 0 31 * ?', FROM, SHANGHAI, 4)).toEqual([
      '2025-01-31 00:00:00 +08:00',
      '2025-03-31 00:00:00 +08:00',
      '2025-05-31 00:00:00 +08:00',
      '2025-07-31 00:00:00 +08:00',
    ]);
  });

  it('runs on 29 February in leap years only', () => {
    expect(runs('0 0 0 29 2 ?', FROM, SHANGHAI, 3)).toEqual([
      '2028-02-29 00:00:00 +08:00',
      '2032-02-29 00:00:00 +08:00',
      '2036-02-29 00:00:00 +08:00',
    ]);
  });
});
