import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import {
  idList,
  MsgType,
  withAncestors,
  withDescendants,
  type Addressing,
  type DepartParents,
  type Reader,
} from './audience';

export async function departParents(db: Kysely<Database>): Promise<DepartParents> {
  const rows = await db.selectFrom('sys_depart').select(['id', 'parentId']).where('delFlag', '=', '0').execute();
  return new Map(rows.map((row) => [row.id, row.parentId]));
}

/** The user as announcements see them: id, departments (with those above) and creation time. */
export async function readerOf(db: Kysely<Database>, userId: string): Promise<Reader> {
  const user = await db.selectFrom('sys_user').select('createTime').where('id', '=', userId).executeTakeFirst();
  const memberships = await db.selectFrom('sys_user_depart').select('depId').where('userId', '=', userId).execute();
  const parents = await departParents(db);
  const own = memberships.map((row) => row.depId).filter((id) => parents.has(id));
  return { userId, departIds: withAncestors(own, parents), createTime: user?.createTime ?? null };
}

/**
 * The users a 'USER' or 'DEPT' announcement is for (present, not frozen); 'ALL' answers null,
 * meaning everyone.
 */
export async function recipientsOf(db: Kysely<Database>, announcement: Addressing): Promise<string[] | null> {
  if (announcement.msgType === MsgType.all) return null;
  let users = db.selectFrom('sys_user as u').select('u.id').where('u.delFlag', '=', 0).where('u.status', '=', 1);
  if (announcement.msgType === MsgType.user) {
    const ids = idList(announcement.userIds);
    if (!ids.length) return [];
    users = users.where('u.id', 'in', ids);
  } else {
    const departs = [...withDescendants(idList(announcement.departIds), await departParents(db))];
    if (!departs.length) return [];
    users = users.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sys_user_depart as ud')
          .select('ud.id')
          .whereRef('ud.userId', '=', 'u.id')
          .where('ud.depId', 'in', departs),
      ),
    );
  }
  return (await users.execute()).map((row) => row.id);
}
