import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { recordText } from '../../core/format';
import { DeferredNoticeProvider } from '../../core/ui';
import { DetailModal, detailFieldsOf } from '../../dialogs';
import { ImportModal } from '../../import';
import type { QueryField } from '../../query';
import {
  dataColumns,
  detailColumnsOf,
  likeFieldsOf,
  listColumnsOf,
  queryBarFields,
  type ListElementColumn,
  type ListQueryField,
  type RowKey,
} from '../model';
import { useListPage, type ListLoaded, type ListPageState } from '../use-list-page';
import { advancedFieldsFor } from './advanced-fields';
import { hostCellContent } from './host-cell';
import type { ListColumn } from './list-columns';
import { registerListHandle } from './list-element-handle';
import type { ListGridProps } from './list-grid';
import { ListPagination } from './list-pagination';
import { ListQueryBar } from './list-query-bar';
import { ListTable } from './list-table';
import { ListToolbar, type ListPermissions } from './list-toolbar';
import { QueryBarFields } from './query-bar-fields';
import { RowActionLinks } from './row-action-links';

type Row = Record<string, unknown>;

// Loaded only by a list that shows them: the advanced query brings the pickers' editors, and
// the grid its table library; a plain list downloads neither.
const SuperQuery = lazy(() => import('../../query').then((module) => ({ default: module.SuperQuery })));
const ListGrid = lazy(() =>
  import('./list-grid').then((module) => ({ default: module.ListGrid as (props: ListGridProps<Row>) => ReactElement })),
);

/** A page of `<farm-list>` arrived: its records and total, and the page and page size asked. */
export type ListLoadedPage = ListLoaded<Row>;

export interface ListSelectionChange {
  /** The selected rows' keys, in the order they were chosen (across pages). */
  selectedRowIds: string[];
  /** The selected rows seen so far. */
  selectedRows: Row[];
}

export interface ListRowClick {
  row: Row;
  rowKey: string;
  /** The row's place on the shown page, from 0. */
  index: number;
}

export interface ListRowActionChoice {
  /** The action's key. */
  action: string;
  row: Row;
  rowKey: string;
}

export interface ListElementProps {
  /** GET: the page of records (`pageNo`, `pageSize`, `column`, `order`, the query, `superQueryParams`...). */
  listUrl?: string;
  /** DELETE `?id=`: a row's 删除 action. */
  deleteUrl?: string;
  /** DELETE `?ids=a,b`: shows 批量删除. */
  deleteBatchUrl?: string;
  /** GET: the xlsx of the query and selection (`selections`); shows 导出. */
  exportUrl?: string;
  /** POST `files[]`: shows 导入 and its Excel import modal. */
  importUrl?: string;
  /** Rows per page at first; default 10 (10 / 20 / 30). */
  pageSize?: number;
  /** The field that identifies a row; default `id`. */
  rowKey?: string;
  /** The sort before a header is clicked; default `createTime`. */
  sortColumn?: string;
  /** Default `desc`. */
  sortOrder?: 'asc' | 'desc';
  /** The list's accessible name; also the export's file name unless `exportFileName` is given. */
  caption?: string;
  exportFileName?: string;
  /** The selection column; default shown. */
  selectable?: boolean;
  /** Shows 新增, which fires `farm-add`. */
  addButton?: boolean;
  /** Shows 高级查询 with a condition per data column (or `advancedFields`). */
  advancedQuery?: boolean;
  /** Where the advanced query's saved queries are kept; default the page's full path. */
  saveCode?: string;
  /** `table` (default): a plain accessible table; `grid`: the read-only editable grid. */
  table?: 'table' | 'grid';
  columns?: readonly ListElementColumn[];
  /** More query-bar fields, after those of the columns marked `query`. */
  queryFields?: readonly ListQueryField[];
  /** The advanced query's fields (`<farm-query>`'s), instead of those of the columns. */
  advancedFields?: readonly QueryField[];
  /** Sent with every list and export request. */
  fixedParams?: Readonly<Record<string, unknown>>;
  /** The button codes of 新增, 批量删除, 导出 and 导入 (`{ add, batchDelete, export, import }`). */
  permissions?: ListPermissions;
  onSelectionChange?: (change: ListSelectionChange) => void;
  onRowClick?: (click: ListRowClick) => void;
  onLoad?: (page: ListLoadedPage) => void;
  onRowAction?: (choice: ListRowActionChoice) => void;
  onAdd?: (detail: Record<string, never>) => void;
  onDelete?: (detail: { ids: string[] }) => void;
  /** Given by the custom element: its shadow root. */
  container?: ShadowRoot;
}

