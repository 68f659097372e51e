import { onlineMessages as say } from '../../../messages';
import type { FieldSpec } from '../../../resources';
import { PATTERNS } from './patterns';

export type StoredValue = string | number | null;

export type Converted = { ok: true; value: StoredValue } | { ok: false; message: string };

const DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const DATE_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar date and time, or undefined ('2024-02-30' is not one). */
function calendar(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): string | undefined {
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const real =
    at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
  return real ? `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}` : undefined;
}

/** 'yyyy-MM-dd' from '2024-5-1', '2024/05/01'; undefined when it is not a day. */
export function normalDate(text: string): string | undefined {
  const match = DATE.exec(text);
  return match ? calendar(Number(match[1]), Number(match[2]), Number(match[3]))?.slice(0, 10) : undefined;
}

/** 'yyyy-MM-dd HH:mm:ss' from a day, a minute or a second (space or 'T'). */
export function normalDateTime(text: string): string | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = match.map(Number);
  return calendar(y, mo, d, h || 0, mi || 0, s || 0);
}

function convertNumber(field: FieldSpec, raw: unknown): Converted {
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : Number.NaN;
  if (!Number.isFinite(value)) return { ok: false, message: say.notNumber(field.title) };
  if (field.integer && !Number.isInteger(value)) return { ok: false, message: say.notInteger(field.title) };
  if (field.min !== undefined && value < field.min)
    return { ok: false, message: say.belowMinimum(field.title, field.min) };
  if (field.max !== undefined && value > field.max)
    return { ok: false, message: say.aboveMaximum(field.title, field.max) };
  return { ok: true, value };
}

function convertText(field: FieldSpec, raw: unknown): Converted {
  if (typeof raw !== 'string' && typeof raw !== 'number') return { ok: false, message: say.badValue(field.title) };
  const text = String(raw);
  const length = field.length ?? 100;
  if ([...text].length > length) return { ok: false, message: say.tooLong(field.title, length) };
  if (field.pattern && !PATTERNS[field.pattern].regex.test(text))
    return { ok: false, message: say.fieldError(field.title, PATTERNS[field.pattern].message) };
  return { ok: true, value: text };
}

function isEmpty(raw: unknown): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
}

/**
 * One input value converted to what the column stores, or the reason it cannot be: the kind,
 * the length, the pattern and the limits of the field. Empty input is null; whether a field may
 * be empty is the caller's business (add, edit and import differ). Dictionary membership,
 * references and uniqueness need the database and are checked after this.
 */
export function convertFieldValue(field: FieldSpec, raw: unknown): Converted {
  if (isEmpty(raw)) return { ok: true, value: null };
  switch (field.kind) {
    case 'number':
      return convertNumber(field, raw);
    case 'date': {
      const day = typeof raw === 'string' ? normalDate(raw.trim()) : undefined;
      return day ? { ok: true, value: day } : { ok: false, message: say.badDate(field.title) };
    }
    case 'datetime': {
      const moment = typeof raw === 'string' ? normalDateTime(raw.trim()) : undefined;
      return moment ? { ok: true, value: moment } : { ok: false, message: say.badDateTime(field.title) };
    }
    default:
      return convertText(field, raw);
  }
}
