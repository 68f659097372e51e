import '../i18n/catalogues/validation';
import { t, type MessageKey } from '../i18n';
import {
  CELL_RULE_CODES,
  DEFAULT_MONEY_DECIMALS,
  isCellRuleCode,
  moneyPattern,
  type CellRuleCode,
  type MoneyDecimals,
} from './cell-rules';
import { isEmptyValue, matchesPattern } from './rule';

export interface CellRuleContext {
  /** The column: `title` fills default messages, any of its props fills `${prop}` in a rule's own message. */
  column?: { title?: string } & Record<string, unknown>;
  row?: Record<string, unknown>;
  /** The same column's values in the other rows, for the 'only' (unique) rule. */
  otherValues?: readonly unknown[];
  /**
   * Whether another row holds this value (as text): given by a caller that checks a whole
   * column at once, so 'only' need not scan the other rows for every cell.
   */
  isDuplicate?: (value: unknown) => boolean;
  moneyDecimals?: MoneyDecimals;
}

/** A custom check: `true` or nothing passes, `false` fails with the rule's message, text fails with that text. */
export type CellRuleHandler = (
  value: unknown,
  context: CellRuleContext,
  // biome-ignore lint/suspicious/noConfusingVoidType: a host's validator that returns nothing (typed void) must fit.
) => boolean | string | void | Promise<boolean | string | void>;

/** One entry of a column's `validateRules`, as JeecgBoot column schemas declare them. */
export interface CellRule {
  /** The same as pattern '*'. */
  required?: boolean;
  /** A rule code ('*', 'n6-16', 'money', 'only', ...), or a custom regex (a RegExp or its source). */
  pattern?: CellRuleCode | RegExp | string;
  /** The same as pattern 'only'. */
  unique?: boolean;
  handler?: CellRuleHandler;
  message?: string;
}

type Check = { fails: (value: unknown, context: CellRuleContext) => Promise<boolean | string>; defaultKey: MessageKey };

const required: Check = { fails: async (value) => isEmptyValue(value), defaultKey: 'validation.cell.required' };

const unique: Check = {
  // An empty cell is never a duplicate; the comparison is by text, so 1 and '1' are the same value.
  // The other values are read only without isDuplicate: a caller may gather them on demand.
  fails: async (value, context) =>
    !isEmptyValue(value) &&
    (context.isDuplicate
      ? context.isDuplicate(value)
      : (context.otherValues ?? []).some((other) => !isEmptyValue(other) && String(other) === String(value))),
  defaultKey: 'validation.cell.unique',
};

function patternCheck(pattern: RegExp | ((context: CellRuleContext) => RegExp), defaultKey: MessageKey): Check {
  return {
    fails: async (value, context) =>
      !isEmptyValue(value) && !matchesPattern(typeof pattern === 'function' ? pattern(context) : pattern, value),
    defaultKey,
  };
}

function handlerCheck(handler: CellRuleHandler): Check {
  return {
    fails: async (value, context) => {
      const verdict = await handler(value, context);
      if (typeof verdict === 'string') return verdict === '' ? true : verdict;
      return verdict === false;
    },
    defaultKey: 'validation.cell.invalid',
  };
}

function codeCheck(code: CellRuleCode): Check {
  if (code === '*') return required;
  if (code === 'only') return unique;
  if (code === 'money') {
    return patternCheck(
      ({ moneyDecimals = DEFAULT_MONEY_DECIMALS }) => moneyPattern(moneyDecimals),
      'validation.cell.money',
    );
  }
  const { pattern, message } = CELL_RULE_CODES[code];
  return patternCheck(pattern, message);
}

function patternOf(pattern: CellRule['pattern']): Check | undefined {
  if (pattern instanceof RegExp) return patternCheck(pattern, 'validation.cell.invalid');
  if (typeof pattern !== 'string' || pattern === '') return undefined;
  return isCellRuleCode(pattern) ? codeCheck(pattern) : patternCheck(new RegExp(pattern), 'validation.cell.invalid');
}

/** A rule may combine flags; they are checked required first, then pattern, unique and handler. */
function checksOf(rule: CellRule): Check[] {
  const checks: Check[] = [];
  if (rule.required) checks.push(required);
  const pattern = patternOf(rule.pattern);
  if (pattern) checks.push(pattern);
  if (rule.unique && pattern !== unique) checks.push(unique);
  if (rule.handler) checks.push(handlerCheck(rule.handler));
  return checks;
}

/** Fills `${title}` (or any `${prop}`) from the column, as JeecgBoot column messages are written. */
function fillColumnProps(message: string, column: CellRuleContext['column']): string {
  return message.replace(/\$\{(\w+)\}/g, (whole, prop: string) => {
    const filled = column?.[prop];
    return filled === undefined || filled === null ? whole : String(filled);
  });
}

function messageOf(rule: CellRule, check: Check, context: CellRuleContext): string {
  if (rule.message) return fillColumnProps(rule.message, context.column);
  return t(check.defaultKey, { title: context.column?.title ?? '' }).trim();
}

/** The first failing rule gives its message; `undefined` when the cell is valid. */
export async function validateCell(
  value: unknown,
  rules: readonly CellRule[],
  context: CellRuleContext = {},
): Promise<string | undefined> {
  for (const rule of rules) {
    for (const check of checksOf(rule)) {
      const failure = await check.fails(value, context);
      if (failure === false) continue;
      return typeof failure === 'string' ? fillColumnProps(failure, context.column) : messageOf(rule, check, context);
    }
  }
  return undefined;
}
