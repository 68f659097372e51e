import type { Kysely } from 'kysely';
import type { Database } from '../../../db';

/** Those of the ids that are live menu entries (a grant may only name existing entries). */
export async function livePermissionIds(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('id', 'in', [...ids])
    .where('delFlag', '=', 0)
    .execute();
  return rows.map((row) => row.id);
}
