import type { CellRule, CellRuleHandler } from '../../core/validation';
import type { GridColumn, GridRow } from './grid-types';

/**
 * When a cell's rules run: under the open editor as it is typed, when a value is stored, when an
 * editor closes, and for the whole grid (`validate()`, 保存, the form). JeecgBoot 2's
 * JEditableTable handlers are told which (their `type`).
 */
export type RuleTrigger = 'input' | 'change' | 'blur' | 'getValues';

/**
 * The callback of a handler written JeecgBoot's or Ant Design's way. Nothing, `null` or `true`
 * passes; `false` fails with `message` or else the rule's message; an Error or a text fails with
 * that message. Only its first call counts.
 */
export type RuleCallback = (flag?: unknown, message?: string) => void;

/** The table as JeecgBoot handlers see it (their `target`): the grid's rows, read only. */
export interface GridRuleTarget {
  /** The rows (only those with these ids when given). */
  getTableData(options?: { rowIds?: readonly string[] }): GridRow[];
  /** JEditableTable's name for the same rows: `{ error: 0, values }`. */
  getValuesSync(options?: { rowIds?: readonly string[] }): { error: number; values: GridRow[] };
}

/** The column as JVxeTable hands it to a handler: vxe-table's column, the schema in `params`. */
export type GridRuleColumn = GridColumn & { params: GridColumn; field: string; property: string };

/** The first argument of a handler written JVxeTable's way: `handler({ cellValue, row, column, rule }, callback, target)`. */
export interface GridRuleEvent {
  cellValue: unknown;
  row: GridRow;
  column: GridRuleColumn;
  rule: GridCellRule;
}

/**
 * The first argument of a `validator`: at once vxe-table's `{ cellValue, row, column, rule }` and
 * Ant Design's rule (the rule's own fields, `field` the column key).
 */
export type GridValidatorEvent = GridCellRule & GridRuleEvent & { field: string; fullField: string };

/** What a `validator` may return or resolve: as a handler's verdict, and an Error fails with its message. */
// biome-ignore lint/suspicious/noConfusingVoidType: a host's validator that returns nothing (void) passes, and must type-check as one.
export type ValidatorVerdict = boolean | string | Error | null | void;

/**
 * A `handler` in the grid's own form, `(value, context)`: it answers by what it returns (nothing,
 * `true` or `''` pass, `false` fails with the rule's message, a text fails with that text).
 */
export type GridValueHandler = CellRuleHandler;

// The JeecgBoot forms below each carry their call twice, the second time generic. The two are the
// same call; the pair only keeps TypeScript from offering these parameter types to a handler
// written without annotations, which it would do by giving it none at all (a union of differing
// signatures types no parameter): so `handler: (value, context) => ...` keeps the grid's own types,
// and a JeecgBoot handler names its parameters' types, e.g. `({ cellValue }: GridRuleEvent, callback: RuleCallback)`.

/** A `handler` written JVxeTable's way, `({ cellValue, row, column, rule }, callback, target)`: it answers through `callback`. */
export interface JVxeRuleHandler {
  (event: GridRuleEvent, callback: RuleCallback, target: GridRuleTarget): unknown;
  <_Unused>(event: GridRuleEvent, callback: RuleCallback, target: GridRuleTarget): unknown;
}

/**
 * A `handler` written JeecgBoot 2's JEditableTable way, `(type, value, row, column, callback, target)`,
 * `type` being when it runs: it answers through `callback`.
 */
export interface JEditableRuleHandler {
  (
    type: RuleTrigger,
    value: unknown,
    row: GridRow,
    column: GridColumn,
    callback: RuleCallback,
    target: GridRuleTarget,
  ): unknown;
  <_Unused>(
    type: RuleTrigger,
    value: unknown,
    row: GridRow,
    column: GridColumn,
    callback: RuleCallback,
    target: GridRuleTarget,
  ): unknown;
}

/** Every form a `handler` may be written in; `rule-forms.ts` tells them apart by their declared parameters. */
export type GridRuleHandler = GridValueHandler | JVxeRuleHandler | JEditableRuleHandler;

/**
 * One entry of a column's `validateRules`, as JeecgBoot column schemas declare them. `handler`
 * takes the grid's own form `(value, context)` and, as written in JeecgBoot, JVxeTable's
 * `({ cellValue, row, column, rule }, callback, target)` and JEditableTable's
 * `(type, value, row, column, callback, target)`. `validator` is vxe-table's and Ant Design's.
 */
export interface GridCellRule extends Omit<CellRule, 'handler'> {
  handler?: GridRuleHandler;
  /**
   * vxe-table `validator({ cellValue, row, column, rule })` returning an Error or a promise, Ant
   * Design `validator(rule, value)` returning a promise, or `validator(rule, value, callback)`.
   * A rejection fails with its message. Checked after `handler`.
   */
  validator?(event: GridValidatorEvent, value: unknown, callback: RuleCallback): ValidatorVerdict | Promise<unknown>;
}
