import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, SysPermissionTable } from '../db';

export type PermissionRow = Selectable<SysPermissionTable>;

type PermissionScope = ExpressionBuilder<Database & { p: SysPermissionTable }, 'p'>;

/**
 * Whether a permission reaches the user: through one of the user's roles, or (as JeecgBoot's
 * `queryByUser` unions) through a department role the user is a member of.
 */
function grantedTo(eb: PermissionScope, userId: string) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('sys_role_permission as rp')
        .innerJoin('sys_user_role as ur', 'ur.roleId', 'rp.roleId')
        .select('rp.id')
        .whereRef('rp.permissionId', '=', 'p.id')
        .where('ur.userId', '=', userId),
    ),
    eb.exists(
      eb
        .selectFrom('sys_depart_role_permission as drp')
        .innerJoin('sys_depart_role as dr', 'dr.id', 'drp.roleId')
        .innerJoin('sys_depart_role_user as dru', 'dru.droleId', 'dr.id')
        .select('drp.id')
        .whereRef('drp.permissionId', '=', 'p.id')
        .where('dru.userId', '=', userId),
    ),
  ]);
}

/** Every live menu and button the user's roles and department roles grant, in menu order. */
export function grantedPermissions(db: Kysely<Database>, userId: string): Promise<PermissionRow[]> {
  return db
    .selectFrom('sys_permission as p')
    .selectAll('p')
    .where('p.delFlag', '=', 0)
    .where((eb) => grantedTo(eb, userId))
    .orderBy('p.sortNo')
    .execute();
}

/** Splits a button rule's `perms` ('user:add' or 'user:add,user:edit') into codes. */
export function buttonCodes(perms: string | null): string[] {
  return (perms ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/** The button codes the user holds: buttons granted by a role or department role and valid (status '1'). */
export async function grantedButtonCodes(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sys_permission as p')
    .select('p.perms')
    .where('p.menuType', '=', 2)
    .where('p.status', '=', '1')
    .where('p.delFlag', '=', 0)
    .where((eb) => grantedTo(eb, userId))
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
