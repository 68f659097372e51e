import type { QueryField } from './query-field';
import { allowsMultipleValues, DEFAULT_RULE, rulesFor, type MatchType, type QueryRule } from './query-rules';

/** One row of the builder: a field, a rule and a value (several values comma-joined, `in` only). */
export interface QueryCondition {
  field: string;
  rule: QueryRule;
  val: string;
}

/** One condition as the list API receives it in `superQueryParams`. */
export interface QueryParam {
  field: string;
  rule: QueryRule;
  val: string;
  type: string;
  dbType?: string;
}

/** What a query hands its list: the conditions and how they combine. */
export interface QueryResult {
  params: QueryParam[];
  matchType: MatchType;
}

export function emptyCondition(): QueryCondition {
  return { field: '', rule: DEFAULT_RULE, val: '' };
}

/** A field change keeps the rule only where the new field offers it, and empties the value. */
export function withField(condition: QueryCondition, field: QueryField | undefined): QueryCondition {
  const rules = rulesFor(field?.type);
  return { field: field?.field ?? '', rule: rules.includes(condition.rule) ? condition.rule : DEFAULT_RULE, val: '' };
}

/** A rule change keeps one value only, unless the new rule is `in`. */
export function withRule(condition: QueryCondition, rule: QueryRule): QueryCondition {
  if (allowsMultipleValues(rule)) return { ...condition, rule };
  const [first = ''] = condition.val.split(',');
  return { ...condition, rule, val: first };
}

export function isComplete(condition: QueryCondition): boolean {
  return condition.field !== '' && condition.val.trim() !== '';
}

/** The complete conditions as request parameters; incomplete rows are left out. */
export function queryParams(conditions: readonly QueryCondition[], fields: readonly QueryField[]): QueryParam[] {
  const params: QueryParam[] = [];
  for (const condition of conditions) {
    const field = fields.find((candidate) => candidate.field === condition.field);
    if (!field || !isComplete(condition)) continue;
    const val = allowsMultipleValues(condition.rule) ? condition.val : (condition.val.split(',')[0] ?? '');
    params.push({
      field: field.field,
      rule: condition.rule,
      val: val.trim(),
      type: field.type,
      ...(field.dbType ? { dbType: field.dbType } : {}),
    });
  }
  return params;
}

/** The builder's rows for given parameters (a loaded saved query); never fewer than one row. */
export function conditionsOf(params: readonly QueryParam[]): QueryCondition[] {
  const rows = params.map(({ field, rule, val }) => ({ field, rule, val }));
  return rows.length ? rows : [emptyCondition()];
}
