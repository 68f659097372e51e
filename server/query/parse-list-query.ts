import { refused } from '../http';
import { queryMessages } from '../messages';
import { advancedConditions, allowedField } from './advanced-query';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Condition, type ListQuery, type ListResource } from './list-query';
import { plainCondition, typedValue } from './plain-filter';

/** Parameters of every JeecgBoot list request that are not filters. */
const RESERVED = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  '_t',
  'superQueryParams',
  'superQueryMatchType',
  'hasQuery',
  'selections',
]);

/** JeecgBoot sorts a dictionary column by its text column's name ('sex_dictText'). */
const DICT_TEXT = '_dictText';

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  // A repeated parameter arrives as a list: it means "any of".
  return Array.isArray(value) ? value.map(String).join(',') : String(value);
}

function positiveInteger(value: unknown, fallback: number): number {
  const raw = text(value);
  if (raw === undefined || raw.trim() === '') return fallback;
  const number = Number(raw);
  if (!Number.isSafeInteger(number) || number < 1) throw refused(queryMessages.badPaging);
  return number;
}

function sortOf(query: Record<string, unknown>, resource: ListResource): ListQuery['sort'] {
  const orderText = (text(query.order) ?? 'desc').trim().toLowerCase();
  if (orderText !== 'asc' && orderText !== 'desc') throw refused(queryMessages.badOrder);
  const requested = text(query.column)?.trim();
  if (!requested) {
    const fallback = resource.defaultSort;
    return fallback && Object.hasOwn(resource.fields, fallback) ? { field: fallback, order: orderText } : null;
  }
  const name = requested.endsWith(DICT_TEXT) ? requested.slice(0, -DICT_TEXT.length) : requested;
  const known = allowedField(resource, name);
  if (!known) throw refused(queryMessages.unknownSortColumn(requested));
  return { field: known.field, order: orderText };
}

function rangeBound(name: string): { base: string; bound: 'begin' | 'end' } | undefined {
  const [, base, bound] = /^(.+)_(begin|end)$/.exec(name) ?? [];
  return base && (bound === 'begin' || bound === 'end') ? { base, bound } : undefined;
}

function plainConditions(query: Record<string, unknown>, resource: ListResource): Condition[] {
  const own = new Set(resource.ownParams ?? []);
  const conditions: Condition[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (RESERVED.has(name) || own.has(name)) continue;
    const raw = text(value);
    // Empty values mean "no filter" (clients drop them, not all do).
    if (raw === undefined || raw.trim() === '') continue;
    const direct = allowedField(resource, name);
    if (direct) {
      conditions.push(plainCondition(direct.field, direct.kind, raw));
      continue;
    }
    const range = rangeBound(name);
    const ranged = range && allowedField(resource, range.base);
    if (!range || !ranged) throw refused(queryMessages.unknownFilterField(name));
    conditions.push({
      field: ranged.field,
      kind: ranged.kind,
      op: range.bound === 'begin' ? '>=' : '<=',
      value: typedValue(ranged.field, ranged.kind, raw, range.bound),
    });
  }
  return conditions;
}

/**
 * Reads a JeecgBoot list request. Every field and sort column must be one the resource allows,
 * values are typed by the field's kind, and anything else is refused with a clear message:
 * nothing a client sends ever becomes SQL text.
 */
export function parseListQuery(query: Record<string, unknown>, resource: ListResource): ListQuery {
  const match = (text(query.superQueryMatchType) ?? 'and').trim().toLowerCase();
  if (match !== 'and' && match !== 'or') throw refused(queryMessages.badMatchType);
  const advancedRaw = text(query.superQueryParams);
  return {
    pageNo: positiveInteger(query.pageNo, 1),
    pageSize: Math.min(positiveInteger(query.pageSize, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
    sort: sortOf(query, resource),
    conditions: plainConditions(query, resource),
    advanced: { match, conditions: advancedRaw?.trim() ? advancedConditions(advancedRaw, resource) : [] },
  };
}
