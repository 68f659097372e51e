import type { BrowserContext, Page } from 'playwright';

export interface KeptBrowserContext {
  /** The page that keeps the context's renderer process alive; never a test's. */
  parked: Page;
  /** Leaves the context as a fresh one would be but for its cache; throws when it cannot. */
  clear(): Promise<void>;
}

export function keepBrowserContext(context: BrowserContext, parkingUrl?: string): Promise<KeptBrowserContext>;
