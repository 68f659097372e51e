import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db';
import { referenceLabelCacheOf } from '../../dict';
import { resourceByCode, type FieldSpec, type ResourceSpec } from '../../../resources';
import { inScope, tenantScope } from '../scope/record-scope';
import { anyTables, inChunks, type AnyRow } from './tables';

/** The labels of some rows of `target` in the tenant, '' for an id the tenant has no row of. */
async function readLabels(
  db: Kysely<Database>,
  target: ResourceSpec,
  ids: readonly string[],
  tenantId: number,
): Promise<Map<string, string>> {
  const labels = new Map<string, string>(ids.map((id) => [id, '']));
  for (const chunk of inChunks(ids)) {
    const query = anyTables(db)
      .selectFrom(target.code)
      .select([sql<string>`${sql.ref('id')}`.as('id'), sql<string>`${sql.ref(target.label ?? 'id')}`.as('label')])
      .where('id', 'in', chunk);
    const found = await inScope(query, tenantScope(tenantId)).execute();
    for (const row of found) labels.set(row.id, String(row.label ?? ''));
  }
  return labels;
}

/**
 * The labels of the rows a referencing field of some rows names, of the tenant only: another
 * tenant's row never lends its name. Through `app.db` they come from the server's label cache,
 * read from the table only when not kept (a list pages through the same few drivers and
 * cooperatives); through a transaction, from the table.
 */
export async function referenceLabels(
  db: Kysely<Database>,
  field: FieldSpec,
  rows: readonly AnyRow[],
  tenantId: number,
): Promise<Map<string, string>> {
  const target = resourceByCode(field.ref as string);
  const ids = [
    ...new Set(
      rows
        .map((row) => row[field.name])
        .filter((id) => id !== null && id !== undefined)
        .map(String),
    ),
  ];
  if (!target || !ids.length) return new Map();
  const cache = referenceLabelCacheOf(db);
  if (!cache) return readLabels(db, target, ids, tenantId);
  return cache.rememberMany(`${tenantId} ${target.code} `, ids, (missing) => readLabels(db, target, missing, tenantId));
}
