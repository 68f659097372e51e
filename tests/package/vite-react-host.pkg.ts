import { expect, test } from '@playwright/test';
import { exerciseCronAndGrid } from './host-checks';
import { packageCopies, viteReact, type HostBundle } from './host-bundlers';
import { installHost, typeCheckHost } from './host-project';
import { serveFolder, type StaticSite } from './static-server';

// A React 19 + TypeScript app made with Vite: JSX tags with typed events, a plain component, and
// the class entry defined under the host's own tag name.
let host: string;
let bundle: HostBundle;
let site: StaticSite;

test.beforeAll(async () => {
  host = installHost('vite-react', ['react', 'react-dom', '@types/react', '@types/react-dom']);
  bundle = await viteReact(host);
  site = await serveFolder(bundle.outDir);
});

test.afterAll(async () => site?.close());

test('type-checks against the installed declarations, and a handler of the wrong detail does not', () => {
  expect(typeCheckHost(host)).toBe('');
});

test('bundles one React', () => {
  expect(packageCopies(bundle.moduleIds, 'react')).toEqual([`${host}/node_modules/react`]);
  expect(packageCopies(bundle.moduleIds, 'react-dom')).toEqual([`${host}/node_modules/react-dom`]);
});

test('the tags and the component work: a cron change, a grid edit, the grid styled', async ({ page }) => {
  const errors = await exerciseCronAndGrid(page, site.url);
  const component = page.locator('#component input').first();
  await component.fill('0 0 3 * * ?');
  await expect(page.locator('#component-value')).toHaveText('0 0 3 * * ?');
  // The class entry, defined by the host under its own name beside the registered <farm-cron>.
  await page.evaluate(() => document.body.append(document.createElement('acme-cron')));
  await expect(page.locator('acme-cron [part="input"]')).toBeVisible();
  expect(errors).toEqual([]);
});
