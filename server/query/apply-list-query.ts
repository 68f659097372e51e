import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { asText, LIKE } from '../db';
import type { Condition, FieldValue, ListQuery } from './list-query';

/** The escape character of LIKE patterns, so '%' and '_' typed by a user match themselves. */
const ESCAPE = '!';

function likePattern(value: FieldValue, op: Condition['op']): string {
  const literal = String(value).replace(/[!%_]/g, (char) => ESCAPE + char);
  if (op === 'startsWith') return `${literal}%`;
  if (op === 'endsWith') return `%${literal}`;
  return `%${literal}%`;
}

const COMPARISON_SQL = { '=': '=', '<>': '<>', '>': '>', '>=': '>=', '<': '<', '<=': '<=' } as const;

/** Standard SQL for one condition: the column is an allow-listed name, the value a bound parameter. */
export function conditionSql(condition: Condition, qualify = ''): Expression<SqlBool> {
  const column = sql.ref(qualify ? `${qualify}.${condition.field}` : condition.field);
  const { op, value } = condition;
  const list = Array.isArray(value) ? value : [value];
  switch (op) {
    case 'contains':
    case 'startsWith':
    case 'endsWith':
      return sql<SqlBool>`${condition.kind === 'text' ? column : asText(column)} ${LIKE} ${likePattern(list[0] ?? '', op)} escape ${sql.lit(ESCAPE)}`;
    case 'in':
    case 'notIn':
      if (!list.length) return sql<SqlBool>`${sql.lit(op === 'notIn' ? 1 : 0)} = 1`;
      return sql<SqlBool>`${column} ${sql.raw(op === 'in' ? 'in' : 'not in')} (${sql.join(list)})`;
    case 'empty':
      return condition.kind === 'text'
        ? sql<SqlBool>`(${column} is null or ${column} = '')`
        : sql<SqlBool>`${column} is null`;
    case 'notEmpty':
      return condition.kind === 'text'
        ? sql<SqlBool>`(${column} is not null and ${column} <> '')`
        : sql<SqlBool>`${column} is not null`;
    default:
      return sql<SqlBool>`${column} ${sql.raw(COMPARISON_SQL[op])} ${list[0]}`;
  }
}

/** Adds the list's filters (plain ones and-ed, then the advanced group) to a query. */
export function whereListQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: ListQuery,
  qualify = '',
): SelectQueryBuilder<DB, TB, O> {
  let filtered = query;
  for (const condition of list.conditions) filtered = filtered.where(conditionSql(condition, qualify));
  const advanced = list.advanced.conditions.map((condition) => conditionSql(condition, qualify));
  if (advanced.length)
    filtered = filtered.where((eb) => (list.advanced.match === 'or' ? eb.or(advanced) : eb.and(advanced)));
  return filtered;
}

/** Adds the list's sort (then the tie-breaker, so pages never overlap). */
export function orderListQuery<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  list: ListQuery,
  qualify = '',
  tieBreaker = 'id',
): SelectQueryBuilder<DB, TB, O> {
  const ref = (field: string) => sql.ref(qualify ? `${qualify}.${field}` : field);
  let ordered = query;
  if (list.sort) ordered = ordered.orderBy(ref(list.sort.field), list.sort.order);
  return ordered.orderBy(ref(tieBreaker), 'asc');
}
