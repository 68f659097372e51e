import { expect, test } from '@playwright/test';
import { exerciseCronAndGrid } from './host-checks';
import { packageCopies, viteVue, type HostBundle } from './host-bundlers';
import { installHost } from './host-project';
import { serveFolder, type StaticSite } from './static-server';

// A Vue 3 app made with Vite: the value in as an attribute, rich data as properties, events out.
let host: string;
let bundle: HostBundle;
let site: StaticSite;

test.beforeAll(async () => {
  host = installHost('vue', ['vue', 'react', 'react-dom']);
  bundle = await viteVue(host);
  site = await serveFolder(bundle.outDir);
});

test.afterAll(async () => site?.close());

test('bundles one React (our peer) beside Vue', () => {
  expect(packageCopies(bundle.moduleIds, 'react')).toEqual([`${host}/node_modules/react`]);
});

test('a cron change and a grid edit reach the Vue component, and the grid is styled', async ({ page }) => {
  expect(await exerciseCronAndGrid(page, site.url)).toEqual([]);
});
