import {
  announcementDemoSeed,
  branchOrderRuleSeed,
  categoryMachinerySeed,
  checkAndFillRulesSeed,
  listButtonsSeed,
  quartzSeed,
  quartzStatusSeed,
  spreadDemoTenantsSeed,
  stockClientMenusSeed,
  systemAdminSeed,
  systemDemoSeed,
  tenantlessUsersSeed,
  type Seed,
} from '../db/seed';
import { farmDemoSeed, machineTypesAndDeviceDataSeed, yieldPagesSeed } from './online/seeds';

/**
 * Every seed in the order it runs: the db layer's seeds of the tables alone, and those a module
 * builds from its own code (its resources, its button lists), which the module exports. A module
 * that brings data adds its seed here. The upgrades come last: they add what a database seeded by
 * an earlier version lacks.
 */
export const seeds: readonly Seed[] = [
  systemDemoSeed,
  systemAdminSeed,
  announcementDemoSeed,
  categoryMachinerySeed,
  checkAndFillRulesSeed,
  farmDemoSeed,
  quartzSeed,
  // Upgrades. Tenants (migration 0010): users of an earlier version in the first tenant; the demo
  // business over both tenants; the branch managers' department rule on orders. Then the stock
  // JeecgBoot client's menu shape and job-status dictionary, and its machine categories, device
  // data and data log pages (issue 26; after the tenants, whose sensors it reads).
  yieldPagesSeed,
  listButtonsSeed,
  tenantlessUsersSeed,
  spreadDemoTenantsSeed,
  branchOrderRuleSeed,
  stockClientMenusSeed,
  quartzStatusSeed,
  machineTypesAndDeviceDataSeed,
];
