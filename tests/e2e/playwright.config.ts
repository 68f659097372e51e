import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMS_CAPTURE_URL } from './console-sms-capture';
import { PORTAL_ORIGIN } from './cross-origin-portal';

const __dirname = path.dirname(fileURLToPath(import.meta.url));
// @ts-expect-error the helper is plain JavaScript shared with the other test runners
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3217);
const dataDir = mkdtempSync(path.join(tmpdir(), 'farm-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 30000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    // The SMS gateway stand-in: the server posts its codes here, the phone-login tests read them.
    {
      command: 'npx tsx tests/e2e/console-sms-capture-server.ts',
      url: `${SMS_CAPTURE_URL}/`,
      cwd: path.resolve(__dirname, '../..'),
      reuseExistingServer: false,
      timeout: 60000,
    },
    {
      // `npm test` builds once for this stage and the package stage before either runs (FARM_PREBUILT).
      command: process.env.FARM_PREBUILT === '1' ? 'npx tsx server/main.ts' : 'npm run build && npx tsx server/main.ts',
      url: `http://127.0.0.1:${PORT}/`,
      cwd: path.resolve(__dirname, '../..'),
      reuseExistingServer: false,
      timeout: 180000,
      // Merged over the runner's environment, so FARM_DIST_DIR set for a run reaches the build and server.
      env: {
        PORT: String(PORT),
        FARM_DATA_DIR: dataDir,
        FARM_CAPTCHA: 'off',
        FARM_ADMIN_PASSWORD: 'e2e-Admin-Pass-1',
        // The demo accounts the tests sign in as get this one password instead of random ones (console-fixture.ts).
        FARM_DEMO_PASSWORD: 'e2e-Admin-Pass-1',
        FARM_SMS_URL: `${SMS_CAPTURE_URL}/sms`,
        // The partner portal of cross-origin-portal.e2e.ts, which calls the API from its own origin.
        FARM_CORS_ORIGINS: PORTAL_ORIGIN,
      },
    },
  ],
});
