import { sql, type Kysely, type Transaction } from 'kysely';
import { newId, type Database } from '../../../db';
import { partsOf, type ResourceSpec } from '../resources';
import type { RecordValues } from './read-input';
import { anyTables, inChunks, type AnyRow } from './tables';

/** Who writes and when, for the audit columns. */
export interface Audit {
  username: string | null;
  /** 'yyyy-MM-dd HH:mm:ss' */
  now: string;
}

type Db = Kysely<Database> | Transaction<Database>;

/** A full row to insert: every column named (SQLite has no DEFAULT in a multi-row VALUES). */
function rowToInsert(resource: ResourceSpec, values: RecordValues, audit: Audit): AnyRow {
  const row: AnyRow = { id: newId() };
  for (const field of resource.fields) row[field.name] = values.get(field.name) ?? null;
  return { ...row, createBy: audit.username, createTime: audit.now, updateBy: null, updateTime: null };
}

/** Inserts rows in slices and answers their new ids. */
export async function insertRecords(db: Db, resource: ResourceSpec, rows: readonly RecordValues[], audit: Audit): Promise<string[]> {
  const full = rows.map((values) => rowToInsert(resource, values, audit));
  const perStatement = Math.max(1, Math.floor(2000 / (resource.fields.length + 5)));
  for (const slice of inChunks(full, perStatement)) await anyTables(db).insertInto(resource.code).values(slice).execute();
  return full.map((row) => String(row.id));
}

export async function updateRecord(db: Db, resource: ResourceSpec, id: string, values: RecordValues, audit: Audit): Promise<void> {
  const changes: AnyRow = Object.fromEntries(values);
  await anyTables(db)
    .updateTable(resource.code)
    .set({ ...changes, updateBy: audit.username, updateTime: audit.now })
    .where('id', '=', id)
    .execute();
}

export async function findRecord(db: Db, resource: ResourceSpec, id: string): Promise<AnyRow | undefined> {
  return anyTables(db).selectFrom(resource.code).selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The parts of one kind of a master record, in the order they were added. Ids are random and
 * createTime counts whole seconds, so neither orders the rows one save adds; SQLite gives a new
 * row of a rowid table (every farm table: their ids are text) a rowid above every row present,
 * and an update keeps it, so rowid order is insertion order. PostgreSQL has no rowid: serving
 * from it would need a sequence column here.
 */
export async function findParts(db: Db, part: ResourceSpec, masterId: string): Promise<AnyRow[]> {
  const parentField = part.parent?.field;
  if (!parentField) return [];
  return anyTables(db).selectFrom(part.code).selectAll().where(parentField, '=', masterId).orderBy(sql`rowid`).execute();
}

/** Deletes rows (and their parts) in one transaction; answers how many rows there were. */
export async function deleteRecords(db: Kysely<Database>, resource: ResourceSpec, ids: readonly string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let deleted = 0;
    for (const chunk of inChunks(ids)) {
      for (const part of partsOf(resource)) {
        await anyTables(trx)
          .deleteFrom(part.code)
          .where(part.parent?.field ?? 'id', 'in', chunk)
          .execute();
      }
      const result = await anyTables(trx).deleteFrom(resource.code).where('id', 'in', chunk).executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    return deleted;
  });
}
