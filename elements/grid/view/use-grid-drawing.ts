import { type RefObject, useCallback, useMemo } from 'react';
import type { GridColumn } from '../model/grid-types';
import type { DataColumnContext } from './data-column';
import type { EditableGridProps } from './editable-grid-props';
import { drawnCell } from './grid-keys';
import { holdFocusOnGrid } from './hold-focus';
import type { useGridData } from './use-grid-data';
import type { useGridFeatures } from './use-grid-features';
import { useGridColumns } from './use-grid-columns';
import { useGridForm } from './use-grid-form';
import { usePublish } from './use-grid-store';
import { drawnRowsChange } from './use-user-edits';

export interface DrawingInput {
  props: EditableGridProps;
  data: ReturnType<typeof useGridData>;
  features: ReturnType<typeof useGridFeatures>;
  dataColumns: readonly GridColumn[];
  statisticKeys: ReadonlySet<string>;
  frame: RefObject<HTMLDivElement | null>;
}

/**
 * What react-data-grid is given to draw: the columns (the features' leading ones, then the data
 * columns over the grid's errors and actions), the handling of its edits, and the grid as a form
 * control pointing at the drawn cells.
 */
export function useGridDrawing({ props, data, features, dataColumns, statisticKeys, frame }: DrawingInput) {
  const { grid, gridRef } = data;
  const { drawnTree, range, rowEdit, leading, columnIdxOf, drawnIndexOf, editableKeys } = features;
  const { disabled = false, moneyDecimals, slots, headerExtras, alwaysEdit = false, virtualized = true } = props;
  const { errors, setCellByUser, rowsNow, checkCell } = grid;
  const attachEditor = rowEdit.attach;
  const holdFocus = useCallback(() => holdFocusOnGrid(gridRef.current?.element), [gridRef]);

  const context = useMemo<DataColumnContext>(
    () => ({
      errors,
      disabled,
      setCell: setCellByUser,
      rows: rowsNow,
      moneyDecimals,
      slots,
      headerExtras,
      // Called 100 ms after an editor closed: the blur check.
      checkCell: (rowKey: string, columnKey: string) => void checkCell(rowKey, columnKey, undefined, 'blur'),
      visibleColumns: dataColumns.length,
      alwaysEdit,
      attachEditor,
      holdFocus,
    }),
    [
      alwaysEdit,
      attachEditor,
      checkCell,
      dataColumns.length,
      disabled,
      errors,
      headerExtras,
      holdFocus,
      moneyDecimals,
      rowsNow,
      setCellByUser,
      slots,
    ],
  );
  const columns = useGridColumns({
    leading,
    dataColumns,
    context,
    wrap: drawnTree.wrap,
    cellClass: range.cellClass,
    statisticKeys,
    virtualized,
  });
  const editableKeySet = useMemo(
    () => new Set(columns.filter((column) => column.editable === true).map((column) => column.key)),
    [columns],
  );
  usePublish(editableKeys, editableKeySet);
  const dataKeys = useMemo(() => new Set(dataColumns.map((column) => column.key)), [dataColumns]);
  const onRowsChange = useMemo(
    () => drawnRowsChange(grid.applyUserEdits, drawnTree.rows),
    [drawnTree.rows, grid.applyUserEdits],
  );

  useGridForm({
    formControl: props.formControl,
    host: props.container?.host,
    value: props.value,
    report: props.onFormValueChange,
    required: props.required ?? false,
    columns: grid.columns,
    moneyDecimals,
    store: grid.store,
    rowState: grid.state.rowState,
    given: grid.state.given,
    restart: grid.restart,
    frame,
    cellOf: (failure) => drawnCell(frame.current, drawnIndexOf(failure.rowKey), failure.columnKey),
    showFailures: (found) => {
      grid.replaceErrors(found);
      const first = found[0];
      if (first) {
        const idx = columnIdxOf(first.columnKey);
        gridRef.current?.scrollToCell({ rowIdx: drawnIndexOf(first.rowKey), idx: idx < 0 ? undefined : idx });
      }
    },
  });

  return { columns, dataKeys, onRowsChange };
}
