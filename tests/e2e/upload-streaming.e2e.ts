import { expect, test } from './farm-test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, apiToken } from './console-fixture';
import { keepTokenInPages } from './signed-in-session';

// The browser stays responsive while <farm-upload> sends a large file to the real
// server. What keeps it responsive is that the page hands the File to the request and never reads
// its bytes itself (no FileReader, no Blob.arrayBuffer/text/stream of it), so the browser streams
// it off the main thread. The test spies on those readers, which makes it independent of how fast
// the machine is: a long-task count would measure the machine as much as the page.

const EIGHT_MEBIBYTES = 8 * 1024 * 1024;
/** Reads of a blob this large would copy the upload through the main thread. */
const LARGE_READ = 1024 * 1024;

interface Observed {
  largeReads: string[];
  progressEvents: number;
  value: string;
}

let folder = '';

test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'farm-e2e-upload-'));
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('uploading an 8 MB file never reads its bytes on the page: the browser streams it', async ({ page, request }) => {
  const file = path.join(folder, 'survey.pdf');
  writeFileSync(file, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(EIGHT_MEBIBYTES)]));
  const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
  await keepTokenInPages(page, token);
  // Installed before any script of the page runs, so every read of a large blob is seen.
  await page.addInitScript((limit) => {
    const largeReads: string[] = [];
    (window as unknown as { largeReads: string[] }).largeReads = largeReads;
    const spy = <T extends object>(
      target: T,
      method: keyof T & string,
      blobOf: (self: T, args: unknown[]) => unknown,
    ) => {
      const original = target[method] as unknown as (...args: unknown[]) => unknown;
      Object.defineProperty(target, method, {
        configurable: true,
        writable: true,
        value: function (this: T, ...args: unknown[]) {
          const blob = blobOf(this, args);
          if (blob instanceof Blob && blob.size >= limit) largeReads.push(method);
          return original.apply(this, args);
        },
      });
    };
    for (const method of ['arrayBuffer', 'text', 'stream', 'bytes'] as const)
      if (method in Blob.prototype) spy(Blob.prototype, method, (self) => self);
    for (const method of ['readAsArrayBuffer', 'readAsBinaryString', 'readAsDataURL', 'readAsText'] as const)
      spy(FileReader.prototype, method, (_self, args) => args[0]);
  }, LARGE_READ);
  await page.route('**/upload-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body><script src="/elements/farm-elements.js"></script><farm-upload biz="e2e"></farm-upload></body></html>',
    }),
  );
  await page.goto('/upload-host.html');
  await expect(page.locator('farm-upload input[type="file"]')).toBeAttached();

  await page.evaluate(() => {
    let progressEvents = 0;
    document.addEventListener('farm-upload-progress', () => (progressEvents += 1));
    document.addEventListener(
      'farm-change',
      (event) => {
        const value = String((event as CustomEvent<{ value: unknown }>).detail.value);
        const largeReads = (window as unknown as { largeReads: string[] }).largeReads;
        (window as unknown as { observedUpload: Observed }).observedUpload = {
          largeReads: [...largeReads],
          progressEvents,
          value,
        };
      },
      { once: true },
    );
  });
  await page.locator('farm-upload input[type="file"]').setInputFiles(file);
  const result = (await (
    await page.waitForFunction(() => (window as unknown as { observedUpload?: Observed }).observedUpload)
  ).jsonValue()) as Observed;

  expect(result.value).toMatch(/^e2e\/[0-9a-f]{32}\/survey\.pdf$/);
  expect(await (await request.get(`/farm-machine/sys/common/static/${result.value}`)).body()).toHaveLength(
    EIGHT_MEBIBYTES + 9,
  );
  expect(result.progressEvents).toBeGreaterThan(0);
  expect(result.largeReads).toEqual([]);
});
