import type { Transaction } from 'kysely';
import { newId } from '../../ids';
import type { Database } from '../../schema';
import { insertInChunks } from '../insert-in-chunks';
import { seededMenus } from './menus';
import { flattenMenus, type PermissionSeedRow } from './menu-tree';
import { roles, type RoleSeed } from './roles';

/** The permission rows a role's grant covers (see RoleSeed), menus above granted entries included. */
export function grantedRows(rows: readonly PermissionSeedRow[], role: RoleSeed): PermissionSeedRow[] {
  if (role.grants === 'all') return [...rows];
  const keys = new Set(role.grants);
  const except = new Set(role.except ?? []);
  const covered = rows.filter((r) => r.path.some((key) => keys.has(key)) && !(r.code && except.has(r.code)));
  const aboveCovered = new Set(covered.flatMap((r) => r.path));
  const ancestors = rows.filter((r) => !r.code && aboveCovered.has(r.path.at(-1) ?? ''));
  return [...new Set([...covered, ...ancestors])];
}

export async function insertAccess(trx: Transaction<Database>, createTime: string): Promise<void> {
  const rows = flattenMenus(seededMenus, createTime);
  await insertInChunks(
    trx,
    'sys_permission',
    rows.map((r) => r.row),
  );

  await insertInChunks(
    trx,
    'sys_role',
    roles.map((role) => ({
      id: role.id,
      roleCode: role.code,
      roleName: role.name,
      description: role.description,
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })),
  );

  const links = roles.flatMap((role) =>
    grantedRows(rows, role).map((granted) => ({ id: newId(), roleId: role.id, permissionId: granted.row.id })),
  );
  await insertInChunks(trx, 'sys_role_permission', links);
}
