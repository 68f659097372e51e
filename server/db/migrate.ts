import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

/** Brings the schema up to date; throws (and the server does not start) when a migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Migrations name snake_case columns themselves, so they run without the camelCase plugin.
  const migrator = new Migrator({ db: db.withoutPlugins(), provider: migrationProvider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
