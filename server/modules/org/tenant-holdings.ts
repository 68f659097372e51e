import type { Kysely } from 'kysely';
import { tenantsOfUser } from '../../access';
import type { Database } from '../../db';
import { farmResources } from '../online';

/**
 * Every table whose rows belong to a tenant (`tenant_id`): the farm business resources, the
 * sensor day summaries, the data log of their rows and the enterprise-chat account bindings of
 * its OAuth2 app (server/README.md "Which tables carry a tenant"). A test compares it with the columns of the database, so a table that gains a tenant
 * later cannot be forgotten here.
 */
export const TENANT_TABLES: readonly string[] = [
  ...farmResources.map((resource) => resource.code),
  'farm_sensor_daily',
  'sys_data_log',
  'sys_third_account',
];

/** What still belongs to a tenant: its users (present ones, frozen included) and its business rows. */
export interface TenantHoldings {
  users: number;
  rows: number;
}

type AnyDb = Kysely<Record<string, { tenantId: number }>>;

/** The holdings of each of these tenants; a tenant holding nothing is absent from the answer. */
export async function holdingsOf(
  db: Kysely<Database>,
  tenantIds: readonly number[],
): Promise<Map<number, TenantHoldings>> {
  const holdings = new Map<number, TenantHoldings>();
  const of = (tenantId: number) => {
    const held = holdings.get(tenantId) ?? { users: 0, rows: 0 };
    holdings.set(tenantId, held);
    return held;
  };
  const wanted = new Set(tenantIds);
  // The user's tenants read as the sign-in reads them (tenantsOfUser), not by a LIKE on the list.
  const users = await db
    .selectFrom('sys_user')
    .select('relTenantIds')
    .where('delFlag', '=', 0)
    .where('relTenantIds', 'is not', null)
    .execute();
  for (const user of users)
    for (const tenantId of tenantsOfUser(user.relTenantIds)) if (wanted.has(tenantId)) of(tenantId).users += 1;
  // Only declared table names (never a client's string) reach this query.
  const tables = db as unknown as AnyDb;
  for (const table of TENANT_TABLES) {
    const counted = await tables
      .selectFrom(table)
      .select((eb) => ['tenantId', eb.fn.countAll<number>().as('total')])
      .where('tenantId', 'in', [...wanted])
      .groupBy('tenantId')
      .execute();
    for (const { tenantId, total } of counted) of(tenantId).rows += Number(total);
  }
  return holdings;
}
