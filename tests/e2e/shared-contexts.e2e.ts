import { expect, test, type Page } from './farm-test';

// The browser context the worker's tests take turns in (shared-contexts.ts): the second test of
// this file runs in the context the first one left, on the same worker, right after it.

const MARK = 'left-by-the-previous-test';

/** What the login page's origin holds: its local storage entry, its IndexedDB databases, its cookie. */
async function originState(page: Page) {
  return page.evaluate(
    async (mark) => ({
      stored: localStorage.getItem(mark),
      databases: (await indexedDB.databases()).map((database) => database.name),
      cookie: document.cookie.includes(mark),
    }),
    MARK,
  );
}

/** The chunks the page took from the HTTP cache (nothing transferred) and the ones it fetched. */
async function chunkTransfers(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
}

/** The context's parked page as the first test saw it. */
let parkedBefore: Page | undefined;

test.describe('a shared browser context', () => {
  test('a test leaves storage, a cookie, a permission and a page behind', async ({
    page,
    context,
    baseURL,
    sharedContexts,
  }) => {
    parkedBefore = context.pages().find((open) => sharedContexts.isParked(open));
    await page.goto('/user/login');
    await page.evaluate(async (mark) => {
      localStorage.setItem(mark, 'yes');
      await new Promise((resolve) => {
        indexedDB.open(mark).onsuccess = resolve;
      });
    }, MARK);
    await context.addCookies([{ name: MARK, value: 'yes', url: baseURL }]);
    await context.grantPermissions(['clipboard-read'], { origin: baseURL });
    await context.newPage();
    expect(await originState(page)).toEqual({ stored: 'yes', databases: [MARK], cookie: true });
  });

  test('the next test finds none of it, but the chunks already fetched come from the cache', async ({
    page,
    context,
    baseURL,
    sharedContexts,
  }) => {
    // Beside the test's page, only the one the context keeps parked (shared-contexts.ts): the same
    // page as in the test before, still on the server's origin, so that it kept the renderer alive.
    expect(context.pages().filter((open) => !sharedContexts.isParked(open))).toEqual([page]);
    const parked = context.pages().filter((open) => sharedContexts.isParked(open));
    expect(parked).toHaveLength(1);
    // Compared by identity: a page's fields include the clock this context refuses to hand out.
    expect(parked[0] === parkedBefore, 'the parked page of the test before').toBe(true);
    expect(new URL(parked[0]!.url()).origin).toBe(new URL(baseURL!).origin);
    await page.goto('/user/login');
    expect(await originState(page)).toEqual({ stored: null, databases: [], cookie: false });
    expect(
      await page.evaluate(
        async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
      ),
    ).toBe('prompt');
    const transfers = await chunkTransfers(page);
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.every((size) => size === 0)).toBe(true);
  });

  test('refuses a fake clock, which would stay in the context for the tests after', async ({ page }) => {
    expect(() => page.clock).toThrow(/ownContext/);
  });
});

test.describe('a context of its own', () => {
  test.use({ ownContext: true });

  test('starts with nothing cached', async ({ page }) => {
    await page.goto('/user/login');
    const transfers = await chunkTransfers(page);
    expect(transfers.length).toBeGreaterThan(0);
    expect(transfers.every((size) => size > 0)).toBe(true);
    await expect(page.clock.install()).resolves.toBeUndefined();
  });
});
