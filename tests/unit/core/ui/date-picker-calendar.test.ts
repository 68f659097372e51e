import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PICKER_FORMATS,
  isChoosable,
  keyMove,
  monthWeeks,
  parsePickerText,
  weekStartOf,
  weekdayOrder,
  yearPage,
} from '../../../../elements/core/ui/date-picker';

const day = (text: string) => dayjs(text, 'YYYY-MM-DD', true);
const shown = (moment: dayjs.Dayjs | undefined) => moment?.format('YYYY-MM-DD');

describe('the spec formats', () => {
  it('are date YYYY-MM-DD, datetime YYYY-MM-DD HH:mm:ss and time HH:mm:ss', () => {
    expect(DEFAULT_PICKER_FORMATS).toMatchObject({
      date: 'YYYY-MM-DD',
      datetime: 'YYYY-MM-DD HH:mm:ss',
      time: 'HH:mm:ss',
    });
  });

  it('reads only text written exactly in the format, on a real calendar day', () => {
    expect(shown(parsePickerText('2024-02-29', 'YYYY-MM-DD'))).toBe('2024-02-29');
    expect(parsePickerText('2023-02-29', 'YYYY-MM-DD')).toBeUndefined();
    expect(parsePickerText('2024-2-9', 'YYYY-MM-DD')).toBeUndefined();
    expect(parsePickerText('02/09/2024', 'YYYY-MM-DD')).toBeUndefined();
    expect(parsePickerText('2024-02-09 7:05:00', 'YYYY-MM-DD HH:mm:ss')).toBeUndefined();
    expect(parsePickerText('2024-02-09 07:05:00', 'YYYY-MM-DD HH:mm:ss')?.format('HH:mm:ss')).toBe('07:05:00');
    expect(parsePickerText('24:00:00', 'HH:mm:ss')).toBeUndefined();
    expect(parsePickerText('', 'YYYY-MM-DD')).toBeUndefined();
  });
});

describe('the week', () => {
  it('starts on Monday in zh-CN and on Sunday in en', () => {
    expect(weekStartOf('zh-CN')).toBe(1);
    expect(weekStartOf('en')).toBe(0);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('draws six weeks from the week holding the first of the month', () => {
    // 1 November 2026 is a Sunday.
    const mondayFirst = monthWeeks(day('2026-11-15'), 1);
    expect(mondayFirst).toHaveLength(6);
    expect(shown(mondayFirst[0][0])).toBe('2026-10-26');
    expect(shown(mondayFirst[0][6])).toBe('2026-11-01');
    const sundayFirst = monthWeeks(day('2026-11-15'), 0);
    expect(shown(sundayFirst[0][0])).toBe('2026-11-01');
    expect(shown(sundayFirst[5][6])).toBe('2026-12-12');
  });

  it('pages years around a decade, one year either side', () => {
    expect(yearPage(2026)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
  });
});

describe('the keyboard in a calendar', () => {
  const from = day('2026-01-31');
  it('moves a day with the side arrows and a week with up and down', () => {
    expect(shown(keyMove('day', from, 'ArrowRight', false, 1))).toBe('2026-02-01');
    expect(shown(keyMove('day', from, 'ArrowLeft', false, 1))).toBe('2026-01-30');
    expect(shown(keyMove('day', from, 'ArrowUp', false, 1))).toBe('2026-01-24');
    expect(shown(keyMove('day', from, 'ArrowDown', false, 1))).toBe('2026-02-07');
  });

  it('moves a month with Page Up and Down, a year with Shift, keeping to the month end', () => {
    expect(shown(keyMove('day', from, 'PageDown', false, 1))).toBe('2026-02-28');
    expect(shown(keyMove('day', from, 'PageUp', false, 1))).toBe('2025-12-31');
    expect(shown(keyMove('day', from, 'PageDown', true, 1))).toBe('2027-01-31');
  });

  it('goes to the ends of the week with Home and End, as the locale starts it', () => {
    // 2026-01-31 is a Saturday.
    expect(shown(keyMove('day', from, 'Home', false, 1))).toBe('2026-01-26');
    expect(shown(keyMove('day', from, 'End', false, 1))).toBe('2026-02-01');
    expect(shown(keyMove('day', from, 'Home', false, 0))).toBe('2026-01-25');
  });

  it('moves months and years one cell, or a row of three', () => {
    expect(keyMove('month', from, 'ArrowDown', false, 1)?.format('YYYY-MM')).toBe('2026-04');
    expect(keyMove('year', from, 'ArrowLeft', false, 1)?.year()).toBe(2025);
    expect(keyMove('year', from, 'PageDown', false, 1)?.year()).toBe(2036);
    expect(keyMove('day', from, 'a', false, 1)).toBeUndefined();
  });
});

describe('min, max and disabled days', () => {
  const bounds = {
    min: day('2026-03-15'),
    max: day('2026-05-10'),
    disabledDate: (text: string) => text === '2026-04-01',
  };
  it('refuses days outside min and max and the disabled ones', () => {
    expect(isChoosable(day('2026-03-14'), 'day', bounds)).toBe(false);
    expect(isChoosable(day('2026-03-15'), 'day', bounds)).toBe(true);
    expect(isChoosable(day('2026-05-11'), 'day', bounds)).toBe(false);
    expect(isChoosable(day('2026-04-01'), 'day', bounds)).toBe(false);
  });

  it('offers a month when any of its days may be chosen', () => {
    expect(isChoosable(day('2026-03-01'), 'month', bounds)).toBe(true);
    expect(isChoosable(day('2026-02-28'), 'month', bounds)).toBe(false);
    expect(isChoosable(day('2026-06-01'), 'month', bounds)).toBe(false);
  });
});
