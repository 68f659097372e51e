import { validateTogether, ValidationRejected } from '../../core/validation';
import type { GridData } from './grid-types';
import type { CellError } from './grid-validation';

/** A grid to check: the React ref's handle or a `<farm-grid>` element (both have these methods). */
export interface ValidatableGrid {
  validate(): Promise<CellError[]>;
  getAll(): GridData;
}

/** A sub-table and the key of the tab that holds it. */
export interface TabbedGrid {
  tabKey: string;
  /** Null while its tab was never drawn: give the tabs `forceRender` so every table can be checked. */
  grid: ValidatableGrid | null | undefined;
}

/** Why a sub-table failed: its tab and its failing cells. */
export class TableInvalid extends Error {
  constructor(
    readonly tabKey: string,
    readonly errors: readonly CellError[],
  ) {
    super(errors[0]?.message ?? `farm-grid: the table of tab ${tabKey} is not rendered, so it cannot be validated`);
    this.name = 'TableInvalid';
  }
}

export interface ValidateAllOptions<F> {
  /** The form's own check: resolves with its values, rejects when invalid. */
  form?: () => Promise<F>;
  tables: readonly TabbedGrid[];
  /** Shows a tab; called with the tab of the first failing table. */
  activateTab?: (tabKey: string) => void;
}

export interface ValidatedAll<F> {
  form: F | undefined;
  /** Each table's `{ tableData, deleteData }` by tab key. */
  tables: Record<string, GridData>;
}

async function checkTable({ tabKey, grid }: TabbedGrid): Promise<GridData> {
  if (!grid) throw new TableInvalid(tabKey, []);
  const errors = await grid.validate();
  if (errors.length > 0) throw new TableInvalid(tabKey, errors);
  return grid.getAll();
}

/**
 * Widgets spec 2.1: the form and every sub-table are validated together before saving (each
 * table marks its own failing cells); if a table fails, the tab holding the first failing one
 * is activated. Rejects with core's `ValidationRejected`, whose failures are the form's reason
 * and `TableInvalid`s, in the order given (form first).
 */
export async function validateAll<F>({ form, tables, activateTab }: ValidateAllOptions<F>): Promise<ValidatedAll<F>> {
  const formCheck = form ? form() : Promise.resolve(undefined);
  try {
    const [formValues, ...tableData] = await validateTogether<unknown>([formCheck, ...tables.map(checkTable)]);
    return {
      form: formValues as F | undefined,
      tables: Object.fromEntries(tables.map((table, index) => [table.tabKey, tableData[index] as GridData])),
    };
  } catch (error) {
    if (error instanceof ValidationRejected) {
      const failedTable = error.failures
        .map((failure) => failure.reason)
        .find((reason) => reason instanceof TableInvalid);
      if (failedTable) activateTab?.(failedTable.tabKey);
    }
    throw error;
  }
}
