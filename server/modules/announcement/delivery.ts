import type { Kysely } from 'kysely';
import { formatDateTime, newId, type Database } from '../../db';
import { isAddressedTo } from './audience';
import { readerOf } from './audience-queries';

/** '0' unread, '1' read (sys_announcement_send.read_flag). */
export const ReadFlag = { unread: '0', read: '1' } as const;
/** '0' draft, '1' released, '2' revoked (sys_announcement.send_status). */
export const SendStatus = { draft: '0', released: '1', revoked: '2' } as const;

/**
 * Puts every released announcement addressed to the user, and not yet delivered, in the user's
 * inbox (a `sys_announcement_send` row, unread), as JeecgBoot's listByUser does for 'ALL'
 * announcements, here for 'USER' and 'DEPT' too. Runs before every inbox read, so new users and
 * new department members find what is addressed to them. A delivered announcement stays in the
 * inbox (with its read state) even if the user later leaves the department.
 */
export async function deliverAnnouncements(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  const pending = await db
    .selectFrom('sys_announcement as a')
    .select(['a.id', 'a.msgType', 'a.userIds', 'a.departIds', 'a.endTime'])
    .where('a.sendStatus', '=', SendStatus.released)
    .where('a.delFlag', '=', '0')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('sys_announcement_send as s')
            .select('s.id')
            .whereRef('s.anntId', '=', 'a.id')
            .where('s.userId', '=', userId),
        ),
      ),
    )
    .execute();
  if (!pending.length) return;
  const reader = await readerOf(db, userId);
  const createTime = formatDateTime(now);
  for (const announcement of pending.filter((candidate) => isAddressedTo(candidate, reader))) {
    await db
      .insertInto('sys_announcement_send')
      .values({
        id: newId(),
        anntId: announcement.id,
        userId,
        readFlag: ReadFlag.unread,
        readTime: null,
        createBy: null,
        createTime,
        updateBy: null,
        updateTime: null,
      })
      // Two requests of the same user may deliver at once; the (annt_id, user_id) key keeps one row.
      .onConflict((conflict) => conflict.columns(['anntId', 'userId']).doNothing())
      .execute();
  }
}
