import type { Kysely } from 'kysely';
import { formatDateTime, newId, type Database } from '../../db';

/** Sign-ins and sign-outs go to the log as type 1, worded as JeecgBoot words them. */
export async function recordSessionEvent(
  db: Kysely<Database>,
  event: { userId: string; username: string; realname: string; ip: string; content: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('sys_log')
    .values({
      id: newId(),
      logType: 1,
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
