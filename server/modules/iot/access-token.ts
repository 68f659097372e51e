import type { Kysely } from 'kysely';
import { formatDateTime, newId, type Database } from '../../db';
import { hashAccessToken, newAccessToken } from '../../security';

/** IoT and video tokens live ten minutes: players ask again when one runs out. */
export const IOT_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

export interface IotToken {
  accessToken: string;
  /** Milliseconds since the epoch. */
  expireTime: number;
  /** Seconds. */
  expiresIn: number;
}

/**
 * A fresh random token for the IoT and video services, bound to the user who asked: never the
 * session token, and only its hash is stored. Expired ones are cleared on the way.
 */
export async function issueIotToken(db: Kysely<Database>, userId: string, now: number): Promise<IotToken> {
  const accessToken = newAccessToken();
  const expireTime = now + IOT_TOKEN_LIFETIME_MS;
  await db.deleteFrom('farm_iot_token').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('farm_iot_token')
    .values({
      id: newId(),
      tokenHash: hashAccessToken(accessToken),
      userId,
      expiresAt: expireTime,
      createTime: formatDateTime(now),
    })
    .execute();
  return { accessToken, expireTime, expiresIn: IOT_TOKEN_LIFETIME_MS / 1000 };
}

/** The user an IoT token was issued to, while it is valid; for the services that accept it. */
export async function iotTokenUser(db: Kysely<Database>, token: string, now: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('farm_iot_token')
    .select(['userId', 'expiresAt'])
    .where('tokenHash', '=', hashAccessToken(token))
    .executeTakeFirst();
  return row && Number(row.expiresAt) > now ? row.userId : undefined;
}
