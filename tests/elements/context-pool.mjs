/**
 * Browser contexts the test files take turns in, for the test runner's Playwright launcher: one per
 * file running at a time instead of a new one for each of the ~150 files. A kept context keeps its
 * HTTP cache, and with it the code Chromium compiled from the shared chunks (React, Emotion, axe,
 * our own code) that nearly every file loads. Each kept context also holds a page parked on a
 * script-free file of the test server, so with the browser held to one renderer process where it
 * can (`--renderer-process-limit=1`), the next file's page opens in that warm process instead of
 * starting one.
 *
 * The runner closes a file's context when the file ends; here that hands it back instead, cleared
 * the way a fresh context would be: the file's pages closed, then everything it stored (local
 * storage, IndexedDB, Cache Storage, service workers, cookies) and every permission it was granted.
 * A context that cannot be cleared is closed, and the next file gets a new one.
 */

/** A file of the test server that runs no script; the runner serves the repository's root. */
const PARKING_PATH = '/package.json';

/**
 * @param {import('playwright').BrowserContextOptions} [options]
 * @returns {(args: { browser: import('playwright').Browser, config: { protocol: string, hostname: string, port: number } }) => Promise<object>}
 *   what the launcher's `createBrowserContext` returns: the two calls the runner makes of a context,
 *   `newPage` and `close`.
 */
export function pooledContexts(options = {}) {
  const idle = [];

  async function open(browser, config) {
    const context = await browser.newContext(options);
    // What a file stores belongs to the origin of a document it loaded. Navigations are few; a
    // listener of every request would have Playwright send each chunk request to the runner.
    const origins = new Set();
    const noteOrigin = (frame) => {
      const { protocol, origin } = new URL(frame.url());
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    };
    context.on('page', (page) => page.on('framenavigated', noteOrigin));
    const parked = await context.newPage();
    await parked.goto(`${config.protocol}//${config.hostname}:${config.port}${PARKING_PATH}`);
    const session = await context.newCDPSession(parked);
    return { context, parked, session, origins };
  }

  async function clear({ context, parked, session, origins }) {
    if (parked.isClosed()) throw new Error('The context lost the page that keeps its renderer process.');
    // The file's pages are closed first, so nothing of theirs writes after the clearing.
    await Promise.all(context.pages().map((page) => (page === parked ? undefined : page.close())));
    for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    origins.clear();
    await context.clearCookies();
    await context.clearPermissions();
  }

  return async ({ browser, config }) => {
    // A browser the runner had to start again leaves the contexts of the one before unusable.
    while (idle.length > 0 && idle.at(-1).context.browser() !== browser) idle.pop();
    const kept = idle.pop() ?? (await open(browser, config));
    return {
      newPage: () => kept.context.newPage(),
      close: async () => {
        try {
          await clear(kept);
          idle.push(kept);
        } catch {
          await kept.context.close().catch(() => undefined);
        }
      },
    };
  };
}
