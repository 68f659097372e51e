import { expect, test, type Page } from './farm-test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// The type import also brings the `window.FarmElements` declaration.
import type {} from '../../elements/loader';
import { buildElements, type ElementsRegistry } from '../../vite.elements.config';

// What the script-tag build fetches and when, as in a browser with nothing cached: a context of their own.
test.use({ ownContext: true });

// The script-tag build on a page that knows nothing of it: a plain <script src> and tags.
// First the real build the server serves at /elements/ (one check per element it lists), then a
// build of the test-only fixture elements, which proves the whole path while few or no product
// elements exist yet.

/** Serves /host-page.html with `body`; `script(src)` writes the plain script tag a legacy page uses. */
async function hostPage(page: Page, body: string): Promise<void> {
  await page.route('**/host-page.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body>${body}</body></html>` }),
  );
}

const script = (src: string) => `<script src="${src}"></script>`;

/** The chunks the page requested, named as registry.json names them (`chunks/<file>`). */
function recordChunkRequests(page: Page, chunksPath: string): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(chunksPath)) requested.push(pathname.slice(chunksPath.length - 'chunks/'.length));
  });
  return requested;
}

async function addTag(page: Page, tag: string, attributes: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ({ tag, attributes }) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.body.append(element);
    },
    { tag, attributes },
  );
}

async function waitUntilUpgraded(page: Page, tag: string): Promise<void> {
  await page.waitForFunction((name) => {
    const element = document.querySelector(name);
    return Boolean(element?.matches(':defined') && element.shadowRoot);
  }, tag);
}

test.describe('the script-tag build served at /elements/', () => {
  test('installs window.FarmElements and loads no chunk while no farm-* tag is on the page', async ({
    page,
    request,
  }) => {
    const registry = (await (await request.get('/elements/registry.json')).json()) as ElementsRegistry;
    const requested = recordChunkRequests(page, '/elements/chunks/');
    await hostPage(page, script('/elements/farm-elements.js'));
    await page.goto('/host-page.html');
    await page.waitForFunction(() => window.FarmElements !== undefined);
    expect(await page.evaluate(() => window.FarmElements?.tags)).toEqual(
      registry.elements.map((element) => element.tag),
    );
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
  });

  test('adding an element tag loads exactly that element chunk and upgrades it', async ({ context, request }) => {
    const registry = (await (await request.get('/elements/registry.json')).json()) as ElementsRegistry;
    // A page per element, one after another: the test's time grows with the element count, not
    // the default 30 s meant for one journey (which a loaded machine ran out of at 20 elements).
    test.setTimeout(registry.elements.length * 15000);
    for (const element of registry.elements) {
      await test.step(element.tag, async () => {
        const page = await context.newPage();
        const requested = recordChunkRequests(page, '/elements/chunks/');
        await hostPage(page, script('/elements/farm-elements.js'));
        await page.goto('/host-page.html');
        await page.waitForFunction(() => window.FarmElements !== undefined);
        await addTag(page, element.tag);
        await waitUntilUpgraded(page, element.tag);
        await page.waitForLoadState('networkidle');
        // Beyond its static imports, an element may fetch only its own lazy chunks (a code-editor language).
        expect(new Set(requested.filter((chunk) => !element.lazyImports.includes(chunk)))).toEqual(
          new Set([element.chunk, ...element.imports]),
        );
        // A page using one widget never downloads another's code (a cron-only page, no grid).
        const othersOwnChunks = registry.elements
          .filter((other) => other.tag !== element.tag)
          .map((other) => other.chunk);
        expect(requested.filter((chunk) => othersOwnChunks.includes(chunk))).toEqual([]);
        await page.close();
      });
    }
  });
});

test.describe('a build of the fixture elements, served from another path', () => {
  let outDir: string;
  let registry: ElementsRegistry;

  test.beforeAll(async () => {
    test.setTimeout(120000);
    outDir = mkdtempSync(path.join(tmpdir(), 'farm-elements-e2e-'));
    registry = await buildElements({ sourceDirs: ['tests/elements/loader/fixtures'], outDir });
  });
  test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  test.beforeEach(async ({ page }) => {
    await page.route('**/fixture-elements/**', (route) => {
      const file = path.join(outDir, new URL(route.request().url()).pathname.replace(/^\/fixture-elements\//, ''));
      if (!existsSync(file)) return route.fulfill({ status: 404 });
      return route.fulfill({
        contentType: file.endsWith('.js') ? 'text/javascript' : 'application/json',
        body: readFileSync(file),
      });
    });
  });

  const chunkOf = (tag: string) => registry.elements.find((element) => element.tag === tag)!;

  test('loads nothing until a tag appears, then only that element and the shared runtime once', async ({ page }) => {
    const requested = recordChunkRequests(page, '/fixture-elements/chunks/');
    await hostPage(page, script('/fixture-elements/farm-elements.js'));
    await page.goto('/host-page.html');
    await page.waitForFunction(() => window.FarmElements !== undefined);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await addTag(page, 'farm-loader-counter', { label: 'clicks' });
    await waitUntilUpgraded(page, 'farm-loader-counter');
    const counter = chunkOf('farm-loader-counter');
    expect(new Set(requested)).toEqual(new Set([counter.chunk, ...counter.imports]));

    const button = page.locator('farm-loader-counter').getByRole('button');
    await expect(button).toHaveText('clicks 0');
    const detail = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener('farm-count-change', (event) => resolve((event as CustomEvent).detail), {
            once: true,
          }),
        ),
    );
    await button.click();
    expect(await detail).toEqual({ value: 1, previousValue: 0 });

    requested.length = 0;
    await addTag(page, 'farm-loader-badge', { text: 'ready' });
    await waitUntilUpgraded(page, 'farm-loader-badge');
    await expect(page.locator('farm-loader-badge')).toHaveText('ready');
    await page.waitForLoadState('networkidle');
    const badge = chunkOf('farm-loader-badge');
    expect(requested).toContain(badge.chunk);
    expect(
      requested.filter((file) => counter.imports.includes(file)),
      'chunks already loaded are not fetched again',
    ).toEqual([]);
    expect(await page.evaluate(() => window.FarmElements?.loaded)).toEqual([
      'farm-loader-counter',
      'farm-loader-badge',
    ]);
  });

  test('upgrades tags a legacy page writes before the script', async ({ page }) => {
    await hostPage(
      page,
      `<farm-loader-badge text="before the script"></farm-loader-badge>${script('/fixture-elements/farm-elements.js')}`,
    );
    await page.goto('/host-page.html');
    await waitUntilUpgraded(page, 'farm-loader-badge');
    await expect(page.locator('farm-loader-badge')).toHaveText('before the script');
  });

  test('upgrades tags the parser reaches after the script', async ({ page }) => {
    await hostPage(
      page,
      `${script('/fixture-elements/farm-elements.js')}<p><farm-loader-badge text="after the script"></farm-loader-badge></p>`,
    );
    await page.goto('/host-page.html');
    await waitUntilUpgraded(page, 'farm-loader-badge');
    await expect(page.locator('farm-loader-badge')).toHaveText('after the script');
  });
});
