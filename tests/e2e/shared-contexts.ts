import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { keepBrowserContext, type KeptBrowserContext } from '../kept-browser-context.mjs';

/**
 * Browser contexts a worker's tests take turns in, one per set of context options, each kept and
 * cleared between tests (tests/kept-browser-context.mjs). A test in a fresh context fetched and
 * compiled all of the console's code again, about half the CPU a short test spends; in a kept one
 * a console page also starts on about a third less of the renderer's main thread (its fonts and
 * compiled code are warm), and the console tests spend about a tenth less CPU in all.
 */
interface Kept extends KeptBrowserContext {
  context: BrowserContext;
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
    const parkingUrl = options.baseURL ? new URL(PARKING_PATH, options.baseURL).href : undefined;
    this.kept.set(key, { context, ...(await keepBrowserContext(context, parkingUrl)) });
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
        await kept.clear();
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
