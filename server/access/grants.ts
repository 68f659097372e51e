import type { Kysely, Selectable } from 'kysely';
import type { Database, SysPermissionTable } from '../db';

export type PermissionRow = Selectable<SysPermissionTable>;

/** Every live menu and button the user's roles grant, in menu order. */
export function grantedPermissions(db: Kysely<Database>, userId: string): Promise<PermissionRow[]> {
  return db
    .selectFrom('sys_permission as p')
    .selectAll('p')
    .where('p.delFlag', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('sys_role_permission as rp')
          .innerJoin('sys_user_role as ur', 'ur.roleId', 'rp.roleId')
          .select('rp.id')
          .whereRef('rp.permissionId', '=', 'p.id')
          .where('ur.userId', '=', userId),
      ),
    )
    .orderBy('p.sortNo')
    .execute();
}

/** Splits a button rule's `perms` ('user:add' or 'user:add,user:edit') into codes. */
export function buttonCodes(perms: string | null): string[] {
  return (perms ?? '').split(',').map((code) => code.trim()).filter(Boolean);
}

/** The button codes the user holds: buttons granted by a role and valid (status '1'). */
export async function grantedButtonCodes(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sys_permission as p')
    .innerJoin('sys_role_permission as rp', 'rp.permissionId', 'p.id')
    .innerJoin('sys_user_role as ur', 'ur.roleId', 'rp.roleId')
    .select('p.perms')
    .where('ur.userId', '=', userId)
    .where('p.menuType', '=', 2)
    .where('p.status', '=', '1')
    .where('p.delFlag', '=', 0)
    .execute();
  return new Set(rows.flatMap((row) => buttonCodes(row.perms)));
}

export async function roleCodesOf(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sys_role as r')
    .innerJoin('sys_user_role as ur', 'ur.roleId', 'r.id')
    .select('r.roleCode')
    .where('ur.userId', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.roleCode));
}
