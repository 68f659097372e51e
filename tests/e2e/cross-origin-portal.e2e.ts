import { expect, test, type Page, type Response } from './farm-test';
// The type import also brings the `window.FarmElements` declaration.
import type {} from '../../elements/loader';
import { ADMIN_PASSWORD, API_BASE, apiToken } from './console-fixture';
import { PORTAL_PORT, portalPage, startPortal, type Portal } from './cross-origin-portal';

// "The script tag from any origin": a portal on another origin loads farm-elements.js from our
// server as from a CDN, signs in through the API and lists and saves through <farm-grid>. A page
// on an origin FARM_CORS_ORIGINS does not list may still load the public script, but not read the API.

/** Console errors and uncaught exceptions of a page, as its developer would see them. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every answer the page received for a file under /elements/ of the API's origin. */
function recordElementFiles(page: Page, apiOrigin: string): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${apiOrigin}/elements/`)) responses.push(response);
  });
  return responses;
}

async function signIn(page: Page, password: string): Promise<void> {
  await page.getByRole('textbox', { name: '用户名' }).fill('admin');
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

test.describe('a portal on another origin', () => {
  let apiOrigin: string;
  let allowed: Portal;
  let stranger: Portal;

  test.beforeAll(async ({ baseURL }) => {
    apiOrigin = new URL(baseURL!).origin;
    const page = portalPage(apiOrigin, API_BASE);
    // Listed in the server's FARM_CORS_ORIGINS by playwright.config.ts.
    allowed = await startPortal(PORTAL_PORT, page);
    // Any free port: an origin no one listed.
    stranger = await startPortal(0, page);
  });
  test.afterAll(async () => {
    await allowed?.close();
    await stranger?.close();
  });

  test('a listed portal lists and saves records through the API with the elements loaded from the server', async ({
    page,
    request,
  }) => {
    const errors = recordErrors(page);
    const elementFiles = recordElementFiles(page, apiOrigin);
    await page.goto(`${allowed.origin}/`);
    await signIn(page, ADMIN_PASSWORD);
    await expect(page.locator('#sign-in-result')).toHaveText('已登录');

    const firstName = page.locator('farm-grid .rdg-row[aria-rowindex="2"] [data-column="assetName"]');
    await expect(firstName).not.toBeEmpty();
    const assetNo = (await page
      .locator('farm-grid .rdg-row[aria-rowindex="2"] [data-column="assetNo"]')
      .textContent())!.trim();
    const newName = `门户改名 ${Date.now() % 100000}`;
    await firstName.dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(newName);
    await page.keyboard.press('Enter');
    await page.locator('farm-grid').getByRole('button', { name: '保存' }).click();
    await expect(page.locator('#save-result')).toHaveText('已保存 1 条');

    const token = await apiToken(request, 'admin', ADMIN_PASSWORD);
    const answer = await (
      await request.get(`${API_BASE}/farm/asset/list`, { params: { assetNo }, headers: { 'X-Access-Token': token } })
    ).json();
    expect(answer.result.records.map((record: { assetName: string }) => record.assetName)).toEqual([newName]);
    expect(errors).toEqual([]);

    // The loader asked the server's origin for its chunks (beside its own URL), never the portal's.
    expect(allowed.requestedPaths).toEqual(['/']);
    const chunks = elementFiles.filter((response) => new URL(response.url()).pathname.startsWith('/elements/chunks/'));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(await chunk.headerValue('access-control-allow-origin'), chunk.url()).toBe('*');
      expect(await chunk.headerValue('cache-control'), chunk.url()).toBe('public, max-age=31536000, immutable');
    }
    const loader = elementFiles.find((response) => new URL(response.url()).pathname === '/elements/farm-elements.js');
    expect(await loader?.headerValue('cache-control')).toBe('no-cache');
  });

  test('an unlisted portal loads the elements, but cannot read the API', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto(`${stranger.origin}/`);
    // The script and its chunks are public: the grid's chunk loads and defines the tag.
    const defined = await page.evaluate(() =>
      window.FarmElements!.whenDefined('farm-grid').then(() => customElements.get('farm-grid') !== undefined),
    );
    expect(defined).toBe(true);

    await signIn(page, ADMIN_PASSWORD);
    await expect(page.locator('#sign-in-result')).toHaveText('无法连接：TypeError');
    await expect(page.locator('farm-grid')).toHaveCount(0);
    // A simple request (no preflight) reaches the server, but the browser keeps its answer from the page.
    const simpleGet = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'read',
          (error: Error) => error.name,
        ),
      `${apiOrigin}${API_BASE}/sys/randomImage/1`,
    );
    expect(simpleGet).toBe('TypeError');
    expect(errors.some((error) => /CORS|Access-Control-Allow-Origin/.test(error))).toBe(true);
  });
});
