import type { ListPageResult } from './list-types';

/**
 * Reads a list answer's result: a page `{ records, total }`, or a plain array some endpoints
 * answer with (then the total is its length). Anything else is an empty page.
 */
export function readListResult<Row>(result: unknown): ListPageResult<Row> {
  if (Array.isArray(result)) return { records: result as Row[], total: result.length };
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records)) {
    const page = result as { records: Row[]; total?: unknown };
    const total = Number(page.total);
    return { records: page.records, total: Number.isFinite(total) ? total : page.records.length };
  }
  return { records: [], total: 0 };
}
