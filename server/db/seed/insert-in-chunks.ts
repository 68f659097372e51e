import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../schema';

/** Bulk insert in slices, under every database's limit on bound parameters per statement. */
export async function insertInChunks<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  size = 100,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + size) as Insertable<Database[T]>[])
      .execute();
  }
}
