import { expect, test, type Page } from './farm-test';
import { ADMIN_PASSWORD, apiToken } from './console-fixture';
import { keepTokenInPages } from './signed-in-session';

// <farm-rich-text> and <farm-markdown> insert images through the real upload endpoint (biz jeditor).

async function openEditorPage(page: Page, token: string, body: string): Promise<void> {
  await keepTokenInPages(page, token);
  await page.route('**/editor-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><script src="/elements/farm-elements.js"></script>${body}</body></html>`,
    }),
  );
  await page.goto('/editor-host.html');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const STORED = /\/farm-machine\/sys\/common\/static\/jeditor\/[0-9a-f]{32}\/field\.png$/;

test('the rich-text editor uploads a chosen image and shows it from the server, not as base64', async ({
  page,
  request,
}) => {
  await openEditorPage(
    page,
    await apiToken(request, 'admin', ADMIN_PASSWORD),
    '<form><farm-rich-text name="content"></farm-rich-text></form>',
  );
  await page.locator('farm-rich-text .ql-editor').click();
  await page.keyboard.type('图：');
  await page
    .locator('farm-rich-text [part="image-input"]')
    .setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: PNG });
  const image = page.locator('farm-rich-text .ql-editor img');
  await expect(image).toHaveAttribute('src', STORED);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(1);
  const submitted = await page.evaluate(() => String(new FormData(document.querySelector('form')!).get('content')));
  expect(submitted).toMatch(/^<p>图：<img src="[^"]*\/jeditor\/[0-9a-f]{32}\/field\.png"><\/p>$/);
});

test('the markdown editor uploads a local image and previews it with its remark', async ({ page, request }) => {
  await openEditorPage(page, await apiToken(request, 'admin', ADMIN_PASSWORD), '<farm-markdown></farm-markdown>');
  await page.locator('farm-markdown').getByRole('button', { name: '插入图片' }).click();
  const dialog = page.locator('farm-markdown dialog[open]');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel('图片备注').first().fill('田块');
  await dialog.getByRole('button', { name: '确定' }).click();
  const preview = page.locator('farm-markdown [part="preview"] img');
  await expect(preview).toHaveAttribute('alt', '田块');
  await expect(preview).toHaveAttribute('src', STORED);
  await expect
    .poll(() => preview.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(1);
  await expect(page.locator('farm-markdown textarea')).toHaveValue(
    /^!\[田块\]\(.*\/jeditor\/[0-9a-f]{32}\/field\.png\)$/,
  );
});