/** What `<farm-list>` renders: a whole list page on the list-page helper, with its own notices. */
export function ListElement(props: ListElementProps): ReactElement {
  return (
    <DeferredNoticeProvider>
      <ListElementBody {...props} />
    </DeferredNoticeProvider>
  );
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

function ListElementBody(props: ListElementProps): ReactElement {
  const {
    listUrl,
    deleteUrl,
    deleteBatchUrl,
    exportUrl,
    importUrl,
    caption,
    selectable = true,
    table = 'table',
    permissions,
    container,
  } = props;
  const columns = useMemo(() => listColumnsOf(props.columns), [props.columns]);
  const queryFields = useMemo(() => queryBarFields(columns, props.queryFields), [columns, props.queryFields]);
  const likeFields = useMemo(() => likeFieldsOf(queryFields), [queryFields]);
  const shownFields = useMemo(() => dataColumns(columns).map((column) => column.key), [columns]);
  const detailFields = useMemo(() => detailFieldsOf(detailColumnsOf(columns)), [columns]);
  const keyField = props.rowKey || 'id';
  const rowKeyOf = useMemo(
    () =>
      (row: Row): RowKey =>
        String(row[keyField] ?? ''),
    [keyField],
  );
  const nameOf = useCallback(
    (row: Row) => (shownFields[0] ? recordText(row, shownFields[0]) : '') || rowKeyOf(row),
    [shownFields, rowKeyOf],
  );

  // Callbacks are read when they are called, so a host's new ones never restart a request.
  const events = useRef(props);
  useEffect(() => {
    events.current = props;
  });

  const list = useListPage<Row>({
    urls: {
      list: listUrl,
      delete: deleteUrl,
      deleteBatch: deleteBatchUrl,
      exportXls: exportUrl,
      importExcel: importUrl,
    },
    rowKey: rowKeyOf,
    defaultSort:
      props.sortColumn || props.sortOrder
        ? { column: props.sortColumn || 'createTime', order: props.sortOrder ?? 'desc' }
        : undefined,
    pageSize: props.pageSize,
    fixedParams: props.fixedParams && typeof props.fixedParams === 'object' ? props.fixedParams : undefined,
    fields: shownFields,
    likeFields,
    exportFileName: props.exportFileName ?? caption,
    onLoad: (page) => events.current.onLoad?.(page),
  });
  const [detailOf, setDetailOf] = useState<Row | null>(null);

  // Rows chosen on another page are remembered as they were shown there.
  const seen = useRef(new Map<RowKey, Row>());
  for (const row of list.rows) seen.current.set(rowKeyOf(row), row);
  const selectedRows = (keys: readonly RowKey[]): Row[] =>
    keys.flatMap((key) => {
      const row = seen.current.get(key);
      return row ? [row] : [];
    });

  // farm-selection-change is for what the user did: a change made by clearSelection() stays quiet.
  const announced = useRef<readonly RowKey[]>([]);
  const quiet = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: announces a change of the selected keys only; selectedRows is a new function each render.
  useEffect(() => {
    const keys = list.selectedKeys;
    const before = announced.current;
    announced.current = keys;
    if (sameKeys(before, keys)) return;
    if (quiet.current) {
      quiet.current = false;
      return;
    }
    events.current.onSelectionChange?.({ selectedRowIds: [...keys], selectedRows: selectedRows(keys) });
  }, [list.selectedKeys]);

  const remove = async (row: Row) => {
    const id = rowKeyOf(row);
    if (await list.remove(id)) events.current.onDelete?.({ ids: [id] });
  };
  const shown: ListPageState<Row> = {
    ...list,
    removeSelected: async () => {
      const ids = [...list.selectedKeys];
      const done = await list.removeSelected();
      if (done) events.current.onDelete?.({ ids });
      return done;
    },
  };

  const latest = useRef(list);
  useLayoutEffect(() => {
    latest.current = list;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: registered once per host; selectedRows reads the seen-rows ref only.
  useLayoutEffect(() => {
    const host = container?.host;
    if (!host) return undefined;
    return registerListHandle(host, {
      reload: () => latest.current.reload(),
      reset: () => latest.current.reset(),
      getSelection: () => [...latest.current.selectedKeys],
      getSelectedRows: () => selectedRows(latest.current.selectedKeys),
      clearSelection: () => {
        if (latest.current.selectedKeys.length > 0) quiet.current = true;
        latest.current.clearSelection();
      },
      exportXls: () => latest.current.exportRows(),
    });
  }, [container]);

  // A row's links call the act() of the latest render: deleting reads the page and total shown now.
  const act = useRef<(key: string, row: Row) => void>(() => undefined);
  useLayoutEffect(() => {
    act.current = (key, row) => {
      if (key === 'detail') setDetailOf(row);
      else if (key === 'delete') void remove(row);
      else events.current.onRowAction?.({ action: key, row, rowKey: rowKeyOf(row) });
    };
  });

  const tableColumns = useMemo<ListColumn<Row>[]>(
    () =>
      columns.map((column) => {
        const { key, title, sortable, width, fixed, filters, filterDictCode, filterMultiple, actions, render } = column;
        const drawn: ListColumn<Row> = { key, title, sortable, width, fixed, filters, filterDictCode, filterMultiple };
        if (actions)
          drawn.render = (row) => (
            <RowActionLinks actions={actions} name={nameOf(row)} onAction={(action) => act.current(action, row)} />
          );
        else if (typeof render === 'function') drawn.render = (row, index) => hostCellContent(render(row, index));
        return drawn;
      }),
    [columns, nameOf],
  );

  const advancedFields = advancedFieldsFor(columns, props.advancedFields, props.advancedQuery);
  const advanced = advancedFields && (
    <Suspense fallback={null}>
      <SuperQuery fields={advancedFields} saveCode={props.saveCode} onChange={list.setAdvancedQuery} />
    </Suspense>
  );

  return (
    <section aria-label={caption}>
      {(queryFields.length > 0 || advanced) && (
        <ListQueryBar list={shown} advancedQuery={advanced} label={caption}>
          <QueryBarFields list={shown} fields={queryFields} />
        </ListQueryBar>
      )}
      <ListToolbar
        list={shown}
        permissions={permissions}
        onAdd={props.addButton ? () => events.current.onAdd?.({}) : undefined}
      />
      {table === 'grid' ? (
        <Suspense fallback={null}>
          <ListGrid list={shown} columns={tableColumns} caption={caption} selectable={selectable} rowLabel={nameOf} />
        </Suspense>
      ) : (
        <ListTable
          list={shown}
          columns={tableColumns}
          caption={caption}
          selectable={selectable}
          rowLabel={nameOf}
          onRowClick={(row, index) => events.current.onRowClick?.({ row, rowKey: rowKeyOf(row), index })}
        />
      )}
      <ListPagination list={shown} />
      {importUrl !== undefined && (
        <ImportModal open={list.importOpen} url={importUrl} onClose={list.closeImport} onImported={list.imported} />
      )}
      <DetailModal open={detailOf !== null} record={detailOf} fields={detailFields} onClose={() => setDetailOf(null)} />
    </section>
  );
}
