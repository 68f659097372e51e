import { defineConfig } from '@playwright/test';
import { KEPT_CONTEXT_BROWSER_ARGS } from '../kept-browser-context.mjs';
import { MAX_E2E_WORKERS } from './e2e-ports';
// @ts-expect-error the helper is plain JavaScript shared with the other test runners
import { CHROMIUM_ARGS, requireTestChromium } from '../../scripts/chromium.mjs';

// Each worker starts its own server on its own ports and database (farm-test.ts, e2e-ports.ts);
// the front end is built once before (global-build.ts) into FARM_DIST_DIR.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // Limits that catch a hang, not slowness: CI shares two cores between a server, a Chromium and
  // the runner per worker.
  timeout: 120000,
  expect: { timeout: 15000 },
  fullyParallel: false,
  workers: MAX_E2E_WORKERS,
  globalSetup: './global-build.ts',
  reporter: [['list'], ['json']],
  use: {
    // The console follows the browser's language; the tests read its Chinese texts unless a test
    // asks for another language (Playwright's own default would be en-US).
    locale: 'zh-CN',
    // As a user who asked for less motion: the charts then draw without their second of
    // animation frames, which every sign-in landing on the dashboard paid for in CPU time.
    reducedMotion: 'reduce',
    // A test's page opens in the renderer process its kept context's parked page keeps alive.
    launchOptions: { executablePath: requireTestChromium(), args: [...CHROMIUM_ARGS, ...KEPT_CONTEXT_BROWSER_ARGS] },
    trace: 'off',
  },
});
