import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../schema';
import type { Seed } from '../runner';

/*
 * The demo business spread over the two seeded tenants, so that tenant isolation shows: the
 * cooperatives of the black-soil provinces belong to 黑土地农机合作联社 (tenant 2) and take their
 * drivers, farmers, machines, repairs and orders with them; rows without an owner follow their
 * province. Every reference stays within its tenant. Rows with a province also get the
 * department serving it (sys_org_code), which the branch managers' data rule reads.
 */

const SECOND_TENANT = 2;
const BLACK_SOIL = ['黑龙江省', '吉林省'];
/** The demo account that works in tenant 2 only: its presence marks a database seeded with the demo. */
const TENANT_TWO_ACCOUNT = 'user-zhengshi';

/** Departments of the demo organisation (system-demo/organisation.ts) serving each place; the sales department elsewhere. */
const ORG_BY_CITY: Readonly<Record<string, string>> = {
  哈尔滨市: 'A01A06A01',
  佳木斯市: 'A01A06A02',
  郑州市: 'A01A07A01',
};
const ORG_BY_PROVINCE: Readonly<Record<string, string>> = { 黑龙江省: 'A01A06', 河南省: 'A01A07', 山东省: 'A01A08' };
const HEAD_OFFICE_SALES = 'A01A02';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** A row's tenant taken from the row one of its fields refers to. */
interface FollowRef {
  field: string;
  target: string;
}

/** In order: a later step may read the tenants an earlier one set. */
const STEPS: readonly { table: string; byProvince?: boolean; follow?: readonly FollowRef[] }[] = [
  { table: 'farm_cooperative', byProvince: true },
  { table: 'farm_driver', follow: [{ field: 'cooperativeId', target: 'farm_cooperative' }] },
  { table: 'farm_farmer', byProvince: true, follow: [{ field: 'cooperativeId', target: 'farm_cooperative' }] },
  { table: 'farm_asset', follow: [{ field: 'cooperativeId', target: 'farm_cooperative' }] },
  { table: 'farm_renter', byProvince: true },
  { table: 'farm_storefront', byProvince: true },
  { table: 'farm_unit_price', byProvince: true },
  { table: 'farm_yield_data', byProvince: true },
  { table: 'farm_repair', follow: [{ field: 'assetId', target: 'farm_asset' }] },
  // The driver decides over the cooperative, the cooperative over the province.
  {
    table: 'farm_order',
    byProvince: true,
    follow: [
      { field: 'cooperativeId', target: 'farm_cooperative' },
      { field: 'driverId', target: 'farm_driver' },
    ],
  },
  { table: 'farm_harvest', follow: [{ field: 'farmerId', target: 'farm_farmer' }] },
  { table: 'farm_bake_loss', follow: [{ field: 'storefrontId', target: 'farm_storefront' }] },
];

/** Optional references that may now point into the other tenant: moved to a row of the row's own tenant. */
const REPOINT: readonly { table: string; field: string; target: string }[] = [
  { table: 'farm_repair', field: 'storefrontId', target: 'farm_storefront' },
  { table: 'farm_harvest', field: 'driverId', target: 'farm_driver' },
  { table: 'farm_farmer', field: 'cooperativeId', target: 'farm_cooperative' },
  { table: 'farm_order', field: 'cooperativeId', target: 'farm_cooperative' },
];

/** Tables whose rows have a place, and so the department serving it. */
const PROVINCE_TABLES = new Set([
  'farm_order',
  'farm_cooperative',
  'farm_driver',
  'farm_farmer',
  'farm_renter',
  'farm_storefront',
  'farm_unit_price',
  'farm_yield_data',
]);
const CITY_TABLES = new Set([
  'farm_order',
  'farm_cooperative',
  'farm_driver',
  'farm_farmer',
  'farm_renter',
  'farm_storefront',
  'farm_yield_data',
]);

/** The tenant a row of a step belongs to: its province's, or the one it had, unless a row it refers to decides. */
function tenantOf(table: string, byProvince: boolean, follow: readonly FollowRef[]): RawBuilder<number> {
  const own = byProvince
    ? sql`case when ${sql.ref('province')} in (${sql.join(BLACK_SOIL)}) then ${SECOND_TENANT} else 1 end`
    : sql.ref('tenantId');
  // The last reference decides over the earlier ones; a missing or dangling one decides nothing.
  const referred = [...follow]
    .reverse()
    .map(
      ({ field, target }) =>
        sql`(select ${sql.ref('t.tenantId')} from ${sql.table(target)} as t where ${sql.ref('t.id')} = ${sql.ref(`${table}.${field}`)})`,
    );
  return referred.length ? sql<number>`coalesce(${sql.join([...referred, own])})` : sql<number>`${own}`;
}

