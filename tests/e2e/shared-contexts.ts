import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Frame, Page } from '@playwright/test';

/**
 * Browser contexts a worker's tests take turns in, one per set of context options. A context keeps
 * its HTTP cache, and with it the code Chromium compiled from the console's hashed chunks: a test
 * in a fresh context fetched and compiled all of it again, about half the CPU a short test spends.
 * Everything a test can leave behind for the next is cleared when it hands the context back: its
 * pages, cookies, permissions and what the pages stored (local storage, IndexedDB, service
 * workers, Cache Storage) for every origin the context reached.
 *
 * Each context also keeps a page of its own parked on a script-free file of the server's origin.
 * With the browser held to one renderer process where it can (`--renderer-process-limit=1`,
 * playwright.config.ts), that page keeps the process alive between tests, and each test's page opens
 * in it instead of in a new one: a console page then starts on about a third less of the renderer's
 * main thread (its fonts and compiled code are warm), and the console tests spend about a tenth less
 * CPU in all. The parked page is also where the storage is cleared from.
 */
interface Kept {
  context: BrowserContext;
  /** The page that keeps the context's renderer process alive and clears its storage; never a test's. */
  parked: Page;
  session: CDPSession;
  /** The http(s) origin of every document the context's pages loaded since it was last cleared. */
  origins: Set<string>;
}

/** A file of the server's own origin that runs no script: the element registry, a JSON document. */
const PARKING_PATH = '/elements/registry.json';

export class SharedContexts {
  /** By the context options, as JSON: a worker keeps one or a few. */
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly browser: Browser) {}

  /** A context with `options`, as a fresh one would be but for its warm HTTP cache. */
  async lease(options: BrowserContextOptions): Promise<BrowserContext> {
    const key = JSON.stringify(options);
    const kept = this.kept.get(key);
    if (kept) return kept.context;
    const context = await this.browser.newContext(options);
    // What a test stores belongs to the origin of a document it loaded (a worker's or service
    // worker's to its document's). Navigations are few; a listener of every request would have
    // Playwright send each of the hundreds a console page makes over to the test process.
    const origins = new Set<string>();
    const noteOrigin = (frame: Frame) => {
      const { protocol, origin } = new URL(frame.url());
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    };
    context.on('page', (page) => page.on('framenavigated', noteOrigin));
    const parked = await context.newPage();
    if (options.baseURL) await parked.goto(PARKING_PATH);
    const session = await context.newCDPSession(parked);
    this.kept.set(key, { context, parked, session, origins });
    return context;
  }

  /**
   * Takes `context` back: the next test finds it as a fresh context would be. A context that
   * cannot be cleared (its browser crashed, a page would not close) is closed and made again.
   */
  async release(context: BrowserContext): Promise<void> {
    for (const [key, kept] of this.kept) {
      if (kept.context !== context) continue;
      try {
        await this.clear(kept);
      } catch {
        this.kept.delete(key);
        await context.close().catch(() => undefined);
      }
    }
  }

  /** Whether `page` is the page a context keeps for itself, which no test is handed. */
  isParked(page: Page): boolean {
    return [...this.kept.values()].some(({ parked }) => parked === page);
  }

  private async clear({ context, parked, session, origins }: Kept): Promise<void> {
    // The test's pages are closed first, so nothing of theirs writes after the clearing.
    await Promise.all(context.pages().map((page) => (page === parked ? undefined : page.close())));
    for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    origins.clear();
    await context.clearCookies();
    await context.clearPermissions();
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.kept.values()].map(({ context }) => context.close()));
    this.kept.clear();
  }
}

/**
 * A page's clock belongs to its context, and an installed clock cannot be taken out again: a test
 * that fakes time asks for a context of its own (`test.use({ ownContext: true })`).
 */
export function refuseClock(page: Page): void {
  Object.defineProperty(page, 'clock', {
    get() {
      throw new Error('page.clock changes the whole shared context: give the test `test.use({ ownContext: true })`.');
    },
  });
}
