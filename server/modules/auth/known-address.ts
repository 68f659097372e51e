import type { Kysely } from 'kysely';
import { formatDateTime, type Database } from '../../db';
import { LOG_TYPE } from '../system';

/** How far back a sign-in from an address makes it one the account is known to use. */
export const KNOWN_ADDRESS_DAYS = 30;

/**
 * Whether the account signed in (or out, which takes its token) from this address within the
 * last 30 days, by the session log. Asked by username, so an unknown account answers no, as an
 * account that never used the address does: the question says nothing about who exists.
 */
export async function signedInFrom(db: Kysely<Database>, username: string, ip: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('sys_log')
    .select('id')
    .where('logType', '=', LOG_TYPE.session)
    .where('createTime', '>=', formatDateTime(now - KNOWN_ADDRESS_DAYS * 86_400_000))
    .where('createBy', '=', username)
    .where('ip', '=', ip)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