/** The department serving a row's place, for a row that has none yet. */
function departmentOf(table: string): RawBuilder<string> {
  const cities = CITY_TABLES.has(table)
    ? Object.entries(ORG_BY_CITY).map(([city, code]) => sql`when ${sql.ref('city')} = ${city} then ${code}`)
    : [];
  const provinces = Object.entries(ORG_BY_PROVINCE).map(
    ([province, code]) => sql`when ${sql.ref('province')} = ${province} then ${code}`,
  );
  const ofPlace = sql`case ${sql.join([...cities, ...provinces], sql` `)} else ${HEAD_OFFICE_SALES} end`;
  return sql<string>`coalesce(${sql.ref('sysOrgCode')}, ${ofPlace})`;
}

/**
 * One update a table, of the rows it changes: the tenant each row ends with and, where the row has
 * a place, its department. Writing every row once per rule made the seed twice as slow on
 * PostgreSQL, where each update writes a new version of the row and of its index entries.
 */
async function spreadTenants(db: AnyDb): Promise<void> {
  for (const { table, byProvince = false, follow = [] } of STEPS) {
    const tenant = tenantOf(table, byProvince, follow);
    const stamped = PROVINCE_TABLES.has(table);
    await db
      .updateTable(table)
      .set(stamped ? { tenantId: tenant, sysOrgCode: departmentOf(table) } : { tenantId: tenant })
      .where((eb) =>
        eb.or([
          eb(sql.ref('tenantId'), 'is distinct from', tenant),
          ...(stamped ? [eb(sql.ref('sysOrgCode'), 'is', null)] : []),
        ]),
      )
      .execute();
  }
  for (const { table, field, target } of REPOINT) {
    await db
      .updateTable(table)
      .set((eb) => ({
        [field]: eb
          .selectFrom(`${target} as t`)
          .select((inner) => inner.fn.min('t.id').as('id'))
          .whereRef('t.tenantId', '=', `${table}.tenantId`),
      }))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom(`${target} as t`)
            .select('t.id')
            .whereRef('t.id', '=', `${table}.${field}`)
            .whereRef('t.tenantId', '<>', `${table}.tenantId`),
        ),
      )
      .execute();
  }
  // Field stations and machines carry sensors; pictures belong to their device's sensors.
  await db
    .updateTable('farm_sensor')
    .set({ tenantId: SECOND_TENANT })
    .where('deviceCode', 'like', 'FS-HLJ-%')
    .execute();
  await db
    .updateTable('farm_sensor')
    .set((eb) => ({
      tenantId: eb
        .selectFrom('farm_asset as a')
        .select('a.tenantId')
        .whereRef('a.assetNo', '=', 'farm_sensor.deviceCode'),
    }))
    .where((eb) =>
      eb.exists(eb.selectFrom('farm_asset as a').select('a.id').whereRef('a.assetNo', '=', 'farm_sensor.deviceCode')),
    )
    .execute();
  await db
    .updateTable('farm_device_pic')
    .set((eb) => ({
      tenantId: eb
        .selectFrom('farm_sensor as s')
        .select((inner) => inner.fn.min('s.tenantId').as('tenantId'))
        .whereRef('s.deviceCode', '=', 'farm_device_pic.deviceCode'),
    }))
    .where((eb) =>
      eb.exists(
        eb.selectFrom('farm_sensor as s').select('s.id').whereRef('s.deviceCode', '=', 'farm_device_pic.deviceCode'),
      ),
    )
    .execute();
}

export const spreadDemoTenantsSeed: Seed = {
  name: 'upgrade-demo-tenants',
  async run(trx: Transaction<Database>, context) {
    const demo = await trx.selectFrom('sys_user').select('id').where('id', '=', TENANT_TWO_ACCOUNT).executeTakeFirst();
    const tenant = await trx.selectFrom('sys_tenant').select('id').where('id', '=', SECOND_TENANT).executeTakeFirst();
    if (!demo || !tenant) return;
    const db = trx as unknown as AnyDb;
    await spreadTenants(db);
    return () => context.log.info('upgrade seed: spread the demo business rows over tenants 1 and 2');
  },
};
