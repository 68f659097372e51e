import { isEmptyValue, type ListSort } from '../../../elements/list';

/**
 * No header clicked: no `column`/`order` is sent, so the server keeps the report's own order
 * (a report has no `createTime` to fall back on, as other lists do).
 */
export const REPORT_OWN_ORDER: ListSort = { column: '', order: 'asc' };

export interface ReportRequest {
  query: Readonly<Record<string, unknown>>;
  sort: ListSort;
  page: number;
  pageSize: number;
}

/** getData's parameters: the applied query without empty values (group mode as `<field>_begin`/`_end`), the sort, the page. */
export function reportDataParams({ query, sort, page, pageSize }: ReportRequest): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(query).filter(([, value]) => !isEmptyValue(value)));
  const sorted = sort.column ? { column: sort.column, order: sort.order } : {};
  return { ...kept, ...sorted, pageNo: page, pageSize };
}

/** What the print ticket is asked for: the rows the list shows, in its order, on every page (no paging). */
export function reportPrintParams({ query, sort }: Pick<ReportRequest, 'query' | 'sort'>): Record<string, string> {
  const kept = Object.entries(query).filter(([, value]) => !isEmptyValue(value));
  const sorted = sort.column
    ? [
        ['column', sort.column],
        ['order', sort.order],
      ]
    : [];
  return Object.fromEntries([...kept, ...sorted].map(([name, value]) => [name, String(value)]));
}
