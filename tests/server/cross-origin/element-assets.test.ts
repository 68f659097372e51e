import type { LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHashedElementAsset } from '../../../server/element-asset-headers';
import { startServer, type TestServer } from '../support/test-server';

// The element builds under /elements/ are public code loaded by pages on any origin, as from a
// CDN: readable by any origin without credentials, hashed files cached for good, entries revalidated.

/** Named as `npm run build` names them (see vite.elements.config.ts). */
const HASHED = [
  'chunks/farm-grid-BzpQ6vLT.js',
  'chunks/add-row-settings-panel-w-A2rfN-.js',
  'chunks/preload-helper-BQUUbbNx.js',
  'esm/shared/button-BuFkhn7f.js',
  'esm/shared/i18n-editable-grid-NXYmkPCk.js',
];
const ENTRIES = [
  'farm-elements.js',
  'registry.json',
  'esm/farm-grid.js',
  'esm/farm-code-editor.js',
  'esm/class/farm-grid.js',
  'esm/react.js',
];
const IMMUTABLE = 'public, max-age=31536000, immutable';

let distDir: string;
let server: TestServer;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'farm-dist-'));
  for (const file of [...HASHED, ...ENTRIES]) {
    const target = path.join(distDir, 'elements', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(
      target,
      file.endsWith('.json')
        ? '{"script":"farm-elements.js","elements":[]}'
        : `export const file = ${JSON.stringify(file)};\n`,
    );
  }
  // Listing a portal changes nothing here: these headers are the same for every page.
  server = await startServer({ distDir, corsOrigins: ['http://127.0.0.1:4001'] });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const fetchAsset = (file: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'GET',
    url: `/elements/${file}`,
    headers: { origin: 'https://any-portal.example.org', ...headers },
  });

function expectPublic(response: LightMyRequestResponse): void {
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
}

describe('GET /elements/<file> from a page on any origin', () => {
  it.each(HASHED)('%s: readable by any origin, cached for a year as immutable', async (file) => {
    const response = await fetchAsset(file);
    expect(response.statusCode).toBe(200);
    expectPublic(response);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(ENTRIES)('%s: readable by any origin, revalidated before every use', async (file) => {
    const response = await fetchAsset(file);
    expect(response.statusCode).toBe(200);
    expectPublic(response);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
  });

  it('a revalidated entry answers 304 with the same headers', async () => {
    const first = await fetchAsset('farm-elements.js');
    const again = await fetchAsset('farm-elements.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expectPublic(again);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('the loader keeps its JavaScript type, which module loading across origins requires', async () => {
    expect((await fetchAsset('farm-elements.js')).headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect((await fetchAsset(HASHED[0])).headers['content-type']).toMatch(/^(text|application)\/javascript/);
  });
});

describe('which files count as hashed', () => {
  it.each([
    ['farm-grid.js at the top', 'farm-grid-BzpQ6vLT.js', false],
    ['a chunk without a hash', 'chunks/farm-grid.js', false],
    ['an npm entry whose last word is eight letters', 'esm/farm-selector.js', false],
    ['an npm class entry', 'esm/class/farm-grid-BzpQ6vLT.js', false],
    ['a chunk whose hash holds - and _', 'chunks/dist-w-A2_fN-.js', true],
    ['a shared module of the npm build', 'esm/shared/tokens-DP9UbLqN.js', true],
  ])('%s', (_case, file, hashed) => {
    expect(isHashedElementAsset(file)).toBe(hashed);
  });
});
