import type { Kysely } from 'kysely';
import { formatDateTime, newId, preparedQuery, type Database } from '../db';
import { hashAccessToken, newAccessToken } from '../security';
import type { Caller } from '../http';
import { tenantsOfUser } from './tenancy';

/** A session lasts 7 days (604800000 ms), the lifetime the clients store the token for. */
export const SESSION_LIFETIME_MS = 604_800_000;

/** Starts a session and returns the token (the only time it exists outside the client). */
export async function startSession(
  db: Kysely<Database>,
  userId: string,
  now: number,
  ip: string | null,
): Promise<{ token: string; sessionId: string }> {
  const token = newAccessToken();
  const sessionId = newId();
  await db.deleteFrom('sys_user_token').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('sys_user_token')
    .values({
      id: sessionId,
      userId,
      tokenHash: hashAccessToken(token),
      expiresAt: now + SESSION_LIFETIME_MS,
      createTime: formatDateTime(now),
      ip,
    })
    .execute();
  return { token, sessionId };
}

/**
 * The session and its user by the token's hash: the one query of every request, so it is a
 * prepared query (compiled once; kept prepared on PostgreSQL, where planning its join took longer
 * than running it). Never cached: a revoked token or a frozen user is refused at once.
 */
const sessionByTokenHash = preparedQuery((db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('sys_user_token as t')
    .innerJoin('sys_user as u', 'u.id', 't.userId')
    .select([
      't.id as sessionId',
      't.expiresAt',
      'u.id as userId',
      'u.username',
      'u.status',
      'u.delFlag',
      'u.relTenantIds',
    ])
    .where('t.tokenHash', '=', tokenHash),
);

/** The caller a token belongs to, or null when it is unknown, expired, revoked or its user is gone or frozen. */
export async function resolveSession(db: Kysely<Database>, token: string, now: number): Promise<Caller | null> {
  const [row] = await sessionByTokenHash(db, hashAccessToken(token));
  if (!row || Number(row.expiresAt) <= now || row.status !== 1 || row.delFlag !== 0) return null;
  return {
    userId: row.userId,
    username: row.username,
    sessionId: row.sessionId,
    tenantIds: tenantsOfUser(row.relTenantIds),
  };
}

/** Ends one session at once; answers whether there was one. */
export async function endSession(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom('sys_user_token').where('id', '=', sessionId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of a user, optionally keeping one (the caller's own, after a password change). */
export async function endSessionsOf(db: Kysely<Database>, userId: string, keepSessionId?: string): Promise<number> {
  let query = db.deleteFrom('sys_user_token').where('userId', '=', userId);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
