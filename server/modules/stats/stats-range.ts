import { refused } from '../../http';
import { statsMessages } from '../../messages';
import { formatDate } from '../../db';

export const TREND_UNITS = ['day', 'week', 'month', 'year'] as const;
export type TrendUnit = (typeof TREND_UNITS)[number];

/** The orders a dashboard counts: appointment days from `begin` to `end`, both inclusive. */
export interface StatsRange {
  begin: string;
  end: string;
  unit: TrendUnit;
}

const DAY_MS = 86_400_000;
/** Without a range the analysis shows the last year, by month. */
const DEFAULT_SPAN_DAYS = 365;
/** A longer range would make a day-by-day trend unreadable and slow; ten years covers any question. */
export const MAX_RANGE_YEARS = 10;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function day(name: string, raw: unknown, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  const text = String(raw);
  if (
    !DATE.test(text) ||
    Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ||
    new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) !== text
  ) {
    throw refused(statsMessages.badDate(name));
  }
  return text;
}

/** A calendar day moved by whole days (computed in UTC, where every day has 24 hours). */
export function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function isUnit(value: string): value is TrendUnit {
  return (TREND_UNITS as readonly string[]).includes(value);
}

/** Reads `begin`, `end` (yyyy-MM-dd) and `unit` (day, week, month, year) from a query string. */
export function parseStatsRange(query: Record<string, unknown>, now: number): StatsRange {
  const end = day('end', query.end, formatDate(now));
  const begin = day('begin', query.begin, shiftDays(end, -DEFAULT_SPAN_DAYS));
  if (begin > end) throw refused(statsMessages.badRange);
  const spanDays = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${begin}T00:00:00Z`)) / DAY_MS;
  if (spanDays > MAX_RANGE_YEARS * 366) throw refused(statsMessages.rangeTooLong(MAX_RANGE_YEARS));
  const unit = query.unit === undefined || query.unit === '' ? 'month' : String(query.unit);
  if (!isUnit(unit)) throw refused(statsMessages.badUnit);
  return { begin, end, unit };
}
