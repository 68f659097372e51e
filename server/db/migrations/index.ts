import type { Migration, MigrationProvider } from 'kysely';
import { systemDomain } from './0001-system';

/**
 * Every migration, in order. Names sort: add the next one as '0002-<what>' and never edit one
 * that has shipped (Kysely refuses to start when an applied migration is missing).
 */
const migrations: Record<string, Migration> = {
  '0001-system': systemDomain,
};

/** Migrations live in code (no file-system scanning), so bundling and tests see the same list. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
