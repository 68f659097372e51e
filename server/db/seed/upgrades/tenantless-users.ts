import type { Seed } from '../runner';

/*
 * Before tenants, every business row was the first tenant's and every user saw them. A user of no
 * tenant now sees no business data (access/tenancy.ts), so the users an earlier version left
 * without one join the first tenant once, keeping what they could do. Users added later without
 * a tenant join their adder's tenant.
 */

const FIRST_TENANT = 1;

export const tenantlessUsersSeed: Seed = {
  name: 'upgrade-tenantless-users',
  async run(trx, context) {
    const tenant = await trx.selectFrom('sys_tenant').select('id').where('id', '=', FIRST_TENANT).executeTakeFirst();
    if (!tenant) return;
    const result = await trx
      .updateTable('sys_user')
      .set({ relTenantIds: String(FIRST_TENANT) })
      .where((eb) => eb.or([eb('relTenantIds', 'is', null), eb('relTenantIds', '=', '')]))
      .executeTakeFirst();
    const moved = Number(result.numUpdatedRows);
    if (moved > 0)
      return () => context.log.info(`upgrade seed: ${moved} users without a tenant joined tenant ${FIRST_TENANT}`);
  },
};
