import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * `FARM_TEST_DATABASE=postgres` runs the server tests on PostgreSQL (`npm run test:postgres`):
 * the global setup starts a throwaway cluster and seeds the template database in it; each test
 * server gets a database of its own, a copy of the template when the test starts from the
 * default seed, as the SQLite run copies the template file.
 */
export const ON_POSTGRES = process.env.FARM_TEST_DATABASE === 'postgres';

/** The database the global setup migrates and seeds once per run. */
export const TEMPLATE_DATABASE = 'farm_template';

/** The PostgreSQL database of a test's data directory: the same directory opens the same database. */
export function databaseNameFor(dataDir: string): string {
  return `farm_${createHash('sha1').update(dataDir).digest('hex').slice(0, 20)}`;
}

export function postgresUrlOf(database: string): string {
  return inject('postgresUrlTemplate').replace('{database}', database);
}

async function onMaintenanceDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrlOf('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL refuses to copy a template while another `CREATE DATABASE` reads it: try again. */
const TEMPLATE_BUSY = '55006';

/**
 * The `FARM_DATABASE_URL` of a test server on PostgreSQL (undefined on SQLite): the directory's
 * database, created when missing, from the seeded template when `seeded` is true.
 */
export async function databaseUrlFor(dataDir: string, seeded: boolean): Promise<string | undefined> {
  if (!ON_POSTGRES) return undefined;
  const name = databaseNameFor(dataDir);
  await onMaintenanceDatabase(async (client) => {
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount) return;
    const template = seeded ? ` template ${TEMPLATE_DATABASE}` : '';
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${name}${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== TEMPLATE_BUSY || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return postgresUrlOf(name);
}

/** Drops the database of a data directory once its server has closed (nothing on SQLite). */
export async function dropDatabaseFor(dataDir: string): Promise<void> {
  if (!ON_POSTGRES) return;
  const name = databaseNameFor(dataDir);
  await onMaintenanceDatabase((client) => client.query(`drop database if exists ${name} with (force)`));
}
