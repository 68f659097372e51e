import type { BrowserContext, Page } from 'playwright';

/** What the browser of kept contexts runs with (a renderer process shared by a context's pages). */
export const KEPT_CONTEXT_BROWSER_ARGS: readonly string[];

export interface KeptBrowserContext {
  /** The page that keeps the context's renderer process alive; never a test's. */
  parked: Page;
  /** Leaves the context as a fresh one would be but for its cache; throws when it cannot. */
  clear(): Promise<void>;
}

export function keepBrowserContext(context: BrowserContext, parkingUrl?: string): Promise<KeptBrowserContext>;
