import type { Transaction } from 'kysely';
import type { Database } from '../../../db';

/** Keeps the stored `is_leaf` of menu entries true to their children after a change below them. */
export async function refreshLeafFlags(trx: Transaction<Database>, ids: readonly (string | null)[]): Promise<void> {
  for (const id of new Set(ids)) {
    if (!id) continue;
    const child = await trx
      .selectFrom('sys_permission')
      .select('id')
      .where('parentId', '=', id)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    await trx
      .updateTable('sys_permission')
      .set({ isLeaf: child ? 0 : 1 })
      .where('id', '=', id)
      .execute();
  }
}
