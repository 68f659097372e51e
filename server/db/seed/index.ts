import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { announcementDemoSeed } from './announcement';
import { categoryMachinerySeed } from './category';
import { checkAndFillRulesSeed } from './checks';
import { farmDemoSeed } from './farm-demo';
import { quartzSeed } from './quartz';
import { runSeeds, type Seed, type SeedContext } from './runner';
import { systemAdminSeed } from './system-admin';
import { systemDemoSeed } from './system-demo';
import { upgradeSeeds } from './upgrades';

export type { Seed, SeedContext, SeedLog } from './runner';
export type { Terminal } from './print-first-passwords';
export { insertInChunks } from './insert-in-chunks';

/**
 * Every seed in order; a module that brings demo data adds its seed here. The upgrades come last:
 * they add what a database seeded by an earlier version lacks.
 */
const seeds: readonly Seed[] = [
  systemDemoSeed,
  systemAdminSeed,
  announcementDemoSeed,
  categoryMachinerySeed,
  checkAndFillRulesSeed,
  farmDemoSeed,
  quartzSeed,
  ...upgradeSeeds,
];

export function seedDatabase(db: Kysely<Database>, context: SeedContext): Promise<void> {
  return runSeeds(db, seeds, context);
}
