import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../server/app';
import { startPostgresCluster } from './postgres-cluster';
import { ON_POSTGRES, TEMPLATE_DATABASE } from './test-database';
import { ADMIN_PASSWORD_FOR_TESTS, DEFAULT_TEST_NOW, DEMO_PASSWORD_FOR_TESTS } from './test-defaults';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory migrated and seeded once per run with the test defaults; copied per test server. */
    seededTemplateDir: string;
    /** On PostgreSQL (`FARM_TEST_DATABASE=postgres`): the run's cluster address, `{database}` standing for a name. */
    postgresUrlTemplate: string;
  }
}

/**
 * Vitest global setup: seeding a database (10,000 orders and the demo organisation) takes about a
 * second, and most server test files start a server with the same defaults. Seeding once and
 * copying the file is what each of them would have produced, minus the wait.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'farm-seeded-template-'));
  // On PostgreSQL the template is a database of a cluster started for this run; tests copy it with
  // `create database … template`, the counterpart of copying the file.
  const cluster = ON_POSTGRES ? startPostgresCluster() : undefined;
  project.provide('postgresUrlTemplate', cluster?.urlOf('{database}') ?? '');
  if (cluster) await createTemplateDatabase(cluster.urlOf('postgres')).catch(stopAndRethrow(cluster));
  const app = await buildServer({
    settings: {
      dataDir: dir,
      databaseUrl: cluster?.urlOf(TEMPLATE_DATABASE),
      captcha: false,
      adminPassword: ADMIN_PASSWORD_FOR_TESTS,
      demoData: true,
      demoPassword: DEMO_PASSWORD_FOR_TESTS,
      signSecret: undefined,
    },
    clock: () => DEFAULT_TEST_NOW,
  });
  await app.close();
  project.provide('seededTemplateDir', dir);
  return () => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

function stopAndRethrow(cluster: { stop(): void }) {
  return (error: unknown): never => {
    cluster.stop();
    throw error;
  };
}

async function createTemplateDatabase(maintenanceUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await client.end();
  }
}
