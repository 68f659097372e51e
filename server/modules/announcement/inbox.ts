import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { SendStatus } from './delivery';

/**
 * The caller's inbox: delivered announcements that are still released and not deleted, with
 * their read state. A revoked announcement leaves every inbox until it is released again.
 */
export function inboxOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sys_announcement_send as s')
    .innerJoin('sys_announcement as a', 'a.id', 's.anntId')
    .where('s.userId', '=', userId)
    .where('a.sendStatus', '=', SendStatus.released)
    .where('a.delFlag', '=', '0');
}

/** The bell shows the first five of each kind (JeecgBoot's `new Page(0, 5)`) and the totals. */
export const BELL_PAGE_SIZE = 5;
