import { expect, test, type Page } from './farm-test';
import { ADMIN_PASSWORD, apiToken } from './console-fixture';
import { keepTokenInPages } from './signed-in-session';

// <farm-grid> from the script-tag build at scale: real drag sort past row 100, and a
// 100,000-row grid of 20 columns scrolled to its end by the keyboard and edited there.

const ROW_HEIGHT = 61;

async function openGridPage(page: Page, token: string, body: string): Promise<void> {
  await keepTokenInPages(page, token);
  await page.route('**/grid-scale.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><script src="/elements/farm-elements.js"></script>${body}</body></html>`,
    }),
  );
  await page.goto('/grid-scale.html');
  // Polled, not a held whenDefined() promise: Chromium may collect that one while the page loads.
  await page.waitForFunction(() => customElements.get('farm-grid') !== undefined);
}

/** The drawn row of a data row (aria-rowindex counts the header as 1). */
const drawnRow = (page: Page, rowIdx: number) => page.locator(`farm-grid .rdg-row[aria-rowindex="${rowIdx + 2}"]`);

test('a row dragged by its handle past row 100 of 200 lands there, the order field renumbered from 1', async ({
  page,
  request,
}) => {
  await openGridPage(
    page,
    await apiToken(request, 'admin', ADMIN_PASSWORD),
    '<farm-grid drag-sort toolbar="false" max-height="600"></farm-grid>',
  );
  await page.evaluate(() => {
    const grid = document.querySelector('farm-grid')!;
    grid.columns = [{ key: 'name', title: '名称' }];
    // Order numbers that do not start at 1, so the renumbering shows.
    grid.rows = Array.from({ length: 200 }, (_, index) => ({
      id: String(index + 1),
      name: `机器${index + 1}`,
      orderNum: (index + 1) * 10,
    }));
    grid.addEventListener(
      'farm-rows-moved',
      (event) => ((window as unknown as { moved: unknown }).moved = (event as CustomEvent).detail),
    );
  });
  await page.locator('farm-grid .rdg').evaluate((element, top) => (element.scrollTop = top), 100 * ROW_HEIGHT);
  await expect(drawnRow(page, 106)).toBeVisible();
  await expect(drawnRow(page, 101)).toBeVisible();

  await drawnRow(page, 106)
    .locator('[data-drag-handle]')
    .dragTo(drawnRow(page, 101).locator('[role="gridcell"]').last());

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { moved?: unknown }).moved))
    .toMatchObject({ from: 106, to: 101 });
  const { ids, orders } = await page.evaluate(() => {
    const { tableData } = document.querySelector('farm-grid')!.getAll();
    return { ids: tableData.map((row) => row.id), orders: tableData.map((row) => row.orderNum) };
  });
  expect(ids[101]).toBe('107');
  expect(ids[102]).toBe('102');
  expect(ids[106]).toBe('106');
  expect(orders).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
  await expect(drawnRow(page, 101)).toContainText('机器107');
});

test('a 100,000-row grid of 20 columns scrolls by wheel and keyboard to its last row and edits it', async ({
  page,
  request,
}) => {
  await openGridPage(
    page,
    await apiToken(request, 'admin', ADMIN_PASSWORD),
    '<farm-grid toolbar="false" max-height="600"></farm-grid>',
  );
  await page.evaluate(() => {
    const grid = document.querySelector('farm-grid')!;
    grid.columns = Array.from({ length: 20 }, (_, column) => ({ key: `c${column}`, title: `列${column}`, width: 120 }));
    grid.rows = Array.from({ length: 100_000 }, (_, index) => {
      const row: { id: string; [key: string]: string } = { id: String(index + 1) };
      for (let column = 0; column < 20; column += 1) row[`c${column}`] = `r${index + 1}c${column}`;
      return row;
    });
  });
  const firstCell = drawnRow(page, 0).locator('[role="gridcell"]').first();
  await expect(firstCell).toHaveText('r1c0');

  await page.locator('farm-grid .rdg').hover();
  await page.mouse.wheel(0, 50 * ROW_HEIGHT);
  await expect(drawnRow(page, 52)).toBeVisible();

  await drawnRow(page, 52).locator('[role="gridcell"]').first().click();
  await page.keyboard.press('Control+End');
  const lastCell = drawnRow(page, 99_999).locator('[role="gridcell"]').last();
  await expect(lastCell).toHaveText('r100000c19');
  await expect(lastCell).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('!');
  await page.keyboard.press('Enter');
  await expect(lastCell).toHaveText('r100000c19!');
  expect(await page.evaluate(() => document.querySelector('farm-grid')!.getAll().tableData[99_999].c19)).toBe(
    'r100000c19!',
  );
});
