import type { Kysely } from 'kysely';
import type { OAuth2Source } from '../../../../config/oauth2-apps';
import type { Database } from '../../../../db';
import type { ProviderIdentity } from './provider';

/**
 * The local user a provider account is bound to in the app's tenant (sys_third_account), by the
 * provider's user id; DingTalk bindings JeecgBoot made hold the union id in `third_user_uuid`.
 * A disabled or deleted binding binds nobody.
 */
export async function boundUserId(
  db: Kysely<Database>,
  source: OAuth2Source,
  tenantId: number,
  identity: ProviderIdentity,
): Promise<string | null> {
  const { userId, unionId } = identity;
  const binding = await db
    .selectFrom('sys_third_account')
    .select('sysUserId')
    .where('tenantId', '=', tenantId)
    .where('thirdType', '=', source)
    .where('status', '=', 1)
    .where('delFlag', '=', 0)
    .where((eb) =>
      unionId
        ? eb.or([eb('thirdUserId', '=', userId), eb('thirdUserUuid', '=', unionId)])
        : eb('thirdUserId', '=', userId),
    )
    .orderBy('createTime')
    .executeTakeFirst();
  return binding?.sysUserId ?? null;
}
