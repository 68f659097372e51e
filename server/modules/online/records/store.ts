import type { Kysely, Transaction } from 'kysely';
import { newId, type Database } from '../../../db';
import { ApiError } from '../../../http';
import { onlineMessages as say } from '../../../messages';
import { partsOf, type ResourceSpec } from '../../../resources';
import { inScope, tenantScope, type RecordScope } from '../scope/record-scope';
import { refreshHasChild, withDescendants } from '../tree/tree-rows';
import type { RecordValues } from './read-input';
import { anyTables, inChunks, PART_ROW_ORDER, type AnyRow } from './tables';

/** Who writes, when, in which tenant and department: the columns the server sets. */
export interface Audit {
  username: string | null;
  /** 'yyyy-MM-dd HH:mm:ss' */
  now: string;
  /** The request's tenant: new rows belong to it, and only its rows are changed. */
  tenantId: number;
  /** The writer's current department (`sys_org_code` of new rows, which data rules may name). */
  orgCode: string | null;
  /** The writer's real name, which the data log shows beside the username. */
  realname?: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

/** A full row to insert: every column named (SQLite has no DEFAULT in a multi-row VALUES). */
function rowToInsert(resource: ResourceSpec, values: RecordValues, audit: Audit): AnyRow {
  const row: AnyRow = { id: newId() };
  for (const field of resource.fields) row[field.name] = values.get(field.name) ?? null;
  return {
    ...row,
    createBy: audit.username,
    createTime: audit.now,
    updateBy: null,
    updateTime: null,
    tenantId: audit.tenantId,
    sysOrgCode: audit.orgCode,
  };
}

/** Inserts rows in slices and answers their new ids. */
export async function insertRecords(
  db: Db,
  resource: ResourceSpec,
  rows: readonly RecordValues[],
  audit: Audit,
): Promise<string[]> {
  const full = rows.map((values) => rowToInsert(resource, values, audit));
  const perStatement = Math.max(1, Math.floor(2000 / (resource.fields.length + 7)));
  for (const slice of inChunks(full, perStatement))
    await anyTables(db).insertInto(resource.code).values(slice).execute();
  return full.map((row) => String(row.id));
}

/** Changes one row of the writer's tenant (the caller found it within their scope first). */
export async function updateRecord(
  db: Db,
  resource: ResourceSpec,
  id: string,
  values: RecordValues,
  audit: Audit,
): Promise<void> {
  const changes: AnyRow = Object.fromEntries(values);
  const update = anyTables(db)
    .updateTable(resource.code)
    .set({ ...changes, updateBy: audit.username, updateTime: audit.now })
    .where('id', '=', id);
  await inScope(update, tenantScope(audit.tenantId)).execute();
}

/** A row by id, if it is within the scope (another tenant's row, or one the rules exclude, is not found). */
export async function findRecord(
  db: Db,
  resource: ResourceSpec,
  id: string,
  scope: RecordScope,
): Promise<AnyRow | undefined> {
  return inScope(anyTables(db).selectFrom(resource.code).selectAll().where('id', '=', id), scope).executeTakeFirst();
}

/** Which of these ids name rows within the scope. */
export async function idsInScope(
  db: Db,
  resource: ResourceSpec,
  ids: readonly string[],
  scope: RecordScope,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of inChunks(ids)) {
    const rows = await inScope(
      anyTables(db).selectFrom(resource.code).select('id').where('id', 'in', chunk),
      scope,
    ).execute();
    for (const row of rows) found.add(String(row.id));
  }
  return found;
}

/**
 * The parts of one kind of a master record, in the order they were added. Ids are random and
 * createTime counts whole seconds, so neither orders the rows one save adds: the database numbers
 * each new part (`row_order`, migration 0014) and an edit keeps its number.
 */
export async function findParts(db: Db, part: ResourceSpec, masterId: string, tenantId: number): Promise<AnyRow[]> {
  const parentField = part.parent?.field;
  if (!parentField) return [];
  const parts = anyTables(db).selectFrom(part.code).selectAll().where(parentField, '=', masterId);
  return inScope(parts, tenantScope(tenantId)).orderBy(PART_ROW_ORDER).execute();
}

/**
 * The rows a delete removes: those named within the scope and, in a tree, every row below them
 * (JeecgBoot's tree forms delete a node with its children). A row below that the caller's rules
 * hide refuses the delete rather than being left without its parent.
 */
async function rowsToDelete(
  trx: Transaction<Database>,
  resource: ResourceSpec,
  ids: readonly string[],
  scope: RecordScope,
): Promise<string[]> {
  const inside = [...(await idsInScope(trx, resource, ids, scope))];
  if (!resource.tree || !inside.length) return inside;
  const subtree = await withDescendants(trx, resource, inside, scope.tenantId);
  if ((await idsInScope(trx, resource, subtree, scope)).size !== subtree.length)
    throw new ApiError(say.treeChildrenOutsideRules);
  return subtree;
}

/**
 * Deletes the rows (and their parts, and in a tree the rows below them) that are within the
 * scope, in one transaction; ids of other tenants' rows, or of rows the rules exclude, delete
 * nothing. Answers how many rows there were.
 */
export async function deleteRecords(
  db: Kysely<Database>,
  resource: ResourceSpec,
  ids: readonly string[],
  scope: RecordScope,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inside = await rowsToDelete(trx, resource, ids, scope);
    let deleted = 0;
    for (const chunk of inChunks(inside)) {
      for (const part of partsOf(resource)) {
        const parts = anyTables(trx)
          .deleteFrom(part.code)
          .where(part.parent?.field ?? 'id', 'in', chunk);
        await inScope(parts, tenantScope(scope.tenantId)).execute();
      }
      const rows = anyTables(trx).deleteFrom(resource.code).where('id', 'in', chunk);
      const result = await inScope(rows, scope).executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    // The parents left behind may have no children now.
    if (deleted) await refreshHasChild(trx, resource, scope.tenantId);
    return deleted;
  });
}
