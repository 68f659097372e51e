import type { Browser, BrowserContextOptions, Page } from 'playwright';

/** What the test runner asks of a context: a page for the file, and its end. */
export interface RunnerContext {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export function pooledContexts(
  options?: BrowserContextOptions,
): (args: { browser: Browser; config: { protocol: string; hostname: string; port: number } }) => Promise<RunnerContext>;
