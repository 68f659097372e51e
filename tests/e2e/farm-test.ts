import { test as base, type BrowserContextOptions } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOAuth2StandIn } from '../server/support/oauth2-provider-stand-in';
import { OAUTH2_SERVER_ENV, WECOM_MEMBER_ID } from './console-oauth2-provider';
import { setConsoleSwitches } from './console-config-script';
import { workerPorts } from './e2e-ports';
import { startNoticeRecord } from './notice-record';
import { ServerProcess } from './server-process';
import { refuseClock, SharedContexts } from './shared-contexts';
import { startSmsCapture } from './sms-capture-server';

export * from '@playwright/test';

export interface WorkerServer {
  /** Where the worker's server answers; every test's baseURL. */
  origin: string;
}

interface ContextChoice {
  /**
   * A browser context of the test's own, made for it and closed after it, instead of one the
   * worker's tests take turns in (shared-contexts.ts): for a test that installs a fake clock, or
   * that is about what a browser with nothing cached loads.
   */
  ownContext: boolean;
}

/**
 * The end-to-end tests' `test`: each Playwright worker starts a server of its own, on its own
 * ports (e2e-ports.ts) and a fresh database, with the SMS gateway and WeCom stand-ins beside it, so
 * files on different workers share nothing; the files one worker runs share its server, in turn.
 * A test's `context` is one the worker's tests with the same context options take turns in, handed
 * over cleared (shared-contexts.ts), unless the test asks for its own. A test's page records the
 * notices it shows (notice-record.ts).
 */
export const test = base.extend<ContextChoice, { workerServer: WorkerServer; sharedContexts: SharedContexts }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's first parameter as a destructuring of the fixtures it uses: none.
    async ({}, use, workerInfo) => {
      const ports = workerPorts(workerInfo.parallelIndex);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'farm-e2e-'));
      // Tests that read the server's database find it here (console-oauth2-app.e2e.ts).
      process.env.E2E_DATA_DIR = dataDir;
      const smsCapture = await startSmsCapture(ports.smsCapture);
      const oauth2Provider = await startOAuth2StandIn(ports.oauth2Provider, { userId: WECOM_MEMBER_ID });
      const server = new ServerProcess(ports.server, dataDir, {
        FARM_SMS_URL: `http://127.0.0.1:${ports.smsCapture}/sms`,
        // The partner portal of cross-origin-portal.e2e.ts, which calls the API from its own origin.
        FARM_CORS_ORIGINS: `http://127.0.0.1:${ports.portal}`,
        // WeCom sign-in through the stand-in; DingTalk left unconfigured.
        ...OAUTH2_SERVER_ENV,
      });
      try {
        await server.start();
        await use({ origin: server.origin });
      } finally {
        await server.stop();
        await smsCapture.close();
        await oauth2Provider.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true, timeout: 300000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.origin),
  sharedContexts: [
    async ({ browser }, use) => {
      const contexts = new SharedContexts(browser);
      await use(contexts);
      await contexts.closeAll();
    },
    { scope: 'worker' },
  ],
  ownContext: [false, { option: true }],
  // Every context option is named twice: Playwright reads a fixture's dependencies from its
  // parameter's destructuring, which may not be a rest pattern, and the public option fixtures are
  // what a test's `test.use` sets (the internal `_combinedContextOptions` would spare the list).
  context: async (
    {
      browser,
      sharedContexts,
      ownContext,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      serviceWorkers,
      contextOptions: baseOptions,
    },
    use,
  ) => {
    const named: BrowserContextOptions = {
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      serviceWorkers,
    };
    const contextOptions = { ...baseOptions, ...definedOnly(named) };
    if (ownContext) {
      const context = await browser.newContext(contextOptions);
      await use(context);
      await context.close();
      return;
    }
    const context = await sharedContexts.lease(contextOptions);
    await use(context);
    await sharedContexts.release(context);
  },
  page: async ({ context, ownContext }, use) => {
    const page = await context.newPage();
    if (!ownContext) refuseClock(page);
    await startNoticeRecord(page);
    // The console's idle prefetch of every menu's page files is a fifth of a console load's CPU
    // time, for files few tests open. The tests of what the console fetches and when
    // (console-code-split.e2e.ts) switch it back on.
    await setConsoleSwitches(page, { prefetchPages: false });
    await use(page);
  },
});

/** The options a test set, as Playwright's own `context` fixture passes them: unset ones left out. */
function definedOnly(options: BrowserContextOptions): BrowserContextOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}
