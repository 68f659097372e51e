import {
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test';
import { PIN_COOKIE, PIN_HEADER, type InstanceName } from './instance-proxy';
import { startTwoInstances, type TwoInstances } from './two-instances';

export * from '@playwright/test';

/**
 * The scale-out journeys' `test`: one worker starts two server processes on one PostgreSQL and
 * one Redis behind a proxy (two-instances.ts); every page and request goes through the proxy's
 * one address, served by whichever instance is next unless pinned to one.
 */
export const test = base.extend<object, { cluster: TwoInstances }>({
  cluster: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's first parameter as a destructuring of the fixtures it uses: none.
    async ({}, use) => {
      const cluster = await startTwoInstances();
      try {
        await use(cluster);
      } finally {
        await cluster.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 420000 },
  ],
  baseURL: async ({ cluster }, use) => use(cluster.proxy.origin),
});

/** From now on every request and WebSocket of `context` goes to `instance` (while it is alive). */
export async function pinContext(context: BrowserContext, origin: string, instance: InstanceName): Promise<void> {
  await context.addCookies([{ name: PIN_COOKIE, value: instance, url: origin }]);
}

/** API calls through the proxy, all served by `instance` (or, unpinned, by each in turn). */
export function apiThrough(origin: string, instance?: InstanceName): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: origin,
    extraHTTPHeaders: instance ? { [PIN_HEADER]: instance } : {},
  });
}
