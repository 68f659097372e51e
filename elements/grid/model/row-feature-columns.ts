import type { GridColumn, GridColumnType } from './grid-types';

/**
 * Column types that are no data but a feature of every row (widgets spec 3.1): JeecgBoot's
 * schemas declare the row number, the selection box or radio and the drag handle among the
 * columns, where this grid has props for them.
 */
const ROW_FEATURE_TYPES: ReadonlySet<GridColumnType | undefined> = new Set<GridColumnType>([
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-drag-sort',
]);

export interface RowFeatures {
  rowNumber?: boolean;
  rowSelection?: boolean;
  rowSelectionType?: 'checkbox' | 'radio';
  dragSort?: boolean;
}

/**
 * The data columns and the row features asked for by columns or by props. Columns without a
 * row-feature type come back as the same array, so nothing downstream sees a change.
 */
export function splitRowFeatureColumns(
  columns: readonly GridColumn[],
  given: RowFeatures,
): RowFeatures & { columns: readonly GridColumn[] } {
  const types = new Set(columns.map((column) => column.type).filter((type) => ROW_FEATURE_TYPES.has(type)));
  if (types.size === 0) return { ...given, columns };
  const selectionColumn = types.has('row-checkbox') ? 'checkbox' : types.has('row-radio') ? 'radio' : undefined;
  return {
    columns: columns.filter((column) => !ROW_FEATURE_TYPES.has(column.type)),
    rowNumber: Boolean(given.rowNumber) || types.has('row-number'),
    rowSelection: Boolean(given.rowSelection) || selectionColumn !== undefined,
    rowSelectionType: given.rowSelectionType ?? selectionColumn,
    dragSort: Boolean(given.dragSort) || types.has('row-drag-sort'),
  };
}
