import { useCallback, useMemo, type ReactElement, type ReactNode } from 'react';
import { Spin } from '../../core/ui';
import {
  EditableGrid,
  type GridColumn,
  type GridRow,
  type GridSlots,
  type SelectionChange,
  type SortChange,
  type TreeGridConfig,
} from '../../grid';
import type { ListPageState } from '../use-list-page';
import { ColumnFilter } from './column-filter';
import { cellText, hasColumnFilter, rowLabelOf, type ListColumn } from './list-columns';

export interface ListGridProps<Row> {
  list: ListPageState<Row>;
  columns: readonly ListColumn<Row>[];
  /** Shows the selection column (default on). */
  selectable?: boolean;
  /** The grid's accessible name. */
  caption?: string;
  /** Names a row for its check box (选择 <name>); default the first column's text. */
  rowLabel?: (row: Row) => string;
  /**
   * Draws the page's rows as the top level of a tree whose children the grid loads on their
   * first expansion (JeecgBoot's tree list); a loaded child is drawn and acted on as a row.
   */
  tree?: TreeGridConfig;
}

/** The list's row keys the grid selection changed: ticked and unticked ones alike. */
function changedKeys(before: readonly string[], after: readonly string[]): string[] {
  return [...before.filter((key) => !after.includes(key)), ...after.filter((key) => !before.includes(key))];
}

/**
 * The list's rows in the read-only editable grid: every column is a slot drawing the list's own
 * text or renderer, the header sort and the selection are the list's (controlled), so the
 * query, paging and batch delete of `useListPage()` work unchanged. The grid is as tall as its
 * page of rows and draws every cell of it (a page holds at most a few hundred rows), so a list
 * scrolls with the page, not inside a box, and the browser's find-in-page sees every column.
 */
export function ListGrid<Row>({
  list,
  columns,
  selectable = true,
  caption,
  rowLabel,
  tree,
}: ListGridProps<Row>): ReactElement {
  const { rows, rowKey, sort, selectedKeys, sortBy, toggleRow, filters, setFilter } = list;
  const byKey = useMemo(() => new Map(rows.map((row, index) => [rowKey(row), { row, index }])), [rows, rowKey]);
  const isTree = tree !== undefined;
  // A tree needs the rows' own values (whether a node has children); a flat list only their keys.
  const gridRows = useMemo<GridRow[]>(
    () => rows.map((row) => (isTree ? { ...(row as Record<string, unknown>), id: rowKey(row) } : { id: rowKey(row) })),
    [rows, rowKey, isTree],
  );
  // A tree's loaded children are not on the list's page: the grid holds them as their records.
  const recordOf = useCallback(
    (row: GridRow): { row: Row; index: number } | undefined =>
      byKey.get(row.id) ?? (isTree ? { row: row as unknown as Row, index: -1 } : undefined),
    [byKey, isTree],
  );
  const gridColumns = useMemo<GridColumn[]>(
    () =>
      columns.map((column) => ({
        key: column.key,
        title: column.title,
        width: column.width,
        sortable: column.sortable,
        fixed: column.fixed,
        type: 'slot',
        slotName: column.key,
      })),
    [columns],
  );
  const slots = useMemo<GridSlots>(
    () =>
      Object.fromEntries(
        columns.map((column) => [
          column.key,
          ({ row }: { row: GridRow }) => {
            const found = recordOf(row);
            if (!found) return null;
            return column.render ? column.render(found.row, found.index) : cellText(found.row, column.key);
          },
        ]),
      ),
    [recordOf, columns],
  );
  const labelOf = useCallback(
    (row: GridRow) => {
      const found = recordOf(row);
      return found ? rowLabelOf(columns, rowLabel)(found.row) : '';
    },
    [recordOf, columns, rowLabel],
  );
  const headerExtras = useMemo(() => {
    const extras: Record<string, ReactNode> = {};
    for (const column of columns) {
      if (!hasColumnFilter(column)) continue;
      extras[column.key] = (
        <ColumnFilter
          column={column}
          chosen={filters[column.key] ?? []}
          onApply={(values) => setFilter(column.key, values)}
        />
      );
    }
    return extras;
  }, [columns, filters, setFilter]);
  const onSortChange = ({ sort: asked }: SortChange) => sortBy(asked?.column ?? sort.column);
  const onSelectionChange = ({ selectedRowIds }: SelectionChange) => {
    for (const key of changedKeys(selectedKeys, selectedRowIds)) toggleRow(key);
  };

  return (
    <Spin spinning={list.loading}>
      <section aria-label={caption} aria-busy={list.loading}>
        <EditableGrid
          columns={gridColumns}
          rows={gridRows}
          slots={slots}
          disabled
          toolbar={false}
          rowSelection={selectable}
          rowLabel={labelOf}
          caption={caption}
          headerExtras={headerExtras}
          maxHeight={Number.POSITIVE_INFINITY}
          virtualized={false}
          selectedRowKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
          sort={sort}
          onSortChange={onSortChange}
          tree={tree}
        />
      </section>
    </Spin>
  );
}
