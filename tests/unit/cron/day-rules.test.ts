import { describe, expect, it } from 'vitest';
import { runs } from './wall-clock';

// Every expected list below was checked against Quartz 2.3.2 (CronExpression.getTimeAfter).
const SHANGHAI = 'Asia/Shanghai';

describe('day L: "the last day of the month - day 31 for January, day 28 for February on non-leap years"', () => {
  it('runs on the last day of each month', () => {
    expect(runs('0 0 10 L * ?', '2025-01-15T10:20:30+08:00', SHANGHAI, 3)).toEqual([
      '2025-01-31 10:00:00 +08:00',
      '2025-02-28 10:00:00 +08:00',
      '2025-03-31 10:00:00 +08:00',
    ]);
  });

  it('runs on 29 February in a leap year', () => {
    expect(runs('0 0 10 L 2 ?', '2027-01-15T10:20:30+08:00', SHANGHAI, 2)).toEqual([
      '2027-02-28 10:00:00 +08:00',
      '2028-02-29 10:00:00 +08:00',
    ]);
  });
});

describe('day L-n: "L-3 would mean the third-to-last day of the calendar month"', () => {
  it('counts back from the last day', () => {
    expect(runs('0 0 10 L-3 * ?', '2025-01-15T10:20:30+08:00', SHANGHAI, 3)).toEqual([
      '2025-01-28 10:00:00 +08:00',
      '2025-02-25 10:00:00 +08:00',
      '2025-03-28 10:00:00 +08:00',
    ]);
  });

  it('skips the months too short for the offset (L-30 is the 1st of 31-day months only)', () => {
    expect(runs('0 0 10 L-30 * ?', '2025-01-15T10:20:30+08:00', SHANGHAI, 4)).toEqual([
      '2025-03-01 10:00:00 +08:00',
      '2025-05-01 10:00:00 +08:00',
      '2025-07-01 10:00:00 +08:00',
      '2025-08-01 10:00:00 +08:00',
    ]);
  });
});

describe('day nW: "the nearest weekday to the nth"', () => {
  it('moves a Saturday back to Friday and a Sunday on to Monday', () => {
    // 15 February and 15 March 2025 are Saturdays, 15 June a Sunday.
    expect(runs('0 0 10 15W * ?', '2025-01-20T10:20:30+08:00', SHANGHAI, 5)).toEqual([
      '2025-02-14 10:00:00 +08:00',
      '2025-03-14 10:00:00 +08:00',
      '2025-04-15 10:00:00 +08:00',
      '2025-05-15 10:00:00 +08:00',
      '2025-06-16 10:00:00 +08:00',
    ]);
  });

  it('"will not jump over the boundary of a month\'s days": 1W on a Saturday runs on Monday the 3rd', () => {
    expect(runs('0 0 10 1W * ?', '2025-01-20T10:20:30+08:00', SHANGHAI, 5)).toEqual([
      '2025-02-03 10:00:00 +08:00',
      '2025-03-03 10:00:00 +08:00',
      '2025-04-01 10:00:00 +08:00',
      '2025-05-01 10:00:00 +08:00',
      '2025-06-02 10:00:00 +08:00',
    ]);
  });

  it('moves a last day that is a Sunday back to Friday (31W, 31 August 2025)', () => {
    expect(runs('0 0 10 31W * ?', '2025-07-20T10:20:30+08:00', SHANGHAI, 2)).toEqual([
      '2025-07-31 10:00:00 +08:00',
      '2025-08-29 10:00:00 +08:00',
    ]);
  });

  it("runs in a later month once this month's weekday has passed", () => {
    expect(runs('0 0 10 15W * ?', '2025-02-14T09:59:59+08:00', SHANGHAI, 1)).toEqual(['2025-02-14 10:00:00 +08:00']);
    expect(runs('0 0 10 15W * ?', '2025-02-14T10:00:00+08:00', SHANGHAI, 1)).toEqual(['2025-03-14 10:00:00 +08:00']);
  });

  it('reads 31W in April on its lenient calendar: 30 April only when 1 May is a Saturday', () => {
    expect(runs('0 0 10 31W 4 ?', '2025-01-20T10:20:30+08:00', SHANGHAI, 2)).toEqual([
      '2027-04-30 10:00:00 +08:00',
      '2032-04-30 10:00:00 +08:00',
    ]);
  });
});

describe('day LW: "last weekday of the month"', () => {
  it('moves a last day on the weekend back to Friday', () => {
    // 31 May 2025 is a Saturday, 31 August a Sunday.
    expect(runs('0 0 10 LW * ?', '2025-04-20T10:20:30+08:00', SHANGHAI, 5)).toEqual([
      '2025-04-30 10:00:00 +08:00',
      '2025-05-30 10:00:00 +08:00',
      '2025-06-30 10:00:00 +08:00',
      '2025-07-31 10:00:00 +08:00',
      '2025-08-29 10:00:00 +08:00',
    ]);
  });

  it('takes the weekday nearest the day L-n stands for (L-2W)', () => {
    expect(runs('0 0 10 L-2W * ?', '2025-04-20T10:20:30+08:00', SHANGHAI, 4)).toEqual([
      '2025-04-28 10:00:00 +08:00',
      '2025-05-29 10:00:00 +08:00',
      '2025-06-27 10:00:00 +08:00',
      '2025-07-29 10:00:00 +08:00',
    ]);
  });

  it("runs in the next month once this month's has passed", () => {
    expect(runs('0 0 10 LW * ?', '2025-05-30T10:00:00+08:00', SHANGHAI, 1)).toEqual(['2025-06-30 10:00:00 +08:00']);
  });
});

describe('week nL: "6L means the last friday of the month"', () => {
  it('runs on the last Friday, written as a number or a name', () => {
    const lastFridays = ['2025-01-31 10:00:00 +08:00', '2025-02-28 10:00:00 +08:00', '2025-03-28 10:00:00 +08:00'];
    expect(runs('0 0 10 ? * 6L', '2025-01-15T10:20:30+08:00', SHANGHAI, 3)).toEqual(lastFridays);
    expect(runs('0 0 10 ? * FRIL', '2025-01-15T10:20:30+08:00', SHANGHAI, 3)).toEqual(lastFridays);
  });
});

describe('week n#k: "6#3 in the day-of-week field means the third Friday of the month"', () => {
  it('runs on the third Friday', () => {
    expect(runs('0 0 10 ? * 6#3', '2025-01-15T10:20:30+08:00', SHANGHAI, 3)).toEqual([
      '2025-01-17 10:00:00 +08:00',
      '2025-02-21 10:00:00 +08:00',
      '2025-03-21 10:00:00 +08:00',
    ]);
  });

  it('runs on the first Sunday', () => {
    expect(runs('0 0 10 ? * 1#1', '2025-01-15T10:20:30+08:00', SHANGHAI, 3)).toEqual([
      '2025-02-02 10:00:00 +08:00',
      '2025-03-02 10:00:00 +08:00',
      '2025-04-06 10:00:00 +08:00',
    ]);
  });

  it('"if there is not 5 of the given day-of-week in the month, then no firing will occur that month"', () => {
    expect(runs('0 0 10 ? * 2#5', '2025-01-15T10:20:30+08:00', SHANGHAI, 4)).toEqual([
      '2025-03-31 10:00:00 +08:00',
      '2025-06-30 10:00:00 +08:00',
      '2025-09-29 10:00:00 +08:00',
      '2025-12-29 10:00:00 +08:00',
    ]);
  });
});
