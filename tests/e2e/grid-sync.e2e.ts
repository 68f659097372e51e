import { expect, test, type Browser, type Page } from './farm-test';
import { ADMIN_PASSWORD, apiLogin } from './console-fixture';
import { keepSessionInPages } from './signed-in-session';

// Live sync between two users' <farm-grid socket-key> (demo/grid-sync.html) through the real
// server's /vxeSocket channel, each user in a browser context of their own.

/**
 * Counts the page's WebSockets that have opened, from before its own scripts run: a grid drops
 * the edits it makes while its channel is still connecting.
 */
function countOpenedSockets(): void {
  const NativeSocket = window.WebSocket;
  let opened = 0;
  Object.defineProperty(window, 'openedSockets', { get: () => opened });
  window.WebSocket = class extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('open', () => {
        opened += 1;
      });
    }
  };
}

/** The grid demo, signed in as `session`'s user, once its live channel is open. */
async function openSyncedGrid(browser: Browser, session: { token: string; userInfo: unknown }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await keepSessionInPages(page, session);
  await page.addInitScript(countOpenedSockets);
  const opened = page.waitForEvent('websocket', (socket) => socket.url().includes('/vxeSocket/'));
  await page.goto('/demo/grid-sync.html');
  expect((await opened).url()).toMatch(/\/farm-machine\/vxeSocket\/[^/]+\/[A-Za-z0-9_-]+$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { openedSockets: number }).openedSockets)).toBe(1);
  return page;
}

async function editCell(page: Page, rowIdx: number, columnKey: string, text: string): Promise<void> {
  await page.locator(`farm-grid .rdg-row[aria-rowindex="${rowIdx + 2}"] [data-column="${columnKey}"]`).click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test("one user's edit appears in another user's grid with the same socket key", async ({ browser, request }) => {
  const admin = await openSyncedGrid(browser, await apiLogin(request, 'admin', ADMIN_PASSWORD));
  const other = await openSyncedGrid(browser, await apiLogin(request, 'zhangsan', ADMIN_PASSWORD));
  const cellOf = (page: Page, rowIdx: number, key: string) =>
    page.locator(`farm-grid .rdg-row[aria-rowindex="${rowIdx + 2}"] [data-column="${key}"]`);

  const renamed = '联合收割机二号';
  await editCell(admin, 1, 'name', renamed);
  await expect(cellOf(other, 1, 'name')).toHaveText(renamed);
  await expect(cellOf(other, 0, 'name')).toHaveText('拖拉机');

  await editCell(other, 0, 'hours', '8');
  await expect(cellOf(admin, 0, 'hours')).toHaveText('8');
  // The sender's own update comes back from the server and is skipped: each grid keeps its edit.
  await expect
    .poll(() => other.evaluate(() => String(document.querySelector('farm-grid')!.getAll().tableData[0].hours)))
    .toBe('8');
  await expect
    .poll(() => admin.evaluate(() => document.querySelector('farm-grid')!.getAll().tableData[1].name))
    .toBe(renamed);
});

test('a grid without a session opens no channel and still edits', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto('/demo/grid-sync.html');
  await editCell(page, 0, 'name', '播种机');
  await expect
    .poll(() => page.evaluate(() => document.querySelector('farm-grid')!.getAll().tableData[0].name))
    .toBe('播种机');
  expect(sockets).toEqual([]);
});
