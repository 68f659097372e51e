import type { QueryFieldType } from './query-field';

/** The advanced query's rules (widgets spec 9). */
export const QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const;

export type QueryRule = (typeof QUERY_RULES)[number];

export const DEFAULT_RULE: QueryRule = 'eq';

/** Pattern rules make no sense for numbers and dates (the server refuses them there). */
const PATTERN_RULES: readonly QueryRule[] = ['like', 'right_like', 'left_like'];
const ORDERED_TYPES: readonly QueryFieldType[] = ['number', 'date', 'datetime'];

/** The rules offered for a field of `type`. */
export function rulesFor(type: QueryFieldType | undefined): readonly QueryRule[] {
  if (type && ORDERED_TYPES.includes(type)) return QUERY_RULES.filter((rule) => !PATTERN_RULES.includes(rule));
  return QUERY_RULES;
}

export function isQueryRule(value: unknown): value is QueryRule {
  return typeof value === 'string' && (QUERY_RULES as readonly string[]).includes(value);
}

/** Only `in` takes several values. */
export function allowsMultipleValues(rule: QueryRule): boolean {
  return rule === 'in';
}

export type MatchType = 'and' | 'or';

export function isMatchType(value: unknown): value is MatchType {
  return value === 'and' || value === 'or';
}
