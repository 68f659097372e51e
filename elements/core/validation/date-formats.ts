export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

const TOKENS: Record<string, { field: Field; digits: number }> = {
  YYYY: { field: 'year', digits: 4 },
  MM: { field: 'month', digits: 2 },
  DD: { field: 'day', digits: 2 },
  HH: { field: 'hour', digits: 2 },
  mm: { field: 'minute', digits: 2 },
  ss: { field: 'second', digits: 2 },
};

const TOKEN_SPLIT = /(YYYY|MM|DD|HH|mm|ss)/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

function readFields(text: string, format: string): Partial<Record<Field, number>> | undefined {
  const fields: Partial<Record<Field, number>> = {};
  let position = 0;
  for (const part of format.split(TOKEN_SPLIT).filter(Boolean)) {
    const token = TOKENS[part];
    if (!token) {
      if (text.slice(position, position + part.length) !== part) return undefined;
      position += part.length;
      continue;
    }
    const digits = text.slice(position, position + token.digits);
    if (!/^\d+$/.test(digits) || digits.length !== token.digits) return undefined;
    fields[token.field] = Number(digits);
    position += token.digits;
  }
  return position === text.length ? fields : undefined;
}

/**
 * Strict check of a date, datetime or time text against a format built from YYYY, MM, DD,
 * HH, mm and ss: exact digit counts and separators, and a real calendar day (no 2023-02-29).
 */
export function isValidDateText(text: string, format: string = DATE_FORMAT): boolean {
  const fields = readFields(text, format);
  if (!fields) return false;
  const { year = 2000, month, day, hour = 0, minute = 0, second = 0 } = fields;
  if (month !== undefined && (month < 1 || month > 12)) return false;
  // Without a year, 29 February is allowed: 2000 is a leap year.
  if (day !== undefined && (day < 1 || day > daysInMonth(year, month ?? 1))) return false;
  return hour <= 23 && minute <= 59 && second <= 59;
}
