import type { CellRule, CellRuleContext } from '../../core/validation';
import type {
  GridCellRule,
  GridRuleEvent,
  GridRuleTarget,
  GridValidatorEvent,
  RuleCallback,
  RuleTrigger,
} from './grid-rule-types';
import type { GridColumn, GridRow } from './grid-types';
import { settleRule, type RuleOutcome } from './rule-verdicts';
import type { Timers } from './timers';

/**
 * How a `handler` wants to be called:
 * - `jeditable`: JeecgBoot 2's JEditableTable, `(type, value, row, column, callback, target)`:
 *   four or more declared parameters;
 * - `jvxe`: JVxeTable's `({ cellValue, row, column, rule }, callback, target)`: three declared
 *   parameters, or two with the first written as `{ ... }`;
 * - `value`: the grid's own `(value, context)`, answering by what it returns.
 * A `value` handler's context is callable too: one that calls it after all was written JVxeTable's
 * way (`(event, callback)`), and is run again so.
 */
export type HandlerForm = 'jeditable' | 'jvxe' | 'value';

// The first parameter written as an object pattern, in every way a function's source can start:
// `({`, `async ({`, `function name({`, `handler({` (minifiers keep the braces).
const OBJECT_FIRST_PARAMETER = /^[^(]*\(\s*\{/;
const forms = new WeakMap<object, HandlerForm>();

export function handlerForm(handler: (...args: never[]) => unknown): HandlerForm {
  let form = forms.get(handler);
  if (form === undefined) {
    if (handler.length >= 4) form = 'jeditable';
    else if (handler.length === 3) form = 'jvxe';
    else if (handler.length === 2 && OBJECT_FIRST_PARAMETER.test(Function.prototype.toString.call(handler)))
      form = 'jvxe';
    else form = 'value';
    forms.set(handler, form);
  }
  return form;
}

/** What a grid-wide check knows beside the cell: every row, the trigger, the clock. */
export interface RuleEnvironment {
  rows: readonly GridRow[];
  trigger: RuleTrigger;
  timers?: Timers;
}

function ruleTarget(rows: readonly GridRow[]): GridRuleTarget {
  const pick = (options?: { rowIds?: readonly string[] }) => {
    const ids = options?.rowIds && options.rowIds.length > 0 ? new Set(options.rowIds) : undefined;
    return (ids ? rows.filter((row) => ids.has(row.id)) : rows).map((row) => ({ ...row }));
  };
  return { getTableData: pick, getValuesSync: (options) => ({ error: 0, values: pick(options) }) };
}

function ruleEvent(value: unknown, row: GridRow, column: GridColumn, rule: GridCellRule): GridRuleEvent {
  return {
    cellValue: value,
    row,
    column: { ...column, params: column, field: column.key, property: column.key },
    rule,
  };
}

/** The context of a `value` handler, callable as a callback: calling it is how a mislabelled callback handler shows itself. */
function callableContext(context: CellRuleContext, callback: RuleCallback): CellRuleContext & RuleCallback {
  const callable: RuleCallback = (flag, message) => callback(flag, message);
  return Object.defineProperties(callable, Object.getOwnPropertyDescriptors(context)) as CellRuleContext & RuleCallback;
}

// A handler is called with the arguments of the form it was written in, which its declared
// parameters tell at run time and its (union) type cannot.
type AnyHandler = (...args: unknown[]) => unknown;

interface CustomCheck {
  rule: GridCellRule;
  column: GridColumn;
  value: unknown;
  row: GridRow;
  context: CellRuleContext;
  environment: RuleEnvironment;
}

function runHandler(handler: AnyHandler, form: HandlerForm, check: CustomCheck): Promise<RuleOutcome> {
  const { rule, column, value, row, context, environment } = check;
  const { timers } = environment;
  if (form === 'jeditable') {
    return settleRule(
      (callback) => handler(environment.trigger, value, row, column, callback, ruleTarget(environment.rows)),
      { waitsForCallback: true, timers },
    );
  }
  if (form === 'jvxe') {
    return settleRule(
      (callback) => handler(ruleEvent(value, row, column, rule), callback, ruleTarget(environment.rows)),
      { waitsForCallback: true, timers },
    );
  }
  let calledBack = false;
  return settleRule(
    (callback) =>
      handler(
        value,
        callableContext(context, (flag, message) => {
          calledBack = true;
          callback(flag, message);
        }),
      ),
    { waitsForCallback: false, timers },
  ).then((outcome) => (calledBack ? runHandler(handler, 'jvxe', check) : outcome));
}

function runValidator(validator: NonNullable<GridCellRule['validator']>, check: CustomCheck): Promise<RuleOutcome> {
  const { rule, column, value, row, environment } = check;
  const event: GridValidatorEvent = {
    ...rule,
    ...ruleEvent(value, row, column, rule),
    field: column.key,
    fullField: column.key,
  };
  // Ant Design's `(rule, value, callback)` answers through the callback; the others return.
  return settleRule((callback) => validator.call(rule, event, value, callback), {
    waitsForCallback: validator.length >= 3,
    timers: environment.timers,
  });
}

async function runCustom(check: CustomCheck): Promise<RuleOutcome> {
  const { handler, validator } = check.rule;
  if (handler) {
    const outcome = await runHandler(handler as AnyHandler, handlerForm(handler), check);
    if (outcome !== true) return outcome;
  }
  return validator ? runValidator(validator, check) : true;
}

/** Whether no rule has a `handler` or `validator`, so the core can check the rules as they are. */
function withoutCustomChecks(rules: readonly GridCellRule[]): rules is readonly CellRule[] {
  return !rules.some((rule) => rule.handler || rule.validator);
}

/**
 * A column's rules for the core check, with each `handler` and `validator` called the way it was
 * written (see HandlerForm) and answering as the core expects, never throwing: a throw or a
 * rejection fails the cell with its message.
 */
export function coreCellRules(
  rules: readonly GridCellRule[],
  column: GridColumn,
  environment: RuleEnvironment,
): readonly CellRule[] {
  if (withoutCustomChecks(rules)) return rules;
  return rules.map((rule) => {
    const { handler, validator, ...plain } = rule;
    if (!handler && !validator) return plain;
    return {
      ...plain,
      handler: (value: unknown, context: CellRuleContext) =>
        runCustom({ rule, column, value, row: (context.row ?? { id: '' }) as GridRow, context, environment }),
    };
  });
}
