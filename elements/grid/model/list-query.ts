import type { GridRow } from './grid-types';

/** The list conventions (widgets spec 7, list-page helper): page 1 of 10, newest first. */
export const LIST_DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;

export interface ListPage {
  pageNo: number;
  pageSize: number;
}

export function listParams(page: ListPage, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...LIST_DEFAULT_SORT, ...extra, pageNo: page.pageNo, pageSize: page.pageSize };
}

export interface ListResult {
  rows: GridRow[];
  total: number;
}

function asRow(record: unknown, index: number): GridRow {
  const values = (record && typeof record === 'object' ? record : {}) as Record<string, unknown>;
  const id = values.id === undefined || values.id === null ? `row-${index}` : String(values.id);
  return { ...values, id };
}

/** A page answer is `{ records, total }`; a plain list is taken whole. Anything else is empty. */
export function readListResult(result: unknown): ListResult {
  if (Array.isArray(result)) return { rows: result.map(asRow), total: result.length };
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records)) {
    const { records, total } = result as { records: unknown[]; total?: unknown };
    return { rows: records.map(asRow), total: Number(total ?? records.length) || 0 };
  }
  return { rows: [], total: 0 };
}
