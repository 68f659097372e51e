import { expect, test } from '@playwright/test';
import { exerciseCronAndGrid } from './host-checks';
import { esbuildBundle, packageCopies, rollupBundle, type HostBundle } from './host-bundlers';
import { installHost } from './host-project';
import { serveFolder, type StaticSite } from './static-server';

// A page with no framework, bundled by the two general-purpose bundlers that are not Vite: none
// knows Vite's `?inline` or has a CSS loader, so the styles must come inside our JavaScript.
const bundlers: [string, (dir: string) => Promise<HostBundle>][] = [
  ['esbuild', esbuildBundle],
  ['Rollup', rollupBundle],
];

for (const [name, bundleHost] of bundlers) {
  test.describe(`a plain page bundled by ${name}`, () => {
    let host: string;
    let bundle: HostBundle;
    let site: StaticSite;

    test.beforeAll(async () => {
      host = installHost('vanilla', ['react', 'react-dom']);
      bundle = await bundleHost(host);
      site = await serveFolder(bundle.outDir);
    });

    test.afterAll(async () => site?.close());

    test('bundles one React', () => {
      expect(packageCopies(bundle.moduleIds, 'react')).toEqual([`${host}/node_modules/react`]);
      expect(packageCopies(bundle.moduleIds, 'react-dom')).toEqual([`${host}/node_modules/react-dom`]);
    });

    test('a cron change and a grid edit reach the page, and the grid is styled', async ({ page }) => {
      expect(await exerciseCronAndGrid(page, site.url)).toEqual([]);
    });
  });
}
