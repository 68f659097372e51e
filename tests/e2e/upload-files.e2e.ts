import { expect, test, type Page } from './farm-test';
import { ADMIN_PASSWORD, apiToken } from './console-fixture';
import { keepTokenInPages } from './signed-in-session';

// <farm-upload> and <farm-image-upload> on a plain page against the real upload endpoint.

async function openUploadPage(page: Page, token: string, body: string): Promise<void> {
  await keepTokenInPages(page, token);
  await page.route('**/upload-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><script src="/elements/farm-elements.js"></script>${body}</body></html>`,
    }),
  );
  await page.goto('/upload-host.html');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a file is stored under biz, its value is the relative path and it downloads from the static path', async ({
  page,
  request,
}) => {
  await openUploadPage(
    page,
    await apiToken(request, 'admin', ADMIN_PASSWORD),
    '<form><farm-upload name="manual" biz="e2e"></farm-upload></form>',
  );
  const changed = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        document.addEventListener('farm-change', (event) => resolve((event as CustomEvent).detail), { once: true }),
      ),
  );
  await page
    .locator('farm-upload input[type="file"]')
    .setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  const detail = (await changed) as { value: string; previousValue: string };
  expect(detail.previousValue).toBe('');
  expect(detail.value).toMatch(/^e2e\/[0-9a-f]{32}\/manual\.pdf$/);
  expect(await page.evaluate(() => new FormData(document.querySelector('form')!).get('manual'))).toBe(detail.value);
  const href = await page.locator('farm-upload [part~="item"] a[download]').getAttribute('href');
  expect(href).toBe(`/farm-machine/sys/common/static/${detail.value}`);
  expect((await request.get(href!)).ok()).toBe(true);
  // A PDF also offers 预览, which opens the server's PDF preview of the same stored path.
  const preview = page.locator('farm-upload [part~="item"] a:not([download])');
  await expect(preview).toHaveText('预览');
  expect((await request.get((await preview.getAttribute('href'))!)).ok()).toBe(true);
});

test('a file the server refuses opens 上传出错 with its message', async ({ page, request }) => {
  await openUploadPage(page, await apiToken(request, 'admin', ADMIN_PASSWORD), '<farm-upload></farm-upload>');
  await page
    .locator('farm-upload input[type="file"]')
    .setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<script>alert(1)</script>') });
  await expect(page.locator('farm-upload dialog[open]')).toContainText('上传出错');
  await expect(page.locator('farm-upload dialog[open]')).toContainText('错误信息：');
  await expect(page.locator('farm-upload [part~="item"]')).toHaveAttribute('data-status', 'error');
});

test('an image shows as a thumbnail that loads from the server', async ({ page, request }) => {
  await openUploadPage(
    page,
    await apiToken(request, 'admin', ADMIN_PASSWORD),
    '<farm-image-upload biz="e2e"></farm-image-upload>',
  );
  await page
    .locator('farm-image-upload input[type="file"]')
    .setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: PNG });
  const thumbnail = page.locator('farm-image-upload img');
  await expect(thumbnail).toHaveAttribute('src', /\/farm-machine\/sys\/common\/static\/e2e\/[0-9a-f]{32}\/field\.png$/);
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1);
});
