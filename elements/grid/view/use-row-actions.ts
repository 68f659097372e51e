import { type RefObject, useCallback, useState } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import { INSERT_ROW_THROTTLE_MS, createThrottle } from '../../core/validation';
import { removeRows as removeRowsFrom, selectRows, updateRows } from '../model/grid-state';
import type { GridColumn, GridRow } from '../model/grid-types';
import { blankRow, insertRowsAt, moveRowRenumbered } from '../model/row-state';
import { type ValuesList, valuesList } from '../model/rows-input';
import type { EditableGridProps } from './editable-grid-props';
import type { GridStore } from './use-grid-store';
import { rowSelectionDisabled } from '../model/select-all';

type LatestProps = Readonly<RefObject<EditableGridProps>>;

/** What changes the rows as a whole and the selection: inserting, removing, moving, selecting. */
export function useRowActions(
  store: GridStore,
  columns: readonly GridColumn[],
  latestProps: LatestProps,
  gridRef: RefObject<DataGridHandle | null>,
) {
  const [insertThrottle] = useState(() => createThrottle(INSERT_ROW_THROTTLE_MS));
  const rowsNow = useCallback(() => store.getState().rowState.rows, [store]);

  const insertRows = useCallback(
    (values: ValuesList, index: number, scrollToBottom = false) => {
      const added = valuesList(values, 1).map((rowValues) => blankRow(columns, rowValues));
      const at = Math.max(0, Math.min(index, rowsNow().length));
      store.update((state) => updateRows(state, (previous) => insertRowsAt(previous, added, at)));
      const lastIndex = rowsNow().length - 1;
      // After the next paint, when react-data-grid knows the new rows.
      if (scrollToBottom) requestAnimationFrame(() => gridRef.current?.scrollToCell({ rowIdx: lastIndex }));
      return { added, at };
    },
    [columns, gridRef, rowsNow, store],
  );

  const removeRows = useCallback(
    (ids: ReadonlySet<string>) => {
      const gone = rowsNow().filter((row) => ids.has(row.id));
      store.update((state) => removeRowsFrom(state, ids));
      return gone;
    },
    [rowsNow, store],
  );

  const move = useCallback(
    (from: number, to: number) => {
      const { dragSort, dragSortKey = 'orderNum' } = latestProps.current;
      const before = store.getState();
      const field = dragSort ? dragSortKey : undefined;
      return store.update((state) => updateRows(state, (rows) => moveRowRenumbered(rows, from, to, field))) !== before;
    },
    [latestProps, store],
  );

  const moveByUser = useCallback(
    (from: number, to: number) => {
      if (move(from, to)) latestProps.current.onRowsMoved?.({ from, to, tableData: [...rowsNow()] });
    },
    [latestProps, move, rowsNow],
  );

  /** 向下插入一行: clicks are throttled to one per 1500 ms; the extra ones are dropped. */
  const insertBelowByUser = useCallback(
    (rowIdx: number) => {
      if (!insertThrottle.accept(Date.now())) return;
      const { added, at } = insertRows(undefined, rowIdx + 1);
      latestProps.current.onRowsAdded?.({ rows: added, index: at });
    },
    [insertRows, insertThrottle, latestProps],
  );

  const selectable = useCallback(
    (row: GridRow) => !rowSelectionDisabled(row, latestProps.current.disabledRows),
    [latestProps],
  );

  const reportSelection = useCallback(
    (ids: ReadonlySet<string>) => {
      const selectedRows = rowsNow().filter((row) => ids.has(row.id));
      latestProps.current.onSelectionChange?.({ selectedRowIds: selectedRows.map((row) => row.id), selectedRows });
    },
    [latestProps, rowsNow],
  );

  const replaceSelection = useCallback(
    (ids: ReadonlySet<string>) => store.update((state) => selectRows(state, ids)),
    [store],
  );

  const selectByUser = useCallback(
    (ids: ReadonlySet<string>) => {
      replaceSelection(ids);
      reportSelection(ids);
    },
    [reportSelection, replaceSelection],
  );

  return {
    insertRows,
    removeRows,
    move,
    moveByUser,
    insertBelowByUser,
    selectable,
    reportSelection,
    replaceSelection,
    selectByUser,
  };
}
