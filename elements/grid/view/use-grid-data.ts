import { useImperativeHandle, useLayoutEffect, useMemo, useRef } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import { useConfirm, useNotice } from '../../core/ui';
import { updateRows } from '../model/grid-state';
import type { GridColumn, GridRow } from '../model/grid-types';
import { setRowValues } from '../model/row-state';
import { receivedValues } from '../model/table-sync';
import type { CellChange, EditableGridProps } from './editable-grid-props';
import { registerGridHandle } from './grid-handles';
import { useControlledSelection } from './use-controlled-selection';
import { useGridController } from './use-grid-controller';
import { useGridSort } from './use-grid-sort';
import { useGridStore } from './use-grid-store';
import { useListData } from './use-list-data';
import { useTableSync } from './use-table-sync';
import { useTreeGrid } from './use-tree-grid';

const NO_COLUMNS: readonly GridColumn[] = [];
const NO_ROWS: readonly GridRow[] = [];

/**
 * Where the grid's rows come from and what is decided about them: the given rows, a list url's
 * page or a tree's levels, into the grid's store; the live channel; the controller over the
 * store; a controlled selection.
 */
export function useGridData(props: EditableGridProps) {
  const gridRef = useRef<DataGridHandle>(null);
  const notice = useNotice();
  const confirm = useConfirm();
  const sort = useGridSort(props.sort, props.onSortChange);
  const list = useListData(props.rows || props.tree ? undefined : props.dataUrl, sort.sort);
  const tree = useTreeGrid(props.tree, props.rows);
  const givenRows = tree.enabled ? tree.rows : props.rows || !props.dataUrl ? props.rows : list.rows;
  const columns = props.columns ?? NO_COLUMNS;
  const columnKeys = useMemo(() => columns.map((column) => column.key), [columns]);
  const stored = useGridStore(givenRows ?? NO_ROWS, columnKeys, tree.levels);
  const { store } = stored;

  // The live channel: rows other pages changed come in, each user edit goes out.
  const sendEdited = useTableSync(
    props.socketKey,
    (row) =>
      store.update((state) =>
        updateRows(state, (rows) => setRowValues(rows, [{ rowKey: row.id, values: receivedValues(row, columnKeys) }])),
      ),
    (id) => store.getState().rowState.rows.find((row) => row.id === id),
  );
  const onCellChange = (change: CellChange) => {
    props.onCellChange?.(change);
    sendEdited(change.rowKey);
  };
  const grid = useGridController(props.socketKey ? { ...props, onCellChange } : props, stored, gridRef, {
    notice,
    confirm,
  });
  useControlledSelection(props.selectedRowKeys, { selected: grid.selected, replace: grid.replaceSelection });
  return { gridRef, sort, list, tree, grid };
}

/** The grid's ref and its element's methods: the controller's, and toggleSubForm. */
export function useGridHandleExposed(
  props: EditableGridProps,
  core: ReturnType<typeof useGridController>['handle'],
  toggleSubForm: (rowKey: string) => void,
  drawnIndexOf: (rowKey: string) => number,
  gridRef: React.RefObject<DataGridHandle | null>,
) {
  const handle = useMemo(
    () => ({
      ...core,
      toggleSubForm: (key: string) => {
        const rowIdx = drawnIndexOf(key);
        if (rowIdx >= 0) gridRef.current?.scrollToCell({ rowIdx });
        toggleSubForm(key);
      },
    }),
    [core, drawnIndexOf, gridRef, toggleSubForm],
  );
  useImperativeHandle(props.ref, () => handle, [handle]);
  const host = props.container?.host;
  useLayoutEffect(() => {
    if (host) registerGridHandle(host, handle);
  }, [host, handle]);
}
