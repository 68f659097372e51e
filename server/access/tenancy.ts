import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { tenancyMessages } from '../messages';
import type { GrantCache } from './grant-cache';

/**
 * Where a user who belongs to no tenant works: no tenant's rows are theirs to read, and they may
 * write none (JeecgBoot's tenant 0). A user is never put in some tenant by omission: a user whose
 * last tenant was deleted must not land in another one's data.
 */
export const NO_TENANT = 0;

/** The tenants a user belongs to (`sys_user.rel_tenant_ids`, a comma list). */
export function tenantsOfUser(relTenantIds: string | null): number[] {
  const listed = (relTenantIds ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(listed)];
}

/**
 * `notYours`: the named tenant is not (or no longer) one of the user's, which JeecgBoot treats as
 * a stale sign-in (HTTP 401, sign in again); `noneActive`: all the user's tenants are frozen or
 * gone, which a new sign-in would not change.
 */
export type TenantChoice = { tenantId: number } | { refused: string; why: 'notYours' | 'noneActive' };

/**
 * The tenant a request works in. Clients send `tenant-id` on every request (0 when they have
 * none): a named tenant must be one of the user's and active (JeecgBoot refuses another one and
 * asks for a new sign-in); without one, the user's first active tenant. Admin is no exception:
 * he works in one tenant at a time, any of his. A user of no tenant works in none (NO_TENANT).
 */
export async function chooseTenant(
  db: Kysely<Database>,
  grants: GrantCache,
  userTenants: readonly number[],
  requested: number,
): Promise<TenantChoice> {
  if (requested > 0 && !userTenants.includes(requested))
    return { refused: tenancyMessages.notYourTenant, why: 'notYours' };
  if (!userTenants.length) return { tenantId: NO_TENANT };
  const candidates = requested > 0 ? [requested] : userTenants;
  const active = await grants.activeTenants(db);
  const chosen = candidates.find((id) => active.has(id));
  if (chosen !== undefined) return { tenantId: chosen };
  return requested > 0
    ? { refused: tenancyMessages.notYourTenant, why: 'notYours' }
    : { refused: tenancyMessages.noActiveTenant, why: 'noneActive' };
}
