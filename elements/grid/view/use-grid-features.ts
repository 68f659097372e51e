import { type RefObject, useCallback, useMemo } from 'react';
import type { CellMouseArgs, CellMouseEvent } from 'react-data-grid';
import { toggleExpanded } from '../model/grid-state';
import type { GridColumn, GridRow } from '../model/grid-types';
import type { StatisticsRow } from '../model/statistics';
import type { EditableGridProps } from './editable-grid-props';
import { rowNumberColumn } from './fixed-columns';
import { gridKeyDown } from './grid-keys';
import { useClipboard } from './use-clipboard';
import type { useGridData } from './use-grid-data';
import { usePublished, useValueStore } from './use-grid-store';
import { useDragSort } from './use-drag-sort';
import { useRangeSelection } from './use-range-selection';
import { useRowEdit } from './use-row-edit';
import { useRowExpand } from './use-row-expand';
import { useRowMenu } from './use-row-menu';
import { useSelectionFeature } from './use-selection-feature';
import { useSubForm } from './use-sub-form';
import { useDrawnTree } from './use-tree-grid';

const NO_KEYS: ReadonlySet<string> = new Set();

export interface FeatureInput {
  props: EditableGridProps;
  data: ReturnType<typeof useGridData>;
  dataColumns: readonly GridColumn[];
  withStatistics: boolean;
  frame: RefObject<HTMLDivElement | null>;
}

/**
 * The grid's features over its state, each adding its leading columns, its props of
 * react-data-grid or its handlers: the tree, row selection, row numbers, drag sort, row expand,
 * the copy range and clipboard, the row edit, the row menu and the sub-form.
 */
export function useGridFeatures({ props, data, dataColumns, withStatistics, frame }: FeatureInput) {
  const { grid, tree, gridRef } = data;
  const { store } = grid;
  const disabled = props.disabled ?? false;
  const drawnTree = useDrawnTree(tree, grid, dataColumns[0]?.key);
  const drawnTreeRows = usePublished(drawnTree.rows);
  const treeEnabled = tree.enabled;
  // Range copy, paste and the sub-form count rows as drawn (a tree hides collapsed branches).
  const drawnRows = useCallback(
    () => (treeEnabled ? drawnTreeRows.getState() : store.getState().rowState.rows),
    [drawnTreeRows, store, treeEnabled],
  );
  const drawnIndexOf = useCallback((key: string) => drawnRows().findIndex((row) => row.id === key), [drawnRows]);

  const selectionMode = props.rowSelection ? (props.rowSelectionType ?? 'checkbox') : undefined;
  const selection = useSelectionFeature({
    mode: selectionMode,
    withStatistics,
    rows: drawnTree.rows,
    selected: grid.selected,
    selectable: grid.selectable,
    isPlaceholder: drawnTree.isPlaceholder,
    selectByUser: grid.selectByUser,
    rowLabel: props.rowLabel,
  });
  const dragSortOn = Boolean(props.dragSort) && !disabled && !treeEnabled;
  const dragSort = useDragSort(dragSortOn, withStatistics, grid.moveByUser, grid.insertBelowByUser);
  const toggleRowExpanded = useCallback(
    (id: string) => void store.update((state) => toggleExpanded(state, id)),
    [store],
  );
  const rowExpand = useRowExpand(grid.columns, drawnTree.rows, withStatistics, props.slots, {
    expanded: grid.state.expanded,
    toggle: toggleRowExpanded,
  });
  const leading = useMemo(
    () => [
      ...selection.columns,
      ...(props.rowNumber ? [rowNumberColumn] : []),
      ...dragSort.columns,
      ...(rowExpand.column ? [rowExpand.column] : []),
    ],
    [dragSort.columns, props.rowNumber, rowExpand.column, selection.columns],
  );

  /** Where a data column is drawn: after the leading columns. */
  const columnIdxOf = useCallback(
    (columnKey: string) => {
      const index = dataColumns.findIndex((column) => column.key === columnKey);
      return index < 0 ? -1 : leading.length + index;
    },
    [dataColumns, leading.length],
  );
  const scrollToCell = useCallback(
    (rowIdx: number, columnKey: string) => gridRef.current?.scrollToCell({ rowIdx, idx: columnIdxOf(columnKey) }),
    [columnIdxOf, gridRef],
  );

  const clipboard = useClipboard(dataColumns, drawnRows, grid.applyUserEdits, disabled);
  const range = useRangeSelection(dataColumns, drawnRows, scrollToCell, {
    onCellKeyDown: gridKeyDown,
    onCellCopy: clipboard.onCellCopy,
  });
  /** The keys of the columns react-data-grid edits, published once the columns are drawn. */
  const editableKeys = useValueStore(NO_KEYS);
  const isEditable = useCallback((columnKey: string) => editableKeys.getState().has(columnKey), [editableKeys]);
  const rowEdit = useRowEdit(frame, isEditable);
  const rangeMouseDown = range.gridProps.onCellMouseDown;
  const onCellMouseDown = useCallback(
    (args: CellMouseArgs<GridRow, StatisticsRow>, event: CellMouseEvent) => {
      rowEdit.onCellMouseDown(args, event);
      if (!event.isGridDefaultPrevented()) rangeMouseDown(args, event);
    },
    [rangeMouseDown, rowEdit],
  );
  const rowMenu = useRowMenu(props.rowMenuItems, props.onRowMenuSelect, drawnTree.isPlaceholder);
  const { onSubFormToggle } = props;
  const isDataColumn = useCallback(
    (columnKey: string) => dataColumns.some((column) => column.key === columnKey),
    [dataColumns],
  );
  const subForm = useSubForm(Boolean(props.renderSubForm), isDataColumn, drawnIndexOf, (key) =>
    onSubFormToggle?.({ rowKey: key, row: store.getState().rowState.rows.find((row) => row.id === key) ?? null }),
  );

  return {
    drawnTree,
    drawnIndexOf,
    leading,
    columnIdxOf,
    editableKeys,
    range,
    rowEdit,
    rowExpand,
    selection,
    gridProps: {
      ...range.gridProps,
      ...selection.gridProps,
      onCellMouseDown,
      onCellClick: subForm.onCellClick,
      onCellContextMenu: rowMenu.onCellContextMenu,
      onCellPaste: clipboard.onCellPaste,
      rowHeight: rowExpand.rowHeight,
      rowClass: rowExpand.rowClass,
    },
    renderRow: dragSort.renderRow,
    rowMenu,
    subForm,
  };
}
