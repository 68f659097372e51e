import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../server/app';
import { startPostgresCluster } from './postgres-cluster';
import { storeTemplatePasswordsCheaply } from './cheap-template-passwords';
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

/** What the projects' setups share: the seeded template, and how many projects still use it. */
interface SharedTemplate {
  template: Promise<SeededTemplate>;
  users: number;
}

interface SeededTemplate {
  dir: string;
  postgresUrlTemplate: string;
  remove(): void;
}

// The server's tests are two projects (vitest.config.ts) run by one process: one template serves both.
const SHARED = Symbol.for('farm-elements.seeded-template');
const holder = globalThis as typeof globalThis & { [SHARED]?: SharedTemplate };

/**
 * Vitest global setup: seeding a database (10,000 orders and the demo organisation) takes about a
 * second, and most server test files start a server with the same defaults. Seeding once and
 * copying the file is what each of them would have produced, minus the wait.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  holder[SHARED] ??= { template: seedTemplate(), users: 0 };
  const shared = holder[SHARED];
  shared.users += 1;
  const template = await shared.template;
  project.provide('postgresUrlTemplate', template.postgresUrlTemplate);
  project.provide('seededTemplateDir', template.dir);
  return () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[SHARED];
    template.remove();
  };
}

async function seedTemplate(): Promise<SeededTemplate> {
  const dir = mkdtempSync(path.join(tmpdir(), 'farm-seeded-template-'));
  // On PostgreSQL the template is a database of a cluster started for this run; tests copy it with
  // `create database … template`, the counterpart of copying the file.
  const cluster = ON_POSTGRES ? startPostgresCluster() : undefined;
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
  await storeTemplatePasswordsCheaply(app, [DEMO_PASSWORD_FOR_TESTS, ADMIN_PASSWORD_FOR_TESTS]);
  await app.close();
  return {
    dir,
    postgresUrlTemplate: cluster?.urlOf('{database}') ?? '',
    remove() {
      cluster?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
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
