import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/**
 * Browser contexts a worker's tests take turns in, one per set of context options. A context keeps
 * its HTTP cache, and with it the code Chromium compiled from the console's hashed chunks: a test
 * in a fresh context fetched and compiled all of it again, about half the CPU a short test spends.
 * Everything a test can leave behind for the next is cleared when it hands the context back: its
 * pages, cookies, permissions and what the pages stored (local storage, IndexedDB, service
 * workers, Cache Storage) for every origin the context reached.
 */
interface Kept {
  context: BrowserContext;
  /** Every http(s) origin the context's pages reached since it was last cleared. */
  origins: Set<string>;
}

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
    const origins = new Set<string>();
    context.on('request', (request) => {
      const { protocol, origin } = new URL(request.url());
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    });
    this.kept.set(key, { context, origins });
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

  private async clear({ context, origins }: Kept): Promise<void> {
    // A blank page of the context's own to reach its storage through; the test's pages are closed
    // first, so nothing of theirs writes after the clearing.
    await Promise.all(context.pages().map((page) => page.close()));
    const blank = await context.newPage();
    try {
      const session = await context.newCDPSession(blank);
      for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await session.detach();
    } finally {
      await blank.close();
    }
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
