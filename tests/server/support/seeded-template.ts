import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../server/app';
import { ADMIN_PASSWORD_FOR_TESTS, DEFAULT_TEST_NOW, DEMO_PASSWORD_FOR_TESTS } from './test-defaults';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory migrated and seeded once per run with the test defaults; copied per test server. */
    seededTemplateDir: string;
  }
}

/**
 * Vitest global setup: seeding a database (10,000 orders and the demo organisation) takes about a
 * second, and most server test files start a server with the same defaults. Seeding once and
 * copying the file is what each of them would have produced, minus the wait.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'farm-seeded-template-'));
  const app = await buildServer({
    settings: {
      dataDir: dir,
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
  return () => rmSync(dir, { recursive: true, force: true });
}
