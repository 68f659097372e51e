import type { Kysely } from 'kysely';
import type { Database } from '../../db';

/**
 * A department and everything below it, by parent links. The whole table is read: departments
 * number in the hundreds, and walking parent links needs no dialect-specific recursive SQL.
 */
export async function departSubtreeIds(db: Kysely<Database>, rootIds: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom('sys_depart').select(['id', 'parentId']).where('delFlag', '=', '0').execute();
  const childrenOf = new Map<string, string[]>();
  for (const row of rows)
    if (row.parentId) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row.id]);
  const known = new Set(rows.map((row) => row.id));
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const child of childrenOf.get(id) ?? []) visit(child);
  };
  for (const id of rootIds) if (known.has(id)) visit(id);
  return [...found];
}
