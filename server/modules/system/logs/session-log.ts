import type { Kysely } from 'kysely';
import { formatDateTime, newId, type Database } from '../../../db';

/** 1 sign-in and sign-out, 2 operation: JeecgBoot's `log_type`. */
export const LOG_TYPE = { session: 1, operation: 2 } as const;

/**
 * Writes a sign-in or sign-out to the log (type 1), worded as JeecgBoot words them. Every way in
 * (password, phone, third party, CAS) and out (logout) calls this: the visit counts of the
 * dashboards (`/sys/loginfo`, `/sys/visitInfo`) are counted from these rows.
 */
export async function recordSessionEvent(
  db: Kysely<Database>,
  event: { userId: string; username: string; realname: string; ip: string; content: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('sys_log')
    .values({
      id: newId(),
      logType: LOG_TYPE.session,
      logContent: event.content,
      operateType: null,
      userid: event.userId,
      username: event.realname,
      ip: event.ip,
      method: null,
      requestUrl: null,
      requestParam: null,
      requestType: null,
      costTime: null,
      createBy: event.username,
      createTime: formatDateTime(now),
    })
    .execute();
}
