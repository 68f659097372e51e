import type { GridRow } from './grid-types';

/** What the header's select-all box shows. */
export interface SelectAllState {
  checked: boolean;
  indeterminate: boolean;
}

/**
 * The select-all box as Ant Design and vxe-table draw it: counted over the rows that can be
 * selected, so rows listed as disabled neither keep it from being ticked nor make it
 * indeterminate. Ticked when every such row is selected, indeterminate when only some are.
 */
export function selectAllState(
  rows: readonly GridRow[],
  selected: ReadonlySet<string>,
  selectable: (row: GridRow) => boolean,
): SelectAllState {
  let some = false;
  let missing = false;
  for (const row of rows) {
    if (!selectable(row)) continue;
    if (selected.has(row.id)) some = true;
    else missing = true;
    if (some && missing) return { checked: false, indeterminate: true };
  }
  return { checked: some && !missing, indeterminate: false };
}

/** Whether a row matches every field of JeecgBoot's `disabledRows` (and so cannot be selected). */
export function rowSelectionDisabled(row: GridRow, disabledRows: Record<string, unknown> | undefined): boolean {
  if (!disabledRows) return false;
  const fields = Object.entries(disabledRows);
  return fields.length > 0 && fields.every(([key, value]) => row[key] === value);
}
