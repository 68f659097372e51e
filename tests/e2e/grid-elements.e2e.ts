import { expect, test, type Page } from './farm-test';
import { ADMIN_PASSWORD, apiToken } from './console-fixture';
import { keepTokenInPages } from './signed-in-session';

// <farm-grid> from the script-tag build on a plain page, against the real server.

async function openGridPage(page: Page, token: string, body: string): Promise<void> {
  await keepTokenInPages(page, token);
  await page.route('**/grid-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><script src="/elements/farm-elements.js"></script>${body}</body></html>`,
    }),
  );
  await page.goto('/grid-host.html');
}

test('data-url loads the users list through the list conventions, with the total text', async ({ page, request }) => {
  await openGridPage(
    page,
    await apiToken(request, 'admin', ADMIN_PASSWORD),
    `<farm-grid data-url="/sys/user/list" toolbar="false" columns='[{"key":"username","title":"账号"}]'></farm-grid>`,
  );
  await expect(page.locator('farm-grid [data-column="username"]').filter({ hasText: 'admin' })).toHaveCount(1);
  await expect(page.locator('farm-grid')).toContainText('共');
});

test('a 100,000-row grid from the build is styled, scrolls and edits', async ({ page, request }) => {
  await openGridPage(page, await apiToken(request, 'admin', ADMIN_PASSWORD), '<farm-grid></farm-grid>');
  await page.evaluate(async () => {
    await customElements.whenDefined('farm-grid');
    const grid = document.querySelector('farm-grid')!;
    grid.columns = [{ key: 'name', title: '名称' }];
    grid.rows = Array.from({ length: 100_000 }, (_, index) => ({ id: String(index + 1), name: `机器${index + 1}` }));
  });
  const body = page.locator('farm-grid .rdg');
  await expect(body).toHaveCSS('display', 'grid');
  await body.evaluate((element) => (element.scrollTop = 61 * 99_990));
  const last = page.locator('farm-grid .rdg-row[aria-rowindex="100001"] [role="gridcell"]').last();
  await expect(last).toContainText('机器100000');
  await last.click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('!');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.querySelector('farm-grid')!.getAll().tableData[99_999].name))
    .toBe('机器100000!');
});
