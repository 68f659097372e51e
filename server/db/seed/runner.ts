import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { formatDateTime } from '../time';
import type { Terminal } from './print-first-passwords';

export interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SeedContext {
  now: number;
  /** FARM_ADMIN_PASSWORD / settings.adminPassword: used on the first start only. */
  adminPassword: string | undefined;
  /** FARM_DEMO / settings.demoData: false seeds no demo accounts and no demo business data. */
  demoData: boolean;
  /** FARM_DEMO_PASSWORD / settings.demoPassword: every demo account's password (automated tests). */
  demoPassword: string | undefined;
  log: SeedLog;
  /** FARM_DATA_DIR: where one-time passwords are written when standard output is not a terminal. */
  dataDir: string;
  /** Where one-time passwords are printed; the process's standard output when absent. Never the log. */
  terminal?: Terminal;
}

/**
 * Data a module puts in a fresh database. Each seed runs once, in its own transaction, and is
 * recorded by name in `farm_seed`; a later start skips it, so demo data is never duplicated and
 * a changed password is never reset. `afterCommit` may report what only the first start knows.
 */
export interface Seed {
  name: string;
  // biome-ignore lint/suspicious/noConfusingVoidType: most seeds are async functions that return nothing.
  run(trx: Transaction<Database>, context: SeedContext): Promise<(() => void) | void>;
  /** Runs instead on every later start (e.g. to say that a setting is ignored now). */
  alreadyApplied?(context: SeedContext): void;
}

export async function runSeeds(db: Kysely<Database>, seeds: readonly Seed[], context: SeedContext): Promise<void> {
  for (const seed of seeds) {
    const applied = await db.selectFrom('farm_seed').select('name').where('name', '=', seed.name).executeTakeFirst();
    if (applied) {
      seed.alreadyApplied?.(context);
      continue;
    }
    const afterCommit = await db.transaction().execute(async (trx) => {
      const report = await seed.run(trx, context);
      await trx
        .insertInto('farm_seed')
        .values({ name: seed.name, appliedAt: formatDateTime(context.now) })
        .execute();
      return report;
    });
    afterCommit?.();
  }
}
