import type { Transaction } from 'kysely';
import type { Database } from '../../db';
import { idList } from '../system';

/**
 * Rewrites a comma-list column of users (`post` holds position codes, `relTenantIds` tenant ids)
 * after a position or tenant is renamed or removed, so no user points at what is gone.
 */
export async function rewriteUserLists(
  trx: Transaction<Database>,
  column: 'post' | 'relTenantIds',
  rewrite: (values: string[]) => string[],
): Promise<void> {
  const users = await trx.selectFrom('sys_user').select(['id', column]).where(column, 'is not', null).execute();
  for (const user of users) {
    const before = idList(user[column]);
    const after = [...new Set(rewrite(before))];
    if (after.join(',') !== before.join(',')) {
      await trx
        .updateTable('sys_user')
        .set({ [column]: after.join(',') || null })
        .where('id', '=', user.id)
        .execute();
    }
  }
}
