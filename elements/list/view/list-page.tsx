import type { ReactElement, ReactNode } from 'react';
import { ImportModal } from '../../import';
import type { ListPageState } from '../use-list-page';
import type { TreeGridConfig } from '../../grid';
import type { ListColumn } from './list-columns';
import { ListPagination } from './list-pagination';
import { ListQueryBar } from './list-query-bar';
import { ListGrid } from './list-grid';
import { ListTable } from './list-table';
import { ListToolbar, type ListPermissions } from './list-toolbar';

export interface ListPageProps<Row> {
  list: ListPageState<Row>;
  columns: readonly ListColumn<Row>[];
  /** The list's accessible name (its table caption). */
  title?: string;
  /** Query fields; without them and without an advanced query no query bar is drawn. */
  queryFields?: ReactNode;
  /** The slot for an advanced query control (`<farm-query>` or its React component). */
  advancedQuery?: ReactNode;
  onAdd?: () => void;
  permissions?: ListPermissions;
  /** More toolbar buttons. */
  toolbarExtra?: ReactNode;
  selectable?: boolean;
  rowLabel?: (row: Row) => string;
  /** `grid` draws the rows in the read-only editable grid instead of the plain table. */
  table?: 'table' | 'grid';
  /** With `table="grid"`: the rows are a tree's top level, children loaded on expansion. */
  tree?: TreeGridConfig;
}

/** Draws a `useListPage()` list: query bar, toolbar, table, pager and the import modal. */
export function ListPage<Row>(props: ListPageProps<Row>): ReactElement {
  const {
    list,
    columns,
    title,
    queryFields,
    advancedQuery,
    onAdd,
    permissions,
    toolbarExtra,
    selectable,
    rowLabel,
    table,
    tree,
  } = props;
  return (
    <section aria-label={title}>
      {(queryFields || advancedQuery) && (
        <ListQueryBar list={list} advancedQuery={advancedQuery} label={title}>
          {queryFields}
        </ListQueryBar>
      )}
      <ListToolbar list={list} onAdd={onAdd} permissions={permissions}>
        {toolbarExtra}
      </ListToolbar>
      {table === 'grid' ? (
        <ListGrid
          list={list}
          columns={columns}
          caption={title}
          selectable={selectable}
          rowLabel={rowLabel}
          tree={tree}
        />
      ) : (
        <ListTable list={list} columns={columns} caption={title} selectable={selectable} rowLabel={rowLabel} />
      )}
      <ListPagination list={list} />
      {list.urls.importExcel && (
        <ImportModal
          open={list.importOpen}
          url={list.urls.importExcel}
          onClose={list.closeImport}
          onImported={list.imported}
        />
      )}
    </section>
  );
}
