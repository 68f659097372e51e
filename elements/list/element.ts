import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { listHandleOf, type ListElementHandle } from './view/list-element-handle';
import { ListElement } from './view/list-element';

/**
 * A whole back-office list page on the JeecgBoot list contract (widgets spec 7 "List-page
 * helper"): a query bar from the columns marked `query` (and `query-fields`), 查询 / 重置, an
 * optional 高级查询 (`superQueryParams`), 新增 / 批量删除 / 导出 / 导入, a sortable table with
 * header filters and selection, row actions, and the pager ('a-b 共N条', 10/20/30). It asks
 * `list-url` with `pageNo`, `pageSize`, `column`, `order` (default `createTime` `desc`), the
 * query and the filters, and reads `{ records, total }`. Deletes ask first (确认删除) and send
 * `id` / `ids`; 批量删除 with nothing selected warns 请选择一条记录！; 导出 downloads the xlsx of
 * the query with `selections`; 导入 opens the Excel import modal and reloads after it.
 * `columns` (JSON or a property): `{ key, title, sortable?, width?, type?, dictCode?, options?,
 * filters?, filterDictCode?, query?, html?, detail?, actions?, render? }`; an `actions` column
 * draws its row links, where `detail` opens 详细信息 and `delete` deletes, and any other key fires
 * `farm-row-action`. `reload()`, `reset()`, `getSelection()`, `getSelectedRows()`,
 * `clearSelection()` and `exportXls()` are methods.
 *
 * @summary List page: query, table, paging, delete, export and import.
 * @cssprop --farm-color-primary - Links, the sort mark, selection and primary buttons.
 * @cssprop --farm-color-danger - Danger links and 批量删除.
 */
const FarmListBase = defineFarmElement('farm-list', ListElement, {
  attributes: {
    /** GET: the page of records. Without it the list says 请设置url.list属性!. */
    listUrl: 'string',
    /** DELETE `?id=`: used by a `delete` row action. */
    deleteUrl: 'string',
    /** DELETE `?ids=a,b`: shows 批量删除. */
    deleteBatchUrl: 'string',
    /** GET: the xlsx of the query and selection; shows 导出. */
    exportUrl: 'string',
    /** POST `files[]`: shows 导入. */
    importUrl: 'string',
    /**
     * Rows per page at first (10 / 20 / 30).
     * @default 10
     */
    pageSize: 'number',
    /**
     * The field that identifies a row.
     * @default 'id'
     */
    rowKey: 'string',
    /**
     * The sort before a header is clicked.
     * @default 'createTime'
     */
    sortColumn: 'string',
    /**
     * `asc` or `desc`.
     * @default 'desc'
     */
    sortOrder: ['asc', 'desc'],
    /** The list's accessible name; also the export's file name unless `export-file-name` is given. */
    caption: 'string',
    /** The export's file name (.xlsx added); default the caption, else 导出数据. */
    exportFileName: 'string',
    /** The selection column, shown by default: `no-selection` (or `selectable="false"`) hides it. */
    selectable: { offBy: 'noSelection' },
    /** Shows 新增, which fires `farm-add`. */
    addButton: 'boolean',
    /** Shows 高级查询 with a condition per data column (or `advanced-fields`). */
    advancedQuery: 'boolean',
    /** Where the advanced query's saved queries are kept; default the page's full path. */
    saveCode: 'string',
    /**
     * `table`: a plain accessible table; `grid`: the read-only editable grid.
     * @default 'table'
     */
    table: ['table', 'grid'],
  },
  /** `columns`, `query-fields`, `advanced-fields`, `fixed-params` and `permissions`; a function in `columns[].render` needs the property. */
  jsonAttributes: ['columns', 'queryFields', 'advancedFields', 'fixedParams', 'permissions'],
  events: {
    /** The user changed the selection; detail `{ selectedRowIds, selectedRows }`. */
    onSelectionChange: 'farm-selection-change',
    /** A click on a row (table mode), outside its box, links and buttons; detail `{ row, rowKey, index }`. */
    onRowClick: 'farm-row-click',
    /** A page arrived; detail `{ records, total, page, pageSize }`. */
    onLoad: 'farm-load',
    /** A row action other than detail and delete; detail `{ action, row, rowKey }`. */
    onRowAction: 'farm-row-action',
    /** 新增 was pressed. */
    onAdd: 'farm-add',
    /** Records were deleted; detail `{ ids }`. */
    onDelete: 'farm-delete',
  },
});

const methods: (keyof ListElementHandle)[] = [
  'reload',
  'reset',
  'getSelection',
  'getSelectedRows',
  'clearSelection',
  'exportXls',
];
for (const name of methods) {
  Object.defineProperty(FarmListBase.prototype, name, {
    configurable: true,
    value(this: HTMLElement, ...args: unknown[]) {
      const method = listHandleOf(this)[name] as (...given: unknown[]) => unknown;
      return method(...args);
    },
  });
}

export const FarmListElement = FarmListBase as typeof FarmListBase & {
  prototype: InstanceType<typeof FarmListBase> & ListElementHandle;
};
export type FarmListElement = InstanceType<typeof FarmListBase> & ListElementHandle;

/** The element's events by type: `FarmListEvents['<type>']` is the event object its listeners get. */
export type FarmListEvents = FarmElementEventMap<typeof FarmListElement>;

// The detail types of its events and the shapes of its JSON, for hosts that name them.
export type { ListLoadedPage, ListRowActionChoice, ListRowClick, ListSelectionChange } from './view/list-element';
export type { ListChoice, ListElementColumn, ListQueryField, ListRowAction } from './model';

declare global {
  interface HTMLElementTagNameMap {
    'farm-list': FarmListElement;
  }
}
