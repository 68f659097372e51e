export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  column: string;
  order: SortOrder;
}

/** Contract default: `column=createTime`, `order=desc`. */
export const DEFAULT_SORT: ListSort = { column: 'createTime', order: 'desc' };

/** One advanced-query condition as `<farm-query>` gives it (api-contract: `{ field, type, dbType, rule, val }`). */
export interface AdvancedCondition {
  field: string;
  rule: string;
  val: unknown;
  type?: string;
  dbType?: string;
}

/** What `<farm-query>` fires (`farm-query-change`): the conditions and how they combine. */
export interface AdvancedQuery {
  params: readonly AdvancedCondition[];
  matchType: 'and' | 'or';
}

/** A page of records (api-contract: `{ records, total, size, current, pages }`). */
export interface ListPageResult<Row> {
  records: Row[];
  total: number;
}

/** The endpoints a list talks to; each action needs its own (widgets spec 5.4). */
export interface ListUrls {
  list?: string;
  delete?: string;
  deleteBatch?: string;
  exportXls?: string;
  importExcel?: string;
}
