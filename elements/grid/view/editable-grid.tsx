import { useMemo, useRef, useState, type ReactElement } from 'react';
import { DataGrid } from 'react-data-grid';
import { useTranslation } from '../../core/i18n';
import { DeferredNoticeProvider, Empty } from '../../core/ui';
import { DEFAULT_MAX_HEIGHT, ROW_HEIGHT, SIZE_CONTROL_HEIGHT } from '../model/grid-constants';
import type { GridColumn, GridRow } from '../model/grid-types';
import { splitRowFeatureColumns } from '../model/row-feature-columns';
import { footerRows, statisticColumnKeys, type StatisticsRow } from '../model/statistics';
import { dataCellRenderer } from './data-column';
import type { EditableGridProps } from './editable-grid-props';
import { gridHeight } from './grid-height';
import { gridClass } from './grid-sheet';
import { GridToolbar } from './grid-toolbar';
import { LazyPagination } from './lazy-pagination';
import { SubFormPopover } from './sub-form-popover';
import { useGridData, useGridHandleExposed } from './use-grid-data';
import { useGridDrawing } from './use-grid-drawing';
import { useGridFeatures } from './use-grid-features';
import { useGridSheets } from './use-grid-sheets';

const rowKey = (row: GridRow) => row.id;
const NO_COLUMNS: readonly GridColumn[] = [];

function GridView(props: EditableGridProps): ReactElement {
  useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const data = useGridData(props);
  const { grid, list, sort, gridRef } = data;
  const [collapsed, setCollapsed] = useState(false);
  const { size = 'medium', maxHeight = DEFAULT_MAX_HEIGHT, disabled = false } = props;

  // row-expand is not a data column: it is drawn as a fixed column by useRowExpand.
  const dataColumns = useMemo(
    () => grid.columns.filter((column) => column.type !== 'hidden' && column.type !== 'row-expand'),
    [grid.columns],
  );
  const footer = useMemo(() => footerRows(dataColumns, grid.rows), [dataColumns, grid.rows]);
  // The columns depend on which columns have statistics, not on their values.
  const statisticKeys = useMemo(() => statisticColumnKeys(dataColumns), [dataColumns]);
  const features = useGridFeatures({ props, data, dataColumns, withStatistics: statisticKeys.size > 0, frame });
  const { drawnTree, subForm, rowExpand } = features;
  useGridHandleExposed(props, grid.handle, subForm.toggle, features.drawnIndexOf, gridRef);
  useGridSheets(frame, Boolean(props.container));
  const drawing = useGridDrawing({ props, data, features, dataColumns, statisticKeys, frame });
  const renderCell = useMemo(
    () => dataCellRenderer(drawing.dataKeys, grid.errors, grid.highlighted),
    [drawing.dataKeys, grid.errors, grid.highlighted],
  );
  const headerHeight = SIZE_CONTROL_HEIGHT[size] + 8;
  const drawnCount = drawnTree.rows.length;

  return (
    <div ref={frame} className={gridClass.frame} data-size={size} aria-busy={list.loading || undefined}>
      {props.toolbar !== false && (
        <GridToolbar
          authPrefix={props.authPrefix}
          disabled={disabled}
          saveButton={props.saveButton ?? true}
          selectedCount={grid.selected.size}
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
          columns={drawing.columns}
          rows={drawnTree.rows}
          rowKeyGetter={rowKey}
          onRowsChange={drawing.onRowsChange}
          {...features.gridProps}
          sortColumns={sort.sortColumns}
          onSortColumnsChange={sort.onSortColumnsChange}
          headerRowHeight={headerHeight}
          summaryRowHeight={ROW_HEIGHT}
          bottomSummaryRows={footer.length > 0 ? footer : undefined}
          renderers={{ noRowsFallback: <Empty />, renderRow: features.renderRow, renderCell }}
          style={{
            blockSize: Math.min(
              maxHeight,
              gridHeight(drawnCount, headerHeight, footer.length, Infinity) + rowExpand.extraHeight,
            ),
          }}
          aria-rowcount={drawnCount + 1}
          aria-label={props.caption}
          enableVirtualization={props.virtualized ?? true}
        />
      )}
      {features.rowMenu.menu}
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
