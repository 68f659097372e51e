import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { runSeeds, type Seed, type SeedContext } from './runner';

export type { Seed, SeedContext, SeedLog } from './runner';
export type { Terminal } from './print-first-passwords';
export { insertInChunks } from './insert-in-chunks';
export { insertButtons, type ButtonSeed } from './insert-buttons';
// The seeds of the tables alone; those built from a module's code are the module's own. The
// order they all run in is modules/seeds.ts.
export { announcementDemoSeed } from './announcement';
export { categoryMachinerySeed } from './category';
export { checkAndFillRulesSeed } from './checks';
export { quartzSeed } from './quartz';
export { systemAdminSeed } from './system-admin';
export { systemDemoSeed } from './system-demo';
export {
  branchOrderRuleSeed,
  insertMissingMenus,
  listButtonsSeed,
  quartzStatusSeed,
  spreadDemoTenantsSeed,
  stockClientMenusSeed,
  tenantlessUsersSeed,
} from './upgrades';

/** Runs each of `seeds` not yet applied to this database, in order (runner.ts). */
export function seedDatabase(db: Kysely<Database>, seeds: readonly Seed[], context: SeedContext): Promise<void> {
  return runSeeds(db, seeds, context);
}
