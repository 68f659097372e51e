import { useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import {
  DataGrid,
  type CellKeyDownArgs,
  type CellKeyboardEvent,
  type CellMouseArgs,
  type CellMouseEvent,
  type Column,
  type DataGridHandle,
} from 'react-data-grid';
import { useTranslation } from '../../core/i18n';
import { DeferredNoticeProvider, Empty, useConfirm, useNotice } from '../../core/ui';
import { DEFAULT_MAX_HEIGHT, ROW_HEIGHT, SIZE_CONTROL_HEIGHT } from '../model/grid-constants';
import type { GridColumn, GridRow } from '../model/grid-types';
import { splitRowFeatureColumns } from '../model/row-feature-columns';
import type { RowState } from '../model/row-state';
import { selectAllState } from '../model/select-all';
import { receivedValues } from '../model/table-sync';
import { footerRows, statisticColumnKeys, type StatisticsRow } from '../model/statistics';
import { handledByEditor } from '../cells/editor-handled-keys';
import { dataCellRenderer, dataColumn } from './data-column';
import type { CellChange, EditableGridHandle, EditableGridProps } from './editable-grid-props';
import { renderStatisticLabel, rowCheckboxColumn, rowNumberColumn, rowRadioColumn } from './fixed-columns';
import { gridHeight } from './grid-height';
import { LazyPagination } from './lazy-pagination';
import { GridToolbar } from './grid-toolbar';
import { gridClass } from './grid-sheet';
import { registerGridHandle } from './grid-handles';
import { dragSortColumn } from './drag-sort-column';
import { useClipboard } from './use-clipboard';
import { useDragSort } from './use-drag-sort';
import { useGridController } from './use-grid-controller';
import { useGridForm } from './use-grid-form';
import { useGridSheets } from './use-grid-sheets';
import { useGridSort } from './use-grid-sort';
import { useControlledSelection } from './use-controlled-selection';
import { useListData } from './use-list-data';
import { useRowExpand } from './use-row-expand';
import { useRowMenu } from './use-row-menu';
import { useRangeSelection } from './use-range-selection';
import { useRowEdit } from './use-row-edit';
import { SubFormPopover } from './sub-form-popover';
import { useSubForm } from './use-sub-form';
import { useTableSync } from './use-table-sync';
import { useDrawnTree, useTreeGrid } from './use-tree-grid';

const rowKey = (row: GridRow) => row.id;
const NO_COLUMNS: readonly GridColumn[] = [];

/** The cell of a column in the row drawn at `rowIdx`, if it is drawn (aria-rowindex counts the header row as 1). */
function drawnCell(frame: HTMLElement | null, rowIdx: number, columnKey: string): HTMLElement | undefined {
  if (!frame || rowIdx < 0) return undefined;
  const row = frame.querySelector(`.rdg-row[aria-rowindex="${rowIdx + 2}"]`);
  return (
    row?.querySelector(`[data-column="${CSS.escape(columnKey)}"]`)?.closest<HTMLElement>('[role="gridcell"]') ??
    undefined
  );
}

/**
 * The grid's keys beside react-data-grid's: F2 opens the active cell's editor, as in spreadsheets
 * (react-data-grid reserves F-keys); a key the open editor acted on itself is not acted on again.
 */
function gridKeyDown(args: CellKeyDownArgs<GridRow, StatisticsRow>, event: CellKeyboardEvent): void {
  if (args.mode === 'EDIT' && handledByEditor(event.nativeEvent)) {
    event.preventGridDefault();
    return;
  }
  if (args.mode !== 'ACTIVE' || event.key !== 'F2' || !args.column) return;
  event.preventGridDefault();
  args.setActivePosition({ idx: args.column.idx, rowIdx: args.rowIdx }, { enableEditor: true });
}

function GridView(props: EditableGridProps): ReactElement {
  useTranslation();
  const gridRef = useRef<DataGridHandle>(null);
  const notice = useNotice();
  const confirm = useConfirm();
  const sort = useGridSort(props.sort, props.onSortChange);
  const list = useListData(props.rows || props.tree ? undefined : props.dataUrl, sort.sort);
  const tree = useTreeGrid(props.tree, props.rows);
  const source = tree.enabled
    ? { ...props, rows: tree.rows }
    : props.rows || !props.dataUrl
      ? props
      : { ...props, rows: list.rows };
  // The live channel (created below, once the rows exist) learns of each user edit through here.
  const sendEdited = useRef<(rowKey: string) => void>(() => undefined);
  const onCellChange = (change: CellChange) => {
    source.onCellChange?.(change);
    sendEdited.current(change.rowKey);
  };
  const synced = props.socketKey ? { ...source, onCellChange } : source;
  const grid = useGridController(synced, gridRef, { notice, confirm });
  useControlledSelection(props.selectedRowKeys, grid.selection);
  sendEdited.current = useTableSync(
    props.socketKey,
    (row) =>
      grid.handle.setValues([
        {
          rowKey: row.id,
          values: receivedValues(
            row,
            grid.columns.map((column) => column.key),
          ),
        },
      ]),
    (id) => grid.current.current.rows.find((row) => row.id === id),
  );
  const [collapsed, setCollapsed] = useState(false);
  const { size = 'medium', maxHeight = DEFAULT_MAX_HEIGHT, disabled = false, rowSelection = false } = props;
  const selectionMode = rowSelection ? (props.rowSelectionType ?? 'checkbox') : undefined;

  // row-expand is not a data column: it is drawn as a fixed column by useRowExpand.
  const dataColumns = useMemo(
    () => grid.columns.filter((column) => column.type !== 'hidden' && column.type !== 'row-expand'),
    [grid.columns],
  );
  const drawnTree = useDrawnTree(tree, grid.rows, dataColumns[0]?.key, grid.update);
  grid.drawnRows.current = drawnTree.rows;
  // Range copy, paste and the sub-form count rows as drawn (a tree hides collapsed branches).
  const treeState = useRef<RowState>({ rows: drawnTree.rows, removed: [] });
  treeState.current = { rows: drawnTree.rows, removed: [] };
  const drawnState = tree.enabled ? treeState : grid.current;
  const drawnIndexOf = (key: string) => drawnState.current.rows.findIndex((row) => row.id === key);
  const subForm = useSubForm(
    Boolean(props.renderSubForm),
    (columnKey) => dataColumns.some((column) => column.key === columnKey),
    drawnIndexOf,
    (key) =>
      props.onSubFormToggle?.({ rowKey: key, row: grid.current.current.rows.find((row) => row.id === key) ?? null }),
  );
  const { toggle: toggleSubForm } = subForm;
  const handle = useMemo<EditableGridHandle>(
    () => ({
      ...grid.handle,
      toggleSubForm: (key) => {
        const rowIdx = drawnState.current.rows.findIndex((row) => row.id === key);
        if (rowIdx >= 0) gridRef.current?.scrollToCell({ rowIdx });
        toggleSubForm(key);
      },
    }),
    [drawnState, grid.handle, toggleSubForm],
  );

  useImperativeHandle(props.ref, () => handle, [handle]);
  const host = props.container?.host;
  useLayoutEffect(() => {
    if (host) registerGridHandle(host, handle);
  }, [host, handle]);
  const frame = useRef<HTMLDivElement>(null);
  useGridSheets(frame, Boolean(props.container));
  const drawnColumns = useRef<readonly Column<GridRow, StatisticsRow>[]>([]);
  useGridForm({
    formControl: props.formControl,
    host,
    value: props.value,
    report: props.onFormValueChange,
    required: props.required ?? false,
    columns: grid.columns,
    moneyDecimals: props.moneyDecimals,
    rowState: grid.rowState,
    frame,
    cellOf: (failure) => drawnCell(frame.current, drawnIndexOf(failure.rowKey), failure.columnKey),
    showFailures: (found) => {
      grid.replaceErrors(found);
      const first = found[0];
      if (first) {
        const idx = drawnColumns.current.findIndex((column) => column.key === first.columnKey);
        gridRef.current?.scrollToCell({ rowIdx: drawnIndexOf(first.rowKey), idx: idx < 0 ? undefined : idx });
      }
    },
  });

  const footer = useMemo(() => footerRows(dataColumns, grid.rows), [dataColumns, grid.rows]);
  // The columns depend on which columns have statistics, not on their values: an edit re-renders
  // its own row, not every drawn cell.
  const statisticKeys = useMemo(() => statisticColumnKeys(dataColumns), [dataColumns]);
  const withStatistics = statisticKeys.size > 0;
  const rowExpand = useRowExpand(grid.columns, drawnTree.rows, withStatistics, props.slots);
  const expandColumn = rowExpand.column;
  const { selected } = grid.selection;
  const {
    errors,
    highlighted,
    selectable,
    selectByUser,
    setCellByUser,
    checkCell,
    moveByUser,
    insertBelowByUser,
    currentRows,
  } = grid;
  const { slots } = props;
  const { moneyDecimals, rowLabel, headerExtras, virtualized = true, alwaysEdit = false } = props;
  const dragSort = Boolean(props.dragSort) && !disabled && !tree.enabled;
  const renderRow = useDragSort(dragSort, moveByUser);
  const clipboard = useClipboard(dataColumns, drawnState, grid.applyUserEdits, disabled);
  const range = useRangeSelection(
    dataColumns,
    drawnState,
    (rowIdx, columnKey) =>
      gridRef.current?.scrollToCell({
        rowIdx,
        idx: drawnColumns.current.findIndex((column) => column.key === columnKey),
      }),
    { onCellKeyDown: gridKeyDown, onCellCopy: clipboard.onCellCopy },
  );
  const { cellClass } = range;
  const editableKeys = useRef<ReadonlySet<string>>(new Set());
  const rowEdit = useRowEdit(frame, (columnKey) => editableKeys.current.has(columnKey));
  const { attach: attachEditor } = rowEdit;
  const rangeMouseDown = range.gridProps.onCellMouseDown;
  const onCellMouseDown = useCallback(
    (args: CellMouseArgs<GridRow, StatisticsRow>, event: CellMouseEvent) => {
      rowEdit.onCellMouseDown(args, event);
      if (!event.isGridDefaultPrevented()) rangeMouseDown(args, event);
    },
    [rangeMouseDown, rowEdit],
  );
  const rowMenu = useRowMenu(props.rowMenuItems, props.onRowMenuSelect, drawnTree.isPlaceholder);
  const { wrap: wrapTreeColumn } = drawnTree;
  const rowSelectable = (row: GridRow) => grid.selectable(row) && !drawnTree.isPlaceholder(row);
  // Read by the select-all box as it draws: the columns need not change with the rows.
  const selectAllSource = useRef({ rows: drawnTree.rows, selected, rowSelectable });
  selectAllSource.current = { rows: drawnTree.rows, selected, rowSelectable };
  const selectAll = useCallback(() => {
    const { rows, selected: ids, rowSelectable: can } = selectAllSource.current;
    return selectAllState(rows, ids, can);
  }, []);

  const columns = useMemo(() => {
    const leading: Column<GridRow, StatisticsRow>[] = [];
    // react-data-grid always draws its selection column first; the radio column follows suit.
    if (selectionMode === 'checkbox') leading.push(rowCheckboxColumn(withStatistics, selectAll, rowLabel));
    if (selectionMode === 'radio') {
      leading.push(
        rowRadioColumn(withStatistics, selected, selectable, (row) => selectByUser(new Set([row.id])), rowLabel),
      );
    }
    if (props.rowNumber) leading.push(rowNumberColumn);
    if (dragSort) {
      leading.push(
        dragSortColumn(withStatistics, (rowIdx, delta) => moveByUser(rowIdx, rowIdx + delta), insertBelowByUser),
      );
    }
    if (expandColumn) leading.push(expandColumn);
    const context = {
      errors,
      disabled,
      setCell: setCellByUser,
      rows: currentRows,
      moneyDecimals,
      slots,
      headerExtras,
      // Called 100 ms after an editor closed: the blur check.
      checkCell: (rowKey: string, columnKey: string) => void checkCell(rowKey, columnKey, undefined, 'blur'),
      visibleColumns: dataColumns.length,
      alwaysEdit,
      attachEditor,
    };
    const all = [
      ...leading,
      ...dataColumns.map((column, index) =>
        wrapTreeColumn({ ...dataColumn(column, context), cellClass: cellClass(column.key) }, index),
      ),
    ];
    // 合计 / 平均 name their footer row in the first column, unless it holds a statistic itself.
    if (withStatistics && all.length > 0 && !statisticKeys.has(all[0].key)) {
      all[0] = { ...all[0], renderSummaryCell: renderStatisticLabel };
    }
    // Without virtualisation react-data-grid 7.0.0-beta.61 draws start-frozen columns twice
    // (its viewport starts at column 0 and repeats the frozen ones): they scroll with the rest.
    return virtualized
      ? all
      : all.map((column) =>
          column.frozen === true || column.frozen === 'start' ? { ...column, frozen: false } : column,
        );
  }, [
    alwaysEdit,
    attachEditor,
    cellClass,
    checkCell,
    currentRows,
    dataColumns,
    expandColumn,
    wrapTreeColumn,
    disabled,
    dragSort,
    errors,
    headerExtras,
    insertBelowByUser,
    moneyDecimals,
    moveByUser,
    props.rowNumber,
    rowLabel,
    virtualized,
    selectAll,
    selectable,
    selectByUser,
    selected,
    selectionMode,
    setCellByUser,
    slots,
    statisticKeys,
    withStatistics,
  ]);

  drawnColumns.current = columns;
  const editableKeySet = useMemo(
    () => new Set(columns.filter((column) => column.editable === true).map((column) => column.key)),
    [columns],
  );
  editableKeys.current = editableKeySet;
  const dataKeys = useMemo(() => new Set(dataColumns.map((column) => column.key)), [dataColumns]);
  const renderCell = useMemo(() => dataCellRenderer(dataKeys, errors, highlighted), [dataKeys, errors, highlighted]);
  const headerHeight = SIZE_CONTROL_HEIGHT[size] + 8;

  return (
    <div ref={frame} className={gridClass.frame} data-size={size} aria-busy={list.loading || undefined}>
      {props.toolbar !== false && (
        <GridToolbar
          authPrefix={props.authPrefix}
          disabled={disabled}
          saveButton={props.saveButton ?? true}
          selectedCount={selected.size}
          collapsed={collapsed}
          onAdd={grid.toolbar.add}
          onSave={grid.toolbar.save}
          onRemove={grid.toolbar.remove}
          onClearSelection={grid.toolbar.clearSelection}
          onToggleCollapsed={() => setCollapsed((was) => !was)}
          addSettings={grid.addSettings}
        />
      )}
      {!collapsed && (
        <DataGrid<GridRow, StatisticsRow, string>
          ref={gridRef}
          className="rdg-light"
          columns={columns}
          rows={drawnTree.rows}
          rowKeyGetter={rowKey}
          onRowsChange={grid.onRowsChange}
          {...range.gridProps}
          onCellMouseDown={onCellMouseDown}
          onCellClick={subForm.onCellClick}
          onCellContextMenu={rowMenu.onCellContextMenu}
          onCellPaste={clipboard.onCellPaste}
          sortColumns={sort.sortColumns}
          onSortColumnsChange={sort.onSortColumnsChange}
          rowHeight={rowExpand.rowHeight}
          rowClass={rowExpand.rowClass}
          headerRowHeight={headerHeight}
          summaryRowHeight={ROW_HEIGHT}
          bottomSummaryRows={footer.length > 0 ? footer : undefined}
          selectedRows={selectionMode === 'checkbox' ? selected : undefined}
          onSelectedRowsChange={selectionMode === 'checkbox' ? grid.selectByUser : undefined}
          isRowSelectionDisabled={selectionMode ? (row) => !rowSelectable(row) : undefined}
          renderers={{ noRowsFallback: <Empty />, renderRow, renderCell }}
          style={{
            blockSize: Math.min(
              maxHeight,
              gridHeight(drawnTree.rows.length, headerHeight, footer.length, Infinity) + rowExpand.extraHeight,
            ),
          }}
          aria-rowcount={drawnTree.rows.length + 1}
          aria-label={props.caption}
          enableVirtualization={virtualized}
        />
      )}
      {rowMenu.menu}
      {props.renderSubForm && !collapsed && (
        <SubFormPopover
          layer={subForm.layer}
          place={subForm.place}
          row={grid.rows.find((row) => row.id === subForm.place?.rowKey)}
          render={props.renderSubForm}
          setValues={(row, values) =>
            grid.applyUserEdits(Object.entries(values).map(([columnKey, value]) => ({ row, columnKey, value })))
          }
          close={subForm.close}
        />
      )}
      {props.dataUrl && !props.rows && !props.tree && (
        <div className={gridClass.pagination}>
          <LazyPagination
            total={list.total}
            current={list.page.pageNo}
            pageSize={list.page.pageSize}
            showSizeChanger
            showQuickJumper
            onChange={(pageNo, pageSize) => list.setPage({ pageNo, pageSize })}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The editable grid (widgets spec 2.1, 3.1, 3.2, 4, 5.1): a virtualised react-data-grid with
 * a toolbar, row states, selection, cells by column type with their rules, and a statistics
 * footer. Confirmations and warnings show inside the grid's own root.
 */
export function EditableGrid(props: EditableGridProps): ReactElement {
  const { columns = NO_COLUMNS, rowNumber, rowSelection, rowSelectionType, dragSort } = props;
  // Row numbers, selection and drag handles declared as columns, as JeecgBoot schemas do.
  const features = useMemo(
    () => splitRowFeatureColumns(columns, { rowNumber, rowSelection, rowSelectionType, dragSort }),
    [columns, rowNumber, rowSelection, rowSelectionType, dragSort],
  );
  return (
    <DeferredNoticeProvider>
      <GridView {...props} {...features} />
    </DeferredNoticeProvider>
  );
}
