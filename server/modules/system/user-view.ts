import type { Kysely, Selectable } from 'kysely';
import type { Database, SysDepartTable, SysUserTable } from '../../db';

/** Every user column a client may see: the password hash and its salt are never among them. */
export const PUBLIC_USER_COLUMNS = [
  'id',
  'username',
  'realname',
  'avatar',
  'birthday',
  'sex',
  'email',
  'phone',
  'telephone',
  'workNo',
  'post',
  'orgCode',
  'status',
  'delFlag',
  'userIdentity',
  'departIds',
  'relTenantIds',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
] as const satisfies readonly (keyof SysUserTable)[];

export type PublicUser = Pick<Selectable<SysUserTable>, (typeof PUBLIC_USER_COLUMNS)[number]>;

/** Copies only the public columns, so a full row (hash included) can never leak by accident. */
export function toPublicUser(row: PublicUser): PublicUser {
  return Object.fromEntries(PUBLIC_USER_COLUMNS.map((column) => [column, row[column]])) as PublicUser;
}

export type Depart = Selectable<SysDepartTable>;

/** The departments a user belongs to, in tree order. */
export function departsOfUser(db: Kysely<Database>, userId: string): Promise<Depart[]> {
  return db
    .selectFrom('sys_depart as d')
    .innerJoin('sys_user_depart as ud', 'ud.depId', 'd.id')
    .selectAll('d')
    .where('ud.userId', '=', userId)
    .where('d.delFlag', '=', '0')
    .orderBy('d.departOrder')
    .orderBy('d.orgCode')
    .execute();
}

/**
 * Users signed in to one of the departments `codes` (their `orgCode`) that they no longer belong
 * to move to their first remaining department in tree order, or to none: run after memberships
 * were removed. `userIds` limits it to those users (the ones who left).
 */
export async function moveOffLeftDeparts(
  db: Kysely<Database>,
  codes: readonly string[],
  userIds?: readonly string[],
): Promise<void> {
  if (!codes.length || userIds?.length === 0) return;
  let signedIn = db
    .selectFrom('sys_user')
    .select('id')
    .where('orgCode', 'in', [...codes]);
  if (userIds) signedIn = signedIn.where('id', 'in', [...userIds]);
  for (const user of await signedIn.execute()) {
    const [next] = await departsOfUser(db, user.id);
    await db
      .updateTable('sys_user')
      .set({ orgCode: next?.orgCode ?? null })
      .where('id', '=', user.id)
      .execute();
  }
}

/** Department names per user, comma-joined (JeecgBoot's `orgCodeTxt`), for a page of users. */
export async function departNamesByUser(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.depId')
    .select(['ud.userId', 'd.departName'])
    .where('ud.userId', 'in', [...userIds])
    .orderBy('d.departOrder')
    .execute();
  const names = new Map<string, string[]>();
  for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.departName]);
  return new Map([...names].map(([userId, list]) => [userId, list.join(',')]));
}
