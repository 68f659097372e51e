/*
 * Seeds that bring a database seeded by an earlier version up to today's demo menus and
 * buttons. Each runs once per database, after the seeds of a first start (on a fresh database
 * they find everything in place and add nothing). A later change to seeded menus or buttons
 * that existing installs need comes as a new seed, never as an edit of a seed that ran. Those
 * built from a module's code live in that module (modules/online/seeds); modules/seeds.ts
 * lists them all in order.
 */
export { branchOrderRuleSeed } from './branch-order-rule';
export { insertMissingMenus } from './insert-missing-menus';
export { listButtonsSeed } from './list-buttons';
export { quartzStatusSeed } from './quartz-status';
export { spreadDemoTenantsSeed } from './spread-demo-tenants';
export { stockClientMenusSeed } from './stock-client-menus';
export { tenantlessUsersSeed } from './tenantless-users';
