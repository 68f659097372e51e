import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { formatDateTime, newId, storageReason, type Database } from '../../../db';

/** 1 sign-in and sign-out, 2 operation: JeecgBoot's `log_type`. */
export const LOG_TYPE = { session: 1, operation: 2 } as const;

/**
 * Writes a sign-in or sign-out to the log (type 1), worded as JeecgBoot words them. Every way in
 * (password, phone, third party, CAS) and out (logout) calls this: the visit counts of the
 * dashboards (`/sys/loginfo`, `/sys/visitInfo`) are counted from these rows.
 *
 * Best effort: the session is what signs a user in, so a log row the storage refuses (a full
 * disk, an I/O error) must not turn a sign-in that already succeeded into a refusal. The row is
 * skipped and the fault logged once, with SQLite's own code and text; any other error is a bug
 * and still fails the request.
 */
export async function recordSessionEvent(
  db: Kysely<Database>,
  event: { userId: string; username: string; realname: string; ip: string; content: string },
  now: number,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
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
  } catch (error) {
    if (!storageReason(error)) throw error;
    const { code, message } = error as { code: string; message: string };
    log.warn({ sqlite: code, err: error }, `session log not written (${event.username}): ${code} ${message}`);
  }
}
