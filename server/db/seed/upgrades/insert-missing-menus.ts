import type { Insertable, Transaction } from 'kysely';
import { newId } from '../../ids';
import type { Database, SysPermissionTable } from '../../schema';
import { insertInChunks } from '../insert-in-chunks';
import { grantedRows } from '../system-demo/access';
import { seededMenus } from '../system-demo/menus';
import { flattenMenus } from '../system-demo/menu-tree';
import { roles } from '../system-demo/roles';

/**
 * Adds the demo menu entries named by `keys` (with their buttons and the entries below them) to
 * a database seeded before they existed: each under its parent, found by URL, and granted to the
 * seeded roles whose grants cover it, as the first start grants them. An entry whose URL is there
 * already is left as it is, and so is a button its page holds. Answers how many rows were added.
 */
export async function insertMissingMenus(
  trx: Transaction<Database>,
  keys: readonly string[],
  createTime: string,
): Promise<number> {
  const rows = flattenMenus(seededMenus, createTime);
  const existing = await trx
    .selectFrom('sys_permission')
    .select(['id', 'url', 'parentId', 'perms', 'menuType'])
    .execute();
  const pageByUrl = new Map(
    existing.filter((entry) => entry.menuType !== 2 && entry.url).map((entry) => [entry.url, entry.id]),
  );
  const buttonsHeld = new Set(
    existing.filter((entry) => entry.menuType === 2).map((entry) => `${entry.parentId}/${entry.perms}`),
  );
  // Seed ids (made afresh by flattenMenus) to the ids the database knows them by.
  const idOf = new Map<string, string>();
  for (const { row } of rows) {
    const present = row.menuType !== 2 && row.url ? pageByUrl.get(row.url) : undefined;
    if (present) idOf.set(String(row.id), present);
  }

  const wanted = new Set(keys);
  const added: Insertable<SysPermissionTable>[] = [];
  // flattenMenus lists every entry before its buttons and the entries below it.
  for (const { row, path, code } of rows) {
    if (!path.some((key) => wanted.has(key)) || idOf.has(String(row.id))) continue;
    const parentId = row.parentId === null || row.parentId === undefined ? null : idOf.get(String(row.parentId));
    if (parentId === undefined || (code !== undefined && buttonsHeld.has(`${parentId}/${code}`))) continue;
    idOf.set(String(row.id), String(row.id));
    added.push({ ...row, parentId });
  }
  if (added.length === 0) return 0;

  const addedIds = new Set(added.map((row) => String(row.id)));
  const presentRoles = new Set((await trx.selectFrom('sys_role').select('id').execute()).map((role) => role.id));
  const grants = roles
    .filter((role) => presentRoles.has(role.id))
    .flatMap((role) =>
      grantedRows(rows, role)
        .filter((granted) => addedIds.has(String(granted.row.id)))
        .map((granted) => ({ id: newId(), roleId: role.id, permissionId: String(granted.row.id) })),
    );
  await insertInChunks(trx, 'sys_permission', added);
  await insertInChunks(trx, 'sys_role_permission', grants);
  const parents = [
    ...new Set(
      added.map((row) => row.parentId).filter((id): id is string => typeof id === 'string' && !addedIds.has(id)),
    ),
  ];
  if (parents.length > 0)
    await trx.updateTable('sys_permission').set({ isLeaf: 0 }).where('id', 'in', parents).execute();
  return added.length;
}
