import type { Kysely } from 'kysely';
import type { Database } from '../../../db';
import {
  fetchPage,
  orderListQuery,
  parseListQuery,
  whereListQuery,
  type ListQuery,
  type ListResource,
  type Page,
} from '../../../query';
import { columnKindsOf, type ResourceSpec } from '../../../resources';
import { inScope, type RecordScope } from '../scope/record-scope';
import { anyTables, type AnyRow } from './tables';
import { withDictTexts } from './with-dict-texts';

/** What a resource's lists let clients name: every column, sorted by creation time by default. */
export function listResourceOf(resource: ResourceSpec, ownParams: readonly string[] = []): ListResource {
  return { fields: columnKindsOf(resource), defaultSort: 'createTime', ownParams };
}

/** A page of the records within the scope, in the JeecgBoot shape, each with its `_dictText` texts. */
export async function listRecords(
  db: Kysely<Database>,
  resource: ResourceSpec,
  query: Record<string, unknown>,
  scope: RecordScope,
): Promise<Page<AnyRow>> {
  const list = parseListQuery(query, listResourceOf(resource));
  const page = await fetchPage(inScope(anyTables(db).selectFrom(resource.code).selectAll(), scope), list);
  return { ...page, records: await withDictTexts(db, resource, page.records, scope.tenantId) };
}

/** The comma list of ids an export is narrowed to (`selections`), if any. */
export function selectionsOf(query: Record<string, unknown>): string[] {
  const raw = query.selections;
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '';
  return text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * Every record within the scope a list query matches (no paging), narrowed to `selections` when
 * given: what an export writes. Reads at most `limit + 1` rows, so the caller can tell that there
 * were more.
 */
export async function matchingRecords(
  db: Kysely<Database>,
  resource: ResourceSpec,
  query: Record<string, unknown>,
  limit: number,
  scope: RecordScope,
): Promise<AnyRow[]> {
  const list: ListQuery = parseListQuery(query, listResourceOf(resource));
  let base = whereListQuery(inScope(anyTables(db).selectFrom(resource.code).selectAll(), scope), list);
  const selections = selectionsOf(query);
  if (selections.length) base = base.where('id', 'in', selections.slice(0, limit + 1));
  return orderListQuery(base, list)
    .limit(limit + 1)
    .execute();
}
