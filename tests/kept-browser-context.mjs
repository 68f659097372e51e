/**
 * A browser context kept from one test (or test file) to the next, cleared in between, for the
 * end-to-end tests (tests/e2e/shared-contexts.ts) and the element tests (tests/elements/
 * context-pool.mjs). A kept context keeps its HTTP cache, and with it the code Chromium compiled
 * from the chunks every test loads; its parked page, on a script-free file of the test server,
 * keeps the renderer process alive, so with the browser held to one renderer process where it can
 * (`--renderer-process-limit=1`) the next test's page opens in that warm process.
 */

/**
 * What the browser of kept contexts runs with: one renderer process where site isolation allows,
 * so that a test's page opens in the process its context's parked page keeps alive.
 */
export const KEPT_CONTEXT_BROWSER_ARGS = ['--renderer-process-limit=1'];

/**
 * Starts keeping `context`: opens its parked page (on `parkingUrl` when one is given) and begins
 * noting the origins its pages load.
 * @param {import('playwright').BrowserContext} context
 * @param {string} [parkingUrl]
 */
export async function keepBrowserContext(context, parkingUrl) {
  // What a test stores belongs to the origin of a document it loaded (a worker's or service
  // worker's to its document's). Navigations are few; a listener of every request would have
  // Playwright send each of the hundreds a console page makes over to the test process.
  const origins = new Set();
  const noteOrigin = (frame) => {
    const { protocol, origin } = new URL(frame.url());
    if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
  };
  context.on('page', (page) => page.on('framenavigated', noteOrigin));
  const parked = await context.newPage();
  if (parkingUrl) await parked.goto(parkingUrl);
  const session = await context.newCDPSession(parked);

  return {
    parked,
    /**
     * Leaves the context as a fresh one would be but for its cache: the test's pages closed, then
     * what they stored (local storage, IndexedDB, Cache Storage, service workers) for every origin
     * they loaded, the cookies and the granted permissions. Throws when it cannot (the parked page
     * is gone, the browser crashed); the caller then closes the context.
     */
    async clear() {
      if (parked.isClosed()) throw new Error('The context lost the page that keeps its renderer process.');
      // The test's pages are closed first, so nothing of theirs writes after the clearing.
      await Promise.all(context.pages().map((page) => (page === parked ? undefined : page.close())));
      for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      origins.clear();
      await context.clearCookies();
      await context.clearPermissions();
    },
  };
}
