import { sql, type SelectQueryBuilder } from 'kysely';
import { orderListQuery, whereListQuery } from './apply-list-query';
import type { ListQuery } from './list-query';

/** JeecgBoot's page: `{ records, total, size, current, pages }`. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/**
 * Runs a list query: the filtered count and the requested page in the requested order. On
 * PostgreSQL the two go out together on two of the pool's connections, so a page costs one round
 * trip rather than two; SQLite's one connection runs them in turn.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  list: ListQuery,
  options: { qualify?: string; tieBreaker?: string } = {},
): Promise<Page<O>> {
  const filtered = whereListQuery(base, list, options.qualify);
  const [counted, records] = await Promise.all([
    filtered.clearSelect().select(sql<number | string | bigint>`count(*)`.as('total')).executeTakeFirst(),
    orderListQuery(filtered, list, options.qualify, options.tieBreaker)
      .limit(list.pageSize)
      .offset((list.pageNo - 1) * list.pageSize)
      .execute(),
  ]);
  const total = Number((counted as { total?: number | string | bigint } | undefined)?.total ?? 0);
  return { records, total, size: list.pageSize, current: list.pageNo, pages: Math.ceil(total / list.pageSize) };
}
