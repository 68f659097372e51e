import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db';
import { anyTables, inChunks, type AnyRow } from '../records/tables';
import { TREE_ROOT, type ResourceSpec } from '../../../resources';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Sets every row's `hasChild` of one tenant's tree from its children, as JeecgBoot's tree forms
 * keep it ('1' / '0'): after an add, a move, a delete or an import, whichever rows it touched.
 */
export async function refreshHasChild(db: Db, resource: ResourceSpec, tenantId: number): Promise<void> {
  const tree = resource.tree;
  if (!tree) return;
  const table = resource.code;
  await anyTables(db)
    .updateTable(table)
    .set((eb) => ({
      [tree.hasChildField]: eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom(`${table} as child`)
              .select('child.id')
              .whereRef(`child.${tree.pidField}`, '=', `${table}.id`)
              .whereRef('child.tenantId', '=', `${table}.tenantId`),
          ),
        )
        .then('1')
        .else('0')
        .end(),
    }))
    .where('tenantId', '=', tenantId)
    .execute();
}

/** The rows and every row below them in the tenant's tree (a broken cycle stops, never loops). */
export async function withDescendants(
  db: Db,
  resource: ResourceSpec,
  ids: readonly string[],
  tenantId: number,
): Promise<string[]> {
  const tree = resource.tree;
  const all = new Set(ids);
  if (!tree) return [...all];
  let level = [...all];
  while (level.length) {
    const next: string[] = [];
    for (const chunk of inChunks(level)) {
      const children = await anyTables(db)
        .selectFrom(resource.code)
        .select('id')
        .where('tenantId', '=', tenantId)
        .where(tree.pidField, 'in', chunk)
        .execute();
      for (const { id } of children) {
        if (all.has(String(id))) continue;
        all.add(String(id));
        next.push(String(id));
      }
    }
    level = next;
  }
  return [...all];
}

/**
 * Whether `parentId` is the row itself or one of the rows below it: a row moved there would
 * leave the tree (JeecgBoot's tree forms do not check; a cycle hides its rows from every level).
 */
export async function isSelfOrBelow(
  db: Db,
  resource: ResourceSpec,
  rowId: string,
  parentId: string,
  tenantId: number,
): Promise<boolean> {
  const tree = resource.tree;
  if (!tree) return false;
  const seen = new Set<string>();
  let current: string | null = parentId;
  while (current !== null && current !== TREE_ROOT && !seen.has(current)) {
    if (current === rowId) return true;
    seen.add(current);
    const row: AnyRow | undefined = await anyTables(db)
      .selectFrom(resource.code)
      .select(tree.pidField)
      .where('id', '=', current)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    const pid: unknown = row?.[tree.pidField];
    current = pid === null || pid === undefined || pid === '' ? null : String(pid);
  }
  return false;
}
