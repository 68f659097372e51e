import type { AdvancedQuery, ListSort, ListUrls, RowKey } from './model';

export interface ListPageOptions<Row> {
  urls: ListUrls;
  /** A row's id; default its `id` field. */
  rowKey?: (row: Row) => RowKey;
  /** Default `createTime` descending. */
  defaultSort?: ListSort;
  /** Default 10. */
  pageSize?: number;
  /** The query bar's starting values, restored by reset. */
  initialQuery?: Readonly<Record<string, unknown>>;
  /** Sent with every list and export request. */
  fixedParams?: Readonly<Record<string, unknown>>;
  /** The shown columns, sent as `field`. */
  fields?: readonly string[];
  /** Query bar fields searched by "contains" (`*x*`). */
  likeFields?: readonly string[];
  /** Runs after the confirmation and before the delete request; a rejection stops it and shows its message as an error. */
  beforeDelete?: (ids: readonly RowKey[]) => unknown;
  /** The export's file name (without .xlsx). */
  exportFileName?: string;
  /**
   * The parameters of the delete and batch delete requests when the endpoints name them
   * otherwise than `id` and `ids` (a role's users: `roleId` with `userId` or `userIds`).
   */
  deleteParams?: DeleteParams;
  /** A page arrived: its records and total, and the page and page size it was asked for. */
  onLoad?: (page: ListLoaded<Row>) => void;
}

export interface ListLoaded<Row> {
  records: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export interface DeleteParams {
  one: (id: RowKey) => Record<string, string>;
  many: (ids: readonly RowKey[]) => Record<string, string>;
}

export interface ListPageState<Row> {
  rows: Row[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  sort: ListSort;
  /** The query bar's values as typed; applied by search(). */
  query: Record<string, unknown>;
  filters: Record<string, readonly string[]>;
  advancedQuery: AdvancedQuery | null;
  selectedKeys: RowKey[];
  importOpen: boolean;
  /** Counts the resets, so an advanced query control can be started afresh (its key). */
  resets: number;
  urls: ListUrls;
  rowKey: (row: Row) => RowKey;
  setQueryValue: (name: string, value: unknown) => void;
  /** Applies the query bar and goes to the first page. */
  search: () => void;
  /** Clears the query bar, the column filters, the advanced query and the sort; first page. */
  reset: () => void;
  setFilter: (column: string, values: readonly string[]) => void;
  /** `<farm-query>`'s `{ params, matchType }`; null or no params drops it. */
  setAdvancedQuery: (query: AdvancedQuery | null) => void;
  changePage: (page: number, pageSize: number) => void;
  /** A click on a sortable column's header. */
  sortBy: (column: string) => void;
  toggleRow: (key: RowKey) => void;
  toggleAllOnPage: () => void;
  clearSelection: () => void;
  reload: () => void;
  /** Asks, then deletes one record; resolves to whether it was deleted. */
  remove: (id: RowKey) => Promise<boolean>;
  /** Asks, then deletes the selected records (请选择一条记录！ when none). */
  removeSelected: () => Promise<boolean>;
  /** Downloads the xlsx of the current query and selection. */
  exportRows: () => Promise<boolean>;
  openImport: () => void;
  closeImport: () => void;
  /** An import went through: shows the imported rows. */
  imported: () => void;
}
