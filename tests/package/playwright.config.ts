import { defineConfig } from '@playwright/test';
// @ts-expect-error the helper is plain JavaScript shared with the other test runners
import { CHROMIUM_ARGS, requireTestChromium } from '../../scripts/chromium.mjs';

// The published package as strangers meet it: `npm pack` once (global-setup.ts), then hosts
// outside the repository install that tarball, bundle it with their own bundler and run in
// Chromium. Installs and bundling are slow and heavy: one worker, generous timeouts, no clock.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.pkg.ts',
  globalSetup: './global-setup.ts',
  timeout: 240000,
  expect: { timeout: 15000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list'], ['json']],
  use: {
    launchOptions: { executablePath: requireTestChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
