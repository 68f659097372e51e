import { describe, expect, it } from 'vitest';
import {
  NTH_WEEKDAY_BOUNDS,
  acceptedWholeNumber,
  defaultPanel,
  defaultYearRange,
  fieldInputBounds,
  settledWholeNumber,
} from '../../../elements/cron';

describe('cron bounds per field (spec 5.3)', () => {
  it('second 0-59 with a step of 1-59, minute 0-59 with a step of 1-60', () => {
    expect(fieldInputBounds('second')).toEqual({
      value: { min: 0, max: 59 },
      rangeEnd: { min: 0, max: 59 },
      step: { min: 1, max: 59 },
    });
    expect(fieldInputBounds('minute')).toEqual({
      value: { min: 0, max: 59 },
      rangeEnd: { min: 0, max: 59 },
      step: { min: 1, max: 60 },
    });
  });

  it('hour 0-23, day 1-31, month 1-12', () => {
    expect(fieldInputBounds('hour').value).toEqual({ min: 0, max: 23 });
    expect(fieldInputBounds('day').value).toEqual({ min: 1, max: 31 });
    expect(fieldInputBounds('month').value).toEqual({ min: 1, max: 12 });
  });

  it('weekday 1-7 with a loop interval of 1-7, and the nth weekday 1-5', () => {
    expect(fieldInputBounds('week').value).toEqual({ min: 1, max: 7 });
    expect(fieldInputBounds('week').step).toEqual({ min: 1, max: 7 });
    expect(NTH_WEEKDAY_BOUNDS).toEqual({ min: 1, max: 5 });
  });
});

describe('the year-bounds switch: the two readings of spec 5.3', () => {
  it("'fixed': year 2019-2119 with a step of 1-99", () => {
    expect(fieldInputBounds('year', 'fixed')).toEqual({
      value: { min: 2019, max: 2119 },
      rangeEnd: { min: 2019, max: 2119 },
      step: { min: 1, max: 99 },
    });
  });

  it("'open': range start from 0, range end from 1, loop interval from 1, no maximum", () => {
    expect(fieldInputBounds('year', 'open')).toEqual({
      value: { min: 0, max: null },
      rangeEnd: { min: 1, max: null },
      step: { min: 1, max: null },
    });
  });

  it("is 'open' unless told otherwise", () => {
    expect(fieldInputBounds('year')).toEqual(fieldInputBounds('year', 'open'));
  });
});

describe('the default year range: the current year to +100', () => {
  const now = new Date(2026, 10, 22);

  it('runs from this year to a hundred years on', () => {
    expect(defaultYearRange(now, 'open')).toEqual({ from: 2026, to: 2126 });
    expect(defaultPanel('year', now, 'open').range).toEqual({ from: 2026, to: 2126 });
    expect(defaultPanel('year', now, 'open').loop).toEqual({ from: 2026, step: 1 });
  });

  it('stays inside the fixed bounds', () => {
    expect(defaultYearRange(now, 'fixed')).toEqual({ from: 2026, to: 2119 });
    expect(defaultYearRange(new Date(2015, 0, 1), 'fixed')).toEqual({ from: 2019, to: 2115 });
  });
});

describe('number boxes take whole numbers only', () => {
  const seconds = fieldInputBounds('second').value;

  it('apply a whole number inside the bounds while the user types', () => {
    expect(acceptedWholeNumber('15', seconds)).toBe(15);
    expect(acceptedWholeNumber('0', seconds)).toBe(0);
  });

  it('do not apply a fraction, a number outside the bounds or text', () => {
    expect(acceptedWholeNumber('1.5', seconds)).toBeNull();
    expect(acceptedWholeNumber('60', seconds)).toBeNull();
    expect(acceptedWholeNumber('-1', seconds)).toBeNull();
    expect(acceptedWholeNumber('', seconds)).toBeNull();
    expect(acceptedWholeNumber('1e1', seconds)).toBeNull();
  });

  it('settle on leaving: rounded and brought inside the bounds; no number keeps the last value', () => {
    expect(settledWholeNumber('1.6', seconds)).toBe(2);
    expect(settledWholeNumber('75', seconds)).toBe(59);
    expect(settledWholeNumber('-3', seconds)).toBe(0);
    expect(settledWholeNumber('', seconds)).toBeNull();
    expect(settledWholeNumber('abc', seconds)).toBeNull();
  });

  it('have no upper bound for open years', () => {
    expect(acceptedWholeNumber('3000', fieldInputBounds('year', 'open').value)).toBe(3000);
    expect(settledWholeNumber('0', fieldInputBounds('year', 'open').rangeEnd)).toBe(1);
  });
});
