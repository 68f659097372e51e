import { columnFromSnakeCase } from '../../../db';
import { ApiError } from '../../../http';
import { dataRuleMessages as say } from '../../../messages';
import { typedValue, type Condition, type FieldKind, type FieldValue, type Operator } from '../../../query';
import { ruleValue, type RuleSubject } from './rule-variables';

/** A stored data rule (sys_permission_data_rule) as it is applied. */
export interface DataRule {
  id: string;
  ruleName: string;
  ruleColumn: string | null;
  ruleConditions: string;
  ruleValue: string;
}

/** JeecgBoot's rule conditions (QueryRuleEnum values) and what each means on one column. */
const OPERATORS: Readonly<Record<string, Operator | 'eachContains'>> = {
  '=': '=',
  EQ_WITH_ADD: '=',
  '!=': '<>',
  '<>': '<>',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
  IN: 'in',
  LIKE: 'contains',
  // JeecgBoot's LEFT_LIKE is `likeLeft` (the wildcard on the left: ends with), RIGHT_LIKE `likeRight`.
  LEFT_LIKE: 'endsWith',
  RIGHT_LIKE: 'startsWith',
  LIKE_WITH_AND: 'eachContains',
};

const SQL_RULES = 'USE_SQL_RULES';
const TEXT_ONLY: ReadonlySet<string> = new Set(['contains', 'startsWith', 'endsWith', 'eachContains']);

/** A rule that cannot be applied refuses the request: skipping it would show more than it allows. */
function refused(rule: DataRule, reason: string): ApiError {
  return new ApiError(say.notApplicable(rule.ruleName, reason));
}

/** The column a rule names, JeecgBoot style ('sysOrgCode', 'sys_org_code', 'SYS_ORG_CODE'), if the resource has it. */
function columnOf(
  name: string,
  columns: Readonly<Record<string, FieldKind>>,
): { field: string; kind: FieldKind } | undefined {
  const trimmed = name.trim();
  const field = trimmed.includes('_') ? columnFromSnakeCase(trimmed.toLowerCase()) : trimmed;
  const kind = Object.hasOwn(columns, field) ? columns[field] : undefined;
  return kind ? { field, kind } : undefined;
}

function typed(rule: DataRule, field: string, kind: FieldKind, text: string): FieldValue {
  try {
    return typedValue(field, kind, text);
  } catch (error) {
    if (error instanceof ApiError) throw refused(rule, say.badValue(field));
    throw error;
  }
}

/**
 * One data rule as parameterised conditions (all must hold) on an allow-listed column of the
 * resource: the column is a declared column, the value (a literal or a system variable) is bound.
 * A rule carrying SQL (USE_SQL_RULES) is never run; it, an unknown condition, column or variable,
 * and a value the column cannot hold refuse the request with the rule's name and the reason. A
 * variable the user has no value for (no department) matches no row, as in JeecgBoot, where the
 * unreplaced `#{...}` text matched nothing.
 */
export function compileRule(
  rule: DataRule,
  columns: Readonly<Record<string, FieldKind>>,
  subject: RuleSubject,
): Condition[] {
  const condition = rule.ruleConditions.trim().toUpperCase();
  if (condition === SQL_RULES) throw refused(rule, say.sqlRule);
  const operator = OPERATORS[condition];
  if (!operator) throw refused(rule, say.unknownCondition(rule.ruleConditions));
  const column = columnOf(rule.ruleColumn ?? '', columns);
  if (!column) throw refused(rule, say.unknownColumn(rule.ruleColumn ?? ''));
  const { field, kind } = column;
  if (kind === 'number' && TEXT_ONLY.has(operator)) throw refused(rule, say.badValue(field));

  const value = ruleValue(rule.ruleValue, subject);
  if (value.kind === 'unknown') throw refused(rule, say.unknownVariable(value.name));
  if (value.text === undefined || value.text.trim() === '') return [{ field, kind, op: 'in', value: [] }];
  const text = value.text;
  switch (operator) {
    case 'in': {
      const items = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      return [{ field, kind, op: 'in', value: items.map((item) => typed(rule, field, kind, item)) }];
    }
    case 'eachContains':
      return text
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean)
        .map((word) => ({ field, kind, op: 'contains' as const, value: word }));
    case 'contains':
    case 'startsWith':
    case 'endsWith':
      return [{ field, kind, op: operator, value: text }];
    default:
      return [{ field, kind, op: operator, value: typed(rule, field, kind, text) }];
  }
}
