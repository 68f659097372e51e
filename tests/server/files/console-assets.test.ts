import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHashedConsoleAsset } from '../../../server/console-asset-headers';
import { startServer, type TestServer } from '../support/test-server';

// The console's hashed chunks are cached for good (a return visit asks nothing for them); the page
// that names them, index.html, is revalidated every time, also where it answers a client-side route.

/** Named as Vite names the console's build (vite.config.ts). */
const HASHED = ['assets/index-DVY891rY.js', 'assets/figure-access-Cbwz-stn.js', 'assets/index-B_x-12Ab.css'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

let distDir: string;
let server: TestServer;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'farm-dist-'));
  for (const file of [...HASHED, 'index.html']) {
    const target = path.join(distDir, 'console', file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.endsWith('.html') ? '<!doctype html><title>console</title>' : `/* ${file} */\n`);
  }
  server = await startServer({ distDir });
});
afterAll(async () => {
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('the console build', () => {
  it.each(HASHED)('%s is cached for a year as immutable', async (file) => {
    const response = await get(`/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/index.html', '/dashboard/analysis', '/isystem/user?page=2'])(
    '%s answers index.html, revalidated before every use',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>console</title>');
    },
  );

  it('a revalidated index.html answers 304 while it is unchanged', async () => {
    const first = await get('/');
    const again = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});

describe('which console files count as hashed', () => {
  it.each([
    ['index.html', 'index.html', false],
    ['a chunk without a hash', 'assets/index.js', false],
    ['a chunk outside assets/', 'index-DVY891rY.js', false],
    ['a chunk whose hash holds - and _', 'assets/figure-access-Cbwz-stn.js', true],
    ['a font', 'assets/noto-sans-Ab12Cd34.woff2', true],
  ])('%s', (_case, file, hashed) => {
    expect(isHashedConsoleAsset(file)).toBe(hashed);
  });
});
