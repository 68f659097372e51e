import { refused } from '../http';
import { queryMessages } from '../messages';
import type { Condition, FieldKind, FieldValue, Operator } from './list-query';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** A client value converted to the field's kind, or a clear refusal. */
export function typedValue(field: string, kind: FieldKind, raw: string, bound?: 'begin' | 'end'): FieldValue {
  const text = raw.trim();
  if (kind === 'number') {
    const value = Number(text);
    if (text === '' || !Number.isFinite(value)) throw refused(queryMessages.badNumber(field));
    return value;
  }
  if (kind === 'date' || kind === 'datetime') {
    if (!DATE.test(text) && !DATE_TIME.test(text)) throw refused(queryMessages.badDate(field));
    const normal = text.replace('T', ' ');
    // A day as a bound of a date-time range covers the whole day.
    if (kind === 'datetime' && DATE.test(normal) && bound)
      return `${normal} ${bound === 'begin' ? '00:00:00' : '23:59:59'}`;
    return normal.length === 16 ? `${normal}:00` : normal;
  }
  return text;
}

const COMPARISONS: readonly [string, Operator][] = [
  ['>=', '>='],
  ['<=', '<='],
  ['>', '>'],
  ['<', '<'],
];

/**
 * JeecgBoot's plain-value conventions: '*x*' contains, '*x' ends with, 'x*' starts with,
 * 'a,b' one of, '!x' not equal, '> 5' '>= 5' '< 5' '<= 5' comparisons, otherwise equal.
 */
export function plainCondition(field: string, kind: FieldKind, raw: string): Condition {
  const text = raw.trim();
  const starts = text.startsWith('*');
  const ends = text.endsWith('*') && text.length > 1;
  if (starts || ends) {
    if (kind === 'number') throw refused(queryMessages.badNumber(field));
    const inner = text.slice(starts ? 1 : 0, ends ? -1 : undefined);
    const op: Operator = starts && ends ? 'contains' : starts ? 'endsWith' : 'startsWith';
    return { field, kind, op, value: inner };
  }
  if (text.startsWith('!')) return { field, kind, op: '<>', value: typedValue(field, kind, text.slice(1)) };
  for (const [prefix, op] of COMPARISONS) {
    if (text.startsWith(prefix)) return { field, kind, op, value: typedValue(field, kind, text.slice(prefix.length)) };
  }
  if (text.includes(',')) {
    const values = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    return { field, kind, op: 'in', value: values.map((part) => typedValue(field, kind, part)) };
  }
  return { field, kind, op: '=', value: typedValue(field, kind, text) };
}
