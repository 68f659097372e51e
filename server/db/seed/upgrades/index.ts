import { farmButtons } from '../../../modules/online/button-permissions';
import { formatDateTime } from '../../time';
import { insertButtons } from '../farm-demo/insert-buttons';
import type { Seed } from '../runner';
import { branchOrderRuleSeed } from './branch-order-rule';
import { insertMissingMenus } from './insert-missing-menus';
import { listButtonsSeed } from './list-buttons';
import { machineTypesAndDeviceDataSeed } from './machine-types-device-data';
import { quartzStatusSeed } from './quartz-status';
import { spreadDemoTenantsSeed } from './spread-demo-tenants';
import { stockClientMenusSeed } from './stock-client-menus';
import { tenantlessUsersSeed } from './tenantless-users';

/*
 * Seeds that bring a database seeded by an earlier version up to today's demo menus and
 * buttons. Each runs once per database, after the seeds of a first start (on a fresh database
 * they find everything in place and add nothing). A later change to seeded menus or buttons
 * that existing installs need comes as a new seed here, never as an edit of a seed that ran.
 */

const YIELD_PAGES = ['/online/cgformList/farm_yield_data', '/online/cgreport/farm_yield_stat'];

/** 产量上报 and 产量统计 under 产量数据, with their buttons (the statistics page's own report button included). */
export const yieldPagesSeed: Seed = {
  name: 'upgrade-yield-pages',
  async run(trx, context) {
    const createTime = formatDateTime(context.now);
    const added = await insertMissingMenus(trx, ['yield-data', 'yield-statistics'], createTime);
    await insertButtons(
      trx,
      farmButtons().filter((button) => YIELD_PAGES.includes(button.menuUrl)),
      createTime,
      context.log,
    );
    if (added > 0) return () => context.log.info(`upgrade seed: added ${added} yield menu entries and buttons`);
  },
};

// Tenants (migration 0010): users of an earlier version in the first tenant; the demo business over both tenants; the branch managers' department rule on orders.
// Then the stock JeecgBoot client's menu shape and job-status dictionary, and its machine
// categories, device data and data log pages (issue 26; after the tenants, whose sensors it reads).
export const upgradeSeeds: readonly Seed[] = [
  yieldPagesSeed,
  listButtonsSeed,
  tenantlessUsersSeed,
  spreadDemoTenantsSeed,
  branchOrderRuleSeed,
  stockClientMenusSeed,
  quartzStatusSeed,
  machineTypesAndDeviceDataSeed,
];
