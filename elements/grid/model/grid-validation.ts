import { isEmptyValue, validateCell, type CellRuleContext, type MoneyDecimals } from '../../core/validation';
import type { RuleTrigger } from './grid-rule-types';
import type { GridColumn, GridRow } from './grid-types';
import { coreCellRules } from './rule-forms';
import type { Timers } from './timers';
import { hasUniqueRule } from './unique-peers';

/**
 * Verdicts kept by row object. Rows are never changed in place (an edit makes a new row), so a
 * row met again has the verdicts it had and its custom checks (server calls, maybe) need not run
 * again. A column with 'only' depends on the other rows and is never kept.
 */
export type CellVerdictCache = WeakMap<GridRow, Map<string, string | undefined>>;

/** When the rules run (handlers written JEditableTable's way are told), the clock of callback timeouts, and verdicts to reuse. */
export interface RuleRunOptions {
  trigger?: RuleTrigger;
  timers?: Timers;
  cache?: CellVerdictCache;
}

/** A failing cell: where it is and the first failing rule's message. */
export interface CellError {
  rowKey: string;
  columnKey: string;
  message: string;
}

/**
 * The rule context of one cell. The other rows' values are gathered only if a rule reads them
 * (a custom handler may): a whole-grid check must not copy the column once per row.
 */
function cellContext(
  rows: readonly GridRow[],
  row: GridRow,
  column: GridColumn,
  moneyDecimals?: MoneyDecimals,
  isDuplicate?: (value: unknown) => boolean,
): CellRuleContext {
  let peers: unknown[] | undefined;
  return {
    column: { ...column },
    row,
    moneyDecimals,
    isDuplicate,
    get otherValues() {
      peers ??= rows.filter((other) => other.id !== row.id).map((other) => other[column.key]);
      return peers;
    },
  };
}

/** Validates one cell against its column's rules (on a user's change unless told); 'only' compares with the other rows. */
export async function validateGridCell(
  rows: readonly GridRow[],
  row: GridRow,
  column: GridColumn,
  moneyDecimals?: MoneyDecimals,
  options: RuleRunOptions = {},
): Promise<string | undefined> {
  const rules = column.validateRules ?? [];
  if (rules.length === 0) return undefined;
  const { trigger = 'change', timers } = options;
  return validateCell(
    row[column.key],
    coreCellRules(rules, column, { rows, trigger, timers }),
    cellContext(rows, row, column, moneyDecimals),
  );
}

/** How many rows hold each non-empty value of a column, compared as text as 'only' compares. */
function valueCounts(rows: readonly GridRow[], key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[key];
    if (isEmptyValue(value)) continue;
    const text = String(value);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return counts;
}

/** Every failing cell of the grid, in row then column order. */
export async function validateRows(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
  moneyDecimals?: MoneyDecimals,
  options: RuleRunOptions = {},
): Promise<CellError[]> {
  const errors: CellError[] = [];
  const ruled = columns.filter((column) => (column.validateRules ?? []).length > 0);
  const environment = { rows, trigger: options.trigger ?? 'getValues', timers: options.timers };
  const rulesOf = new Map(
    ruled.map((column) => [column.key, coreCellRules(column.validateRules ?? [], column, environment)]),
  );
  // 'only' from one count of each column's values: a value held twice is a duplicate in both rows.
  const duplicates = new Map(
    ruled
      .filter((column) => hasUniqueRule(column.validateRules))
      .map((column) => {
        const counts = valueCounts(rows, column.key);
        return [column.key, (value: unknown) => (counts.get(String(value)) ?? 0) > 1] as const;
      }),
  );
  const { cache } = options;
  for (const row of rows) {
    for (const column of ruled) {
      const kept = cache && !duplicates.has(column.key) ? cache.get(row) : undefined;
      let message: string | undefined;
      if (kept?.has(column.key)) message = kept.get(column.key);
      else {
        const context = cellContext(rows, row, column, moneyDecimals, duplicates.get(column.key));
        message = await validateCell(row[column.key], rulesOf.get(column.key) ?? [], context);
        if (cache && !duplicates.has(column.key))
          cache.set(row, (cache.get(row) ?? new Map()).set(column.key, message));
      }
      if (message !== undefined) errors.push({ rowKey: row.id, columnKey: column.key, message });
    }
  }
  return errors;
}
