import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db';

/** A row as the generic code handles it: column name -> value. */
export type AnyRow = Record<string, unknown>;

type AnyDatabase = Record<string, AnyRow>;

/**
 * The database seen as tables chosen at run time. Only declared resources' codes (their table
 * names, never a client's string) and their declared fields ever reach it.
 */
export function anyTables(db: Kysely<Database> | Transaction<Database>): Kysely<AnyDatabase> {
  return db as unknown as Kysely<AnyDatabase>;
}

/** Splits a long `in` list so no statement exceeds any database's bound-parameter limit. */
export function inChunks<T>(values: readonly T[], size = 500): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
}
