import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error the helpers are plain JavaScript, read by the test runner's config
import { CHROMIUM_ARGS, requireTestChromium } from '../../../scripts/chromium.mjs';
import { pooledContexts, type RunnerContext } from '../../elements/context-pool.mjs';

// The element test runner hands each test file a context from this pool (tests/elements/
// wtr.config.mjs) and closes it when the file ends. What one file stores must not reach the next.

let server: Server;
let browser: Browser;
let config: { protocol: string; hostname: string; port: number };

beforeAll(async () => {
  server = createServer((request, response) => {
    // The page a test file leaves its traces from also gets a cookie.
    if (request.url === '/leave.html') response.setHeader('set-cookie', 'left=behind; Max-Age=3600');
    response.setHeader('content-type', request.url === '/package.json' ? 'application/json' : 'text/html');
    response.end(request.url === '/package.json' ? '{}' : '<!doctype html><title>test file</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  config = { protocol: 'http:', hostname: '127.0.0.1', port: (server.address() as AddressInfo).port };
  browser = await chromium.launch({ executablePath: requireTestChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** What a test file could leave in its context: storage of every kind, and a cookie. */
async function leaveTraces(context: RunnerContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`http://${config.hostname}:${config.port}/leave.html`);
  await page.evaluate(async () => {
    localStorage.setItem('left', 'behind');
    await new Promise((resolve) => {
      const opening = indexedDB.open('left-behind');
      opening.onsuccess = () => {
        opening.result.close();
        resolve(undefined);
      };
    });
    await (await caches.open('left-behind')).put('/cached', new Response('x'));
  });
}

async function traces(context: RunnerContext): Promise<unknown> {
  const page = await context.newPage();
  await page.goto(`http://${config.hostname}:${config.port}/file.html`);
  return page.evaluate(async () => ({
    localStorage: localStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
  }));
}

describe('the element tests’ context pool', () => {
  it('hands the next file the same context, with nothing of the file before', async () => {
    const lease = pooledContexts();
    const first = await lease({ browser, config });
    await leaveTraces(first);
    const firstContext = (await first.newPage()).context();
    await first.close();

    const second = await lease({ browser, config });
    const secondPage = await second.newPage();
    expect(secondPage.context() === firstContext).toBe(true);
    expect(firstContext.pages()).toHaveLength(2);
    expect(await traces(second)).toEqual({ localStorage: 0, cookie: '', databases: [], caches: [] });
    await second.close();
  });

  it('gives files running side by side contexts of their own', async () => {
    const lease = pooledContexts();
    const [one, other] = await Promise.all([lease({ browser, config }), lease({ browser, config })]);
    const [onePage, otherPage] = await Promise.all([one.newPage(), other.newPage()]);
    expect(onePage.context() === otherPage.context()).toBe(false);
    await Promise.all([one.close(), other.close()]);
  });

  it('closes a context it cannot clear, and the next file gets a new one', async () => {
    const lease = pooledContexts();
    const first = await lease({ browser, config });
    await leaveTraces(first);
    const firstContext = (await first.newPage()).context();
    // The parked page is the context's first; without it the clearing has nowhere to run.
    await firstContext.pages()[0]?.close();
    await first.close();

    const second = await lease({ browser, config });
    expect((await second.newPage()).context() === firstContext).toBe(false);
    expect(browser.contexts()).not.toContain(firstContext);
    await second.close();
  });

  it('hands out no context of a browser the runner had to start again', async () => {
    const lease = pooledContexts();
    const first = await lease({ browser, config });
    const firstContext = (await first.newPage()).context();
    await first.close();

    const restarted = await chromium.launch({ executablePath: requireTestChromium(), args: CHROMIUM_ARGS });
    try {
      const second = await lease({ browser: restarted, config });
      const secondContext = (await second.newPage()).context();
      expect(secondContext === firstContext).toBe(false);
      expect(secondContext.browser() === restarted).toBe(true);
      await second.close();
    } finally {
      await restarted.close();
    }
  });
});
