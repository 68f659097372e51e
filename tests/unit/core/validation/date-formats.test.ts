import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT, isValidDateText } from '../../../../elements/core/validation';

describe('date formats', () => {
  it('are YYYY-MM-DD, YYYY-MM-DD HH:mm:ss and HH:mm:ss', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(DATETIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(TIME_FORMAT).toBe('HH:mm:ss');
  });
});

describe('strict date validation', () => {
  it('accepts real dates in the date format (the default)', () => {
    for (const text of ['2024-01-31', '2024-02-29', '2000-02-29', '1999-12-31'])
      expect(isValidDateText(text), text).toBe(true);
  });

  it('refuses impossible days, wrong digit counts and other separators', () => {
    for (const text of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-1-5',
      '2024/01/05',
      '2024-01-05 ',
      '24-01-05',
      '',
    ])
      expect(isValidDateText(text), text).toBe(false);
  });

  it('checks datetimes including the time of day', () => {
    expect(isValidDateText('2024-06-01 23:59:59', DATETIME_FORMAT)).toBe(true);
    expect(isValidDateText('2024-06-01 24:00:00', DATETIME_FORMAT)).toBe(false);
    expect(isValidDateText('2024-06-01', DATETIME_FORMAT)).toBe(false);
  });

  it('checks times', () => {
    expect(isValidDateText('00:00:00', TIME_FORMAT)).toBe(true);
    expect(isValidDateText('12:60:00', TIME_FORMAT)).toBe(false);
    expect(isValidDateText('12:00:60', TIME_FORMAT)).toBe(false);
    expect(isValidDateText('12:00', TIME_FORMAT)).toBe(false);
  });
});
