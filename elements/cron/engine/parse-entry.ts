import {
  CRON_FIELD_BOUNDS,
  MAX_LAST_DAY_OFFSET,
  MAX_NTH_WEEKDAY,
  MONTH_NAMES,
  SATURDAY,
  WEEK_NAMES,
  type CronFieldName,
} from './cron-fields';
import type { CronField, CronItem } from './cron-model';
import { refuse } from './cron-syntax-error';
import { readNumber, readStep, readValue, readValueOrName } from './field-numbers';
import { maxYearFromClock } from './year-horizon';

/** A form that must stand alone in its field (no comma list around it). */
export type StandaloneField = Extract<
  CronField,
  { type: 'unset' | 'workday' | 'last' | 'lastWorkday' | 'lastWeekday' | 'nthWeekday' }
>;

export type FieldEntry = CronItem | StandaloneField;

const STEP_FROM_FIRST = /^\*?\/(\d+)$/; // Quartz reads "/5" as "*/5"
const NUMERIC = /^(\d+)(?:-(\d+))?(?:\/(\d+))?$/;
const NAMED = /^([A-Z]{3})(?:-([A-Z]{3}))?$/;
const LAST_DAY = /^L(?:-(\d+))?(W?)$/;
const WORKDAY = /^(\d+)W$/;
const LAST_WEEKDAY = /^(\d+|[A-Z]{3})L$/;
const NTH_WEEKDAY = /^(\d+|[A-Z]{3})#(\d+)$/;

/** One comma-separated entry of a field, already upper-cased. */
export function parseEntry(field: CronFieldName, entry: string): FieldEntry {
  if (entry === '?') {
    if (field === 'day' || field === 'week') return { type: 'unset' };
    return refuse(field, 'not-allowed', entry, "'?' is allowed only in the day and week fields");
  }
  if (entry === '*') return { kind: 'every' };
  const fromFirst = STEP_FROM_FIRST.exec(entry);
  if (fromFirst) {
    const step = readStep(field, fromFirst[1], entry, false);
    return { kind: 'loop', from: CRON_FIELD_BOUNDS[field].first, step };
  }
  const special = field === 'day' ? dayEntry(entry) : field === 'week' ? weekEntry(entry) : undefined;
  if (special) return special;
  const numeric = NUMERIC.exec(entry);
  if (numeric) return numericEntry(field, entry, numeric);
  if (field === 'month' || field === 'week') {
    const named = NAMED.exec(entry);
    if (named) return namedEntry(field, entry, named);
  }
  const symbol = misplacedSymbol(field, entry);
  if (symbol) {
    const places = SYMBOL_FIELDS[symbol] ?? [];
    const where = places.length > 1 ? `${places.join(' and ')} fields` : `${places[0]} field`;
    refuse(field, 'not-allowed', entry, `'${symbol}' is allowed only in the ${where}`);
  }
  return refuse(field, 'invalid', entry, `not a valid ${field} entry`);
}

function numericEntry(field: CronFieldName, entry: string, [, start, end, step]: RegExpExecArray): CronItem {
  const from = readValue(field, start, entry);
  if (end !== undefined) {
    const to = readValue(field, end, entry);
    if (CRON_FIELD_BOUNDS[field].wrap === null && to < from) {
      refuse(field, 'reversed-range', entry, 'a year range must not end before it starts');
    }
    if (step === undefined) return { kind: 'range', from, to };
    return { kind: 'range', from, to, step: readStep(field, step, entry, true) };
  }
  if (step === undefined) return { kind: 'value', value: from };
  if (field === 'year' && from > maxYearFromClock()) {
    // Quartz counts a year loop up to its MAX_YEAR and refuses one that starts after it.
    refuse(field, 'reversed-range', entry, `a year loop must start by ${maxYearFromClock()}`);
  }
  return { kind: 'loop', from, step: readStep(field, step, entry, false) };
}

function namedEntry(field: 'month' | 'week', entry: string, [, start, end]: RegExpExecArray): CronItem {
  const from = readValueOrName(field, start, entry);
  if (end === undefined) return { kind: 'value', value: from };
  return { kind: 'range', from, to: readValueOrName(field, end, entry) };
}

function dayEntry(entry: string): StandaloneField | undefined {
  const last = LAST_DAY.exec(entry);
  if (last) {
    const offset = last[1] === undefined ? 0 : readNumber('day', last[1], entry);
    if (offset > MAX_LAST_DAY_OFFSET) {
      const explanation = `the offset from the last day must be at most ${MAX_LAST_DAY_OFFSET}`;
      refuse('day', 'offset-out-of-range', entry, explanation);
    }
    return last[2] === 'W' ? { type: 'lastWorkday', offset } : { type: 'last', offset };
  }
  if (LAST_WEEKDAY.test(entry)) {
    refuse('day', 'not-allowed', entry, "'nL' (the last weekday n) is allowed only in the week field");
  }
  const workday = WORKDAY.exec(entry);
  // "0W" parses in Quartz 2.3.2 but its search never ends: refused here with the other bounds.
  if (workday) return { type: 'workday', day: readValue('day', workday[1], entry) };
  return undefined;
}

function weekEntry(entry: string): FieldEntry | undefined {
  if (entry === 'L') return { kind: 'value', value: SATURDAY };
  const last = LAST_WEEKDAY.exec(entry);
  if (last) return { type: 'lastWeekday', weekday: readValueOrName('week', last[1], entry) };
  const nth = NTH_WEEKDAY.exec(entry);
  if (!nth) return undefined;
  // Quartz does not check the weekday before '#' ("8#2" never runs, "0#2" runs on Saturdays).
  const weekday = readValueOrName('week', nth[1], entry);
  const k = readNumber('week', nth[2], entry);
  if (k < 1 || k > MAX_NTH_WEEKDAY) {
    const explanation = `the number after '#' must be between 1 and ${MAX_NTH_WEEKDAY}`;
    refuse('week', 'nth-out-of-range', entry, explanation);
  }
  return { type: 'nthWeekday', weekday, nth: k };
}

const SYMBOL_FIELDS: Readonly<Record<string, readonly CronFieldName[]>> = {
  '?': ['day', 'week'],
  L: ['day', 'week'],
  W: ['day'],
  '#': ['week'],
};

/** A special character the field does not take, looked for outside month and weekday names. */
function misplacedSymbol(field: CronFieldName, entry: string): string | undefined {
  const bare = [...MONTH_NAMES, ...WEEK_NAMES].reduce((text, name) => text.replaceAll(name, ''), entry);
  return Object.keys(SYMBOL_FIELDS).find((symbol) => bare.includes(symbol) && !SYMBOL_FIELDS[symbol]?.includes(field));
}
