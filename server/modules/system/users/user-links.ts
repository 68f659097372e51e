import type { Kysely, Transaction } from 'kysely';
import { newId, type Database } from '../../../db';

type Db = Kysely<Database> | Transaction<Database>;

/** The roles named by a form, or null when one of them does not exist. */
export async function existingRoles(db: Db, roleIds: readonly string[]): Promise<string[] | null> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectFrom('sys_role')
    .select('id')
    .where('id', 'in', [...roleIds])
    .execute();
  return rows.length === roleIds.length ? roleIds.slice() : null;
}

/** The departments named by a form in tree order, or null when one of them does not exist. */
export async function existingDeparts(db: Db, departIds: readonly string[]) {
  if (!departIds.length) return [];
  const rows = await db
    .selectFrom('sys_depart')
    .select(['id', 'orgCode'])
    .where('id', 'in', [...departIds])
    .orderBy('departOrder')
    .orderBy('orgCode')
    .execute();
  return rows.length === departIds.length ? rows : null;
}

export async function replaceUserRoles(
  trx: Transaction<Database>,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  await trx.deleteFrom('sys_user_role').where('userId', '=', userId).execute();
  for (const roleId of roleIds) await trx.insertInto('sys_user_role').values({ id: newId(), userId, roleId }).execute();
}

/**
 * Replaces a user's departments. Department roles of departments the user leaves go with them,
 * and the current department moves to the first remaining one when it was left.
 */
export async function replaceUserDeparts(
  trx: Transaction<Database>,
  userId: string,
  departs: readonly { id: string; orgCode: string }[],
): Promise<string | null> {
  const keep = departs.map((d) => d.id);
  let leaving = trx.selectFrom('sys_user_depart').select('depId').where('userId', '=', userId);
  if (keep.length) leaving = leaving.where('depId', 'not in', keep);
  const left = (await leaving.execute()).map((row) => row.depId);
  if (left.length) {
    await trx
      .deleteFrom('sys_depart_role_user')
      .where('userId', '=', userId)
      .where('droleId', 'in', trx.selectFrom('sys_depart_role').select('id').where('departId', 'in', left))
      .execute();
  }
  await trx.deleteFrom('sys_user_depart').where('userId', '=', userId).execute();
  for (const depart of departs)
    await trx.insertInto('sys_user_depart').values({ id: newId(), userId, depId: depart.id }).execute();
  const user = await trx.selectFrom('sys_user').select('orgCode').where('id', '=', userId).executeTakeFirstOrThrow();
  return departs.some((d) => d.orgCode === user.orgCode) ? user.orgCode : (departs[0]?.orgCode ?? null);
}

/** Everything that ties users to the rest: roles, departments, department roles, sessions. */
export async function removeUserLinks(trx: Transaction<Database>, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  const ids = [...userIds];
  await trx.deleteFrom('sys_user_role').where('userId', 'in', ids).execute();
  await trx.deleteFrom('sys_user_depart').where('userId', 'in', ids).execute();
  await trx.deleteFrom('sys_depart_role_user').where('userId', 'in', ids).execute();
  await trx.deleteFrom('sys_user_token').where('userId', 'in', ids).execute();
}
