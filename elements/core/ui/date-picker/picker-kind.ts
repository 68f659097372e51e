import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT } from '../../validation';

dayjs.extend(customParseFormat);

/** What a picker chooses: a day, a day and time, a time of day, a month or a year. */
export type PickerKind = 'date' | 'datetime' | 'time' | 'month' | 'year';

/** The spec's formats (date YYYY-MM-DD, datetime YYYY-MM-DD HH:mm:ss, time HH:mm:ss), whatever the browser's language. */
export const DEFAULT_PICKER_FORMATS: Record<PickerKind, string> = {
  date: DATE_FORMAT,
  datetime: DATETIME_FORMAT,
  time: TIME_FORMAT,
  month: 'YYYY-MM',
  year: 'YYYY',
};

/** The unit two values of a kind are compared in, for min, max and the chosen cell. */
export const COMPARE_UNIT: Record<PickerKind, 'day' | 'second' | 'month' | 'year'> = {
  date: 'day',
  datetime: 'second',
  time: 'second',
  month: 'month',
  year: 'year',
};

export function formatOf(kind: PickerKind, format?: string): string {
  return format || DEFAULT_PICKER_FORMATS[kind];
}

/**
 * Reads a text strictly in `format` (exact digits and separators, a real calendar day: no
 * 2023-02-29); undefined for anything else. A time of day lands on today's date.
 */
export function parsePickerText(text: string, format: string): Dayjs | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const parsed = dayjs(trimmed, format, true);
  return parsed.isValid() ? parsed : undefined;
}

/** A min or max in the picker's format, or else in the kind's default format; undefined when neither reads it. */
export function readPickerBound(text: string | undefined, kind: PickerKind, format: string): Dayjs | undefined {
  if (!text) return undefined;
  return parsePickerText(text, format) ?? parsePickerText(text, DEFAULT_PICKER_FORMATS[kind]);
}

/** Whether the kind shows a time of day (hour, minute and second columns). */
export function hasTime(kind: PickerKind): boolean {
  return kind === 'datetime' || kind === 'time';
}

/** Whether the kind shows a calendar of days. */
export function hasDays(kind: PickerKind): boolean {
  return kind === 'date' || kind === 'datetime';
}
