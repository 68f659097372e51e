import { keepBrowserContext } from '../kept-browser-context.mjs';

/**
 * Browser contexts the test files take turns in, for the test runner's Playwright launcher: one per
 * file running at a time instead of a new one for each of the ~150 files, kept and cleared between
 * files (tests/kept-browser-context.mjs). Each file compiled the shared chunks (React, Emotion, axe,
 * our own code) again in a fresh context, and started a renderer process of its own.
 *
 * The runner closes a file's context when the file ends; here that hands it back instead, cleared.
 * A context that cannot be cleared is closed, and the next file gets a new one.
 */

/** A file of the test server that runs no script; the runner serves the repository's root. */
const PARKING_PATH = '/package.json';

/** The launcher's `createBrowserContext` (declared in context-pool.d.mts). */
export function pooledContexts(options = {}) {
  const idle = [];

  async function open(browser, config) {
    const context = await browser.newContext(options);
    const parkingUrl = `${config.protocol}//${config.hostname}:${config.port}${PARKING_PATH}`;
    return { context, ...(await keepBrowserContext(context, parkingUrl)) };
  }

  return async ({ browser, config }) => {
    // A browser the runner had to start again leaves the contexts of the one before unusable.
    while (idle.length > 0 && idle.at(-1).context.browser() !== browser) idle.pop();
    const kept = idle.pop() ?? (await open(browser, config));
    return {
      newPage: () => kept.context.newPage(),
      close: async () => {
        try {
          await kept.clear();
          idle.push(kept);
        } catch {
          await kept.context.close().catch(() => undefined);
        }
      },
    };
  };
}
