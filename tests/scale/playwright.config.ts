import { defineConfig } from '@playwright/test';
// @ts-expect-error the helper is plain JavaScript shared with the other test runners
import { CHROMIUM_ARGS, requireTestChromium } from '../../scripts/chromium.mjs';

// One worker: the journeys share two server processes behind one proxy (scale-test.ts), and the
// last one kills an instance. The front end is built once before (../e2e/global-build.ts) into
// FARM_DIST_DIR, which both instances serve.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.scale.ts',
  // Limits that catch a hang, not slowness: two servers, PostgreSQL, Redis and a Chromium share two cores.
  timeout: 240000,
  expect: { timeout: 30000 },
  fullyParallel: false,
  workers: 1,
  globalSetup: '../e2e/global-build.ts',
  // The JSON report goes to a file, not into the CI log.
  reporter: [['list'], ['json', { outputFile: 'test-results/scale.json' }]],
  use: {
    locale: 'zh-CN',
    launchOptions: { executablePath: requireTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
