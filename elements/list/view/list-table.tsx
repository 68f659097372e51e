import '../../core/i18n/catalogues/list';
import type { ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Checkbox, Empty, Spin } from '../../core/ui';
import { ariaSort, pageSelectionState } from '../model';
import type { ListPageState } from '../use-list-page';
import { ColumnFilter } from './column-filter';
import { cellText, hasColumnFilter, rowLabelOf, type ListColumn } from './list-columns';
import { SortButton, Table, TableScroller } from './list.styles';

export interface ListTableProps<Row> {
  list: ListPageState<Row>;
  columns: readonly ListColumn<Row>[];
  /** Shows the selection column (default on). */
  selectable?: boolean;
  /** The table's accessible name. */
  caption?: string;
  /** Names a row for its check box (选择 <name>); default the first column's text. */
  rowLabel?: (row: Row) => string;
  /** A click on a row, outside its check box, buttons, links and fields. */
  onRowClick?: (row: Row, index: number) => void;
}

/** What a click on these does is their own, not the row's. */
const OWN_CLICK = 'a, button, input, label, select, textarea, [role="button"], [role="menuitem"]';

const SORT_MARK = { ascending: '▲', descending: '▼', none: '⇅' } as const;

/**
 * A plain accessible table: sortable headers are buttons (aria-sort on the header cell), the
 * selection is native check boxes, so keyboard use needs nothing of its own.
 */
export function ListTable<Row>({
  list,
  columns,
  selectable = true,
  caption,
  rowLabel,
  onRowClick,
}: ListTableProps<Row>): ReactElement {
  const { t } = useTranslation();
  const labelOf = rowLabelOf(columns, rowLabel);
  const pageKeys = list.rows.map(list.rowKey);
  const pageState = pageSelectionState(list.selectedKeys, pageKeys);
  const span = columns.length + (selectable ? 1 : 0);

  return (
    <Spin spinning={list.loading}>
      <TableScroller>
        <Table aria-label={caption} aria-busy={list.loading}>
          <thead>
            <tr>
              {selectable && (
                <th data-part="check" scope="col">
                  <Checkbox
                    aria-label={t('list.selectAll')}
                    checked={pageState === 'all'}
                    indeterminate={pageState === 'some'}
                    disabled={pageKeys.length === 0}
                    onChange={list.toggleAllOnPage}
                  />
                </th>
              )}
              {columns.map((column) => {
                const sorted = ariaSort(list.sort, column.key);
                return (
                  <th
                    key={column.key}
                    scope="col"
                    style={{ width: column.width }}
                    aria-sort={column.sortable ? sorted : undefined}
                  >
                    {column.sortable ? (
                      <SortButton
                        type="button"
                        data-active={sorted === 'none' ? undefined : ''}
                        aria-label={t('list.sortBy', { title: column.title })}
                        onClick={() => list.sortBy(column.key)}
                      >
                        {column.title}
                        <span aria-hidden="true">{SORT_MARK[sorted]}</span>
                      </SortButton>
                    ) : (
                      column.title
                    )}
                    {hasColumnFilter(column) && (
                      <ColumnFilter
                        column={column}
                        chosen={list.filters[column.key] ?? []}
                        onApply={(values) => list.setFilter(column.key, values)}
                      />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {list.rows.length === 0 ? (
              <tr>
                <td colSpan={span}>{!list.loading && <Empty description={t('list.empty')} />}</td>
              </tr>
            ) : (
              list.rows.map((row, index) => {
                const key = list.rowKey(row);
                const selected = list.selectedKeys.includes(key);
                return (
                  <tr
                    key={key}
                    aria-selected={selectable ? selected : undefined}
                    onClick={
                      onRowClick &&
                      ((event) => {
                        const own = event.target instanceof Element ? event.target.closest(OWN_CLICK) : null;
                        if (!own || !event.currentTarget.contains(own)) onRowClick(row, index);
                      })
                    }
                  >
                    {selectable && (
                      <td data-part="check">
                        <Checkbox
                          aria-label={t('list.selectRow', { name: labelOf(row) })}
                          checked={selected}
                          onChange={() => list.toggleRow(key)}
                        />
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.key}>{column.render ? column.render(row, index) : cellText(row, column.key)}</td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </Table>
      </TableScroller>
    </Spin>
  );
}
