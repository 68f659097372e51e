import type { Kysely } from 'kysely';
import { buttonCodes, grantedButtonCodes, grantedPermissions, roleCodesOf } from '../../access';
import type { Database } from '../../db';
import { ApiError, ResultCode, type Caller } from '../../http';
import { systemMessages } from '../../messages';

/*
 * No one hands out more than they hold. A button code lets its holder manage users, roles and
 * grants, but only within their own permissions: the holders of the 'admin' role (seeded with
 * every permission) are the only ones who may grant anything or manage anyone.
 */
export const ADMIN_ROLE_CODE = 'admin';

function refuse(message: string): never {
  throw new ApiError(message, { code: ResultCode.noAuthorisation });
}

export async function isAdministrator(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await roleCodesOf(db, userId)).has(ADMIN_ROLE_CODE);
}

async function heldPermissionIds(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  return new Set((await grantedPermissions(db, userId)).map((row) => row.id));
}

/** Refuses (code 510) to grant a permission the caller does not hold themselves. */
export async function assertGrantable(
  db: Kysely<Database>,
  caller: Caller,
  permissionIds: readonly string[],
): Promise<void> {
  if (!permissionIds.length || (await isAdministrator(db, caller.userId))) return;
  const held = await heldPermissionIds(db, caller.userId);
  if (permissionIds.some((id) => !held.has(id))) refuse(systemMessages.beyondOwnGrants);
}

/** Refuses to give anyone a role that grants more than the caller holds (the admin role above all). */
export async function assertRolesAssignable(
  db: Kysely<Database>,
  caller: Caller,
  roleIds: readonly string[],
): Promise<void> {
  if (!roleIds.length || (await isAdministrator(db, caller.userId))) return;
  const roles = await db
    .selectFrom('sys_role')
    .select('roleCode')
    .where('id', 'in', [...roleIds])
    .execute();
  if (roles.some((role) => role.roleCode === ADMIN_ROLE_CODE)) refuse(systemMessages.roleBeyondOwnGrants);
  const granted = await db
    .selectFrom('sys_role_permission')
    .select('permissionId')
    .where('roleId', 'in', [...roleIds])
    .execute();
  const held = await heldPermissionIds(db, caller.userId);
  if (granted.some((row) => !held.has(row.permissionId))) refuse(systemMessages.roleBeyondOwnGrants);
}

/** Refuses to edit, freeze, delete or reset the password of a user who holds more than the caller. */
export async function assertUsersManageable(
  db: Kysely<Database>,
  caller: Caller,
  userIds: readonly string[],
): Promise<void> {
  const others = userIds.filter((id) => id !== caller.userId);
  if (!others.length || (await isAdministrator(db, caller.userId))) return;
  const held = await heldPermissionIds(db, caller.userId);
  for (const userId of others) {
    if (await isAdministrator(db, userId)) refuse(systemMessages.userBeyondOwnGrants);
    const theirs = await heldPermissionIds(db, userId);
    if ([...theirs].some((id) => !held.has(id))) refuse(systemMessages.userBeyondOwnGrants);
  }
}

/**
 * Refuses to write a button code the caller does not hold into the menu table: whoever holds
 * that entry would gain the code (rewriting one's own button into 'role:authorize', or enabling
 * a disabled one).
 */
export async function assertButtonCodesHeld(db: Kysely<Database>, caller: Caller, perms: string | null): Promise<void> {
  const codes = buttonCodes(perms);
  if (!codes.length || (await isAdministrator(db, caller.userId))) return;
  const held = await grantedButtonCodes(db, caller.userId);
  if (codes.some((code) => !held.has(code))) refuse(systemMessages.codeBeyondOwnGrants);
}
