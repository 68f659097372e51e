import gridCss from 'react-data-grid/lib/styles.css?inline';
import { useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { DataGrid, type CellKeyDownArgs, type CellKeyboardEvent, type Column, type DataGridHandle } from 'react-data-grid';
import { useTranslation } from '../../core/i18n';
import { Empty, NoticeProvider, Pagination, useConfirm, useNotice } from '../../core/ui';
import { DEFAULT_MAX_HEIGHT, ROW_HEIGHT, SIZE_CONTROL_HEIGHT } from '../model/grid-constants';
import type { GridRow } from '../model/grid-types';
import { footerRows, type StatisticsRow } from '../model/statistics';
import { dataColumn } from './data-column';
import type { EditableGridProps } from './editable-grid-props';
import { renderStatisticLabel, rowCheckboxColumn, rowNumberColumn, rowRadioColumn } from './fixed-columns';
import { gridHeight } from './grid-height';
import { toolbarButtonsShown } from './grid-permissions';
import { GridToolbar } from './grid-toolbar';
import { GridFrame, PaginationRow } from './grid.styles';
import { registerGridHandle } from './grid-handles';
import { dragSortColumn } from './drag-sort-column';
import { useClipboard } from './use-clipboard';
import { useDragSort } from './use-drag-sort';
import { useGridController } from './use-grid-controller';
import { useListData } from './use-list-data';

const rowKey = (row: GridRow) => row.id;

/** F2 opens the active cell's editor, as in spreadsheets (react-data-grid reserves F-keys). */
function openEditorOnF2(args: CellKeyDownArgs<GridRow, StatisticsRow>, event: CellKeyboardEvent): void {
  if (args.mode !== 'ACTIVE' || event.key !== 'F2' || !args.column) return;
  event.preventGridDefault();
  args.setActivePosition({ idx: args.column.idx, rowIdx: args.rowIdx }, { enableEditor: true });
}

function GridView(props: EditableGridProps): ReactElement {
  useTranslation();
  const gridRef = useRef<DataGridHandle>(null);
  const notice = useNotice();
  const confirm = useConfirm();
  const list = useListData(props.rows ? undefined : props.dataUrl);
  const grid = useGridController(props.rows || !props.dataUrl ? props : { ...props, rows: list.rows }, gridRef, { notice, confirm });
  const [collapsed, setCollapsed] = useState(false);
  const { size = 'medium', maxHeight = DEFAULT_MAX_HEIGHT, disabled = false, rowSelection = false } = props;
  const selectionMode = rowSelection ? (props.rowSelectionType ?? 'checkbox') : undefined;

  useImperativeHandle(props.ref, () => grid.handle, [grid.handle]);
  const host = props.container?.host;
  useLayoutEffect(() => {
    if (host) registerGridHandle(host, grid.handle);
  }, [host, grid.handle]);

  const dataColumns = useMemo(() => grid.columns.filter((column) => column.type !== 'hidden'), [grid.columns]);
  const footer = useMemo(() => footerRows(dataColumns, grid.rows), [dataColumns, grid.rows]);
  const { selected } = grid.selection;
  const { errors, highlighted, selectable, selectByUser, setCellByUser, moveByUser, insertBelowByUser, currentRows } = grid;
  const { moneyDecimals } = props;
  const dragSort = Boolean(props.dragSort) && !disabled;
  const renderRow = useDragSort(dragSort, moveByUser);
  const clipboard = useClipboard(dataColumns, grid.current, grid.applyUserEdits, disabled);

  const columns = useMemo(() => {
    const withStatistics = footer.length > 0;
    const leading: Column<GridRow, StatisticsRow>[] = [];
    // react-data-grid always draws its selection column first; the radio column follows suit.
    if (selectionMode === 'checkbox') leading.push(rowCheckboxColumn(withStatistics));
    if (selectionMode === 'radio') {
      leading.push(rowRadioColumn(withStatistics, selected, selectable, (row) => selectByUser(new Set([row.id]))));
    }
    if (props.rowNumber) leading.push(rowNumberColumn);
    if (dragSort) {
      leading.push(dragSortColumn(withStatistics, (rowIdx, delta) => moveByUser(rowIdx, rowIdx + delta), insertBelowByUser));
    }
    const context = { errors, highlighted, disabled, setCell: setCellByUser, rows: currentRows, moneyDecimals };
    const all = [...leading, ...dataColumns.map((column) => dataColumn(column, context))];
    // 合计 / 平均 name their footer row in the first column, unless it holds a statistic itself.
    if (withStatistics && all.length > 0 && footer.every((row) => row.values[all[0].key] === undefined)) {
      all[0] = { ...all[0], renderSummaryCell: renderStatisticLabel };
    }
    return all;
  }, [
    currentRows, dataColumns, disabled, dragSort, errors, footer, highlighted, insertBelowByUser, moneyDecimals,
    moveByUser, props.rowNumber, selectable, selectByUser, selected, selectionMode, setCellByUser,
  ]);

  const headerHeight = SIZE_CONTROL_HEIGHT[size] + 8;
  const shown = toolbarButtonsShown(props.authPrefix);

  return (
    <GridFrame $size={size} data-size={size} aria-busy={list.loading || undefined}>
      {!props.container && <style>{gridCss}</style>}
      {props.toolbar !== false && (
        <GridToolbar
          shown={shown}
          disabled={disabled}
          selectedCount={selected.size}
          collapsed={collapsed}
          onAdd={grid.toolbar.add}
          onSave={grid.toolbar.save}
          onRemove={grid.toolbar.remove}
          onClearSelection={grid.toolbar.clearSelection}
          onToggleCollapsed={() => setCollapsed((was) => !was)}
        />
      )}
      {!collapsed && (
        <DataGrid<GridRow, StatisticsRow, string>
          ref={gridRef}
          className="rdg-light"
          columns={columns}
          rows={grid.rows}
          rowKeyGetter={rowKey}
          onRowsChange={grid.onRowsChange}
          onCellKeyDown={openEditorOnF2}
          onCellCopy={clipboard.onCellCopy}
          onCellPaste={clipboard.onCellPaste}
          rowHeight={ROW_HEIGHT}
          headerRowHeight={headerHeight}
          summaryRowHeight={ROW_HEIGHT}
          bottomSummaryRows={footer.length > 0 ? footer : undefined}
          selectedRows={selectionMode === 'checkbox' ? selected : undefined}
          onSelectedRowsChange={selectionMode === 'checkbox' ? grid.selectByUser : undefined}
          isRowSelectionDisabled={(row) => !grid.selectable(row)}
          renderers={{ noRowsFallback: <Empty />, renderRow }}
          style={{ blockSize: gridHeight(grid.rows.length, headerHeight, footer.length, maxHeight) }}
          aria-rowcount={grid.rows.length + 1}
        />
      )}
      {props.dataUrl && !props.rows && (
        <PaginationRow>
          <Pagination
            total={list.total}
            current={list.page.pageNo}
            pageSize={list.page.pageSize}
            showSizeChanger
            showQuickJumper
            onChange={(pageNo, pageSize) => list.setPage({ pageNo, pageSize })}
          />
        </PaginationRow>
      )}
    </GridFrame>
  );
}

/**
 * The editable grid (widgets spec 2.1, 3.1, 3.2, 4, 5.1): a virtualised react-data-grid with
 * a toolbar, row states, selection, cells by column type with their rules, and a statistics
 * footer. Confirmations and warnings show inside the grid's own root.
 */
export function EditableGrid(props: EditableGridProps): ReactElement {
  return (
    <NoticeProvider>
      <GridView {...props} />
    </NoticeProvider>
  );
}
