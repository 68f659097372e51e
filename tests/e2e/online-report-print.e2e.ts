import { expect, test, type Page } from './farm-test';
import { addReportMenu, removeReportMenu } from './report-menu';
import { openSignedIn } from './signed-in-session';

// 打印 on a report page: the console asks for a single-use print ticket and opens the printable
// page in a new window; the page shows the rows the list shows, and the address holds no token.

const CODE = 'farm_machine_popup';
const URL = `/online/cgreport/${CODE}`;
const TITLE = '农机选择';

const report = (page: Page) => page.getByRole('region', { name: TITLE });
const rows = (page: Page) => report(page).getByRole('table', { name: TITLE }).locator('tbody tr');

test.describe('printing a report', () => {
  let menuId = '';
  test.beforeAll(async ({ request }) => {
    menuId = await addReportMenu(request, '农机报表', URL);
  });
  test.afterAll(async ({ request }) => {
    await removeReportMenu(request, menuId);
  });

  test('打印 opens the printable page of the rows the list shows, once, with no token in its address', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin', URL);
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const name = ((await rows(page).first().locator('td').nth(1).textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await report(page).getByRole('search').getByRole('textbox', { name: '农机名称' }).fill(name);
    await report(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    // The unfiltered list's first row already bears the name: wait until every row does.
    const names = async () =>
      new Set((await rows(page).locator('td:nth-child(2)').allTextContents()).map((t) => t.trim()));
    await expect.poll(names).toEqual(new Set([name]));
    const shown = await rows(page).count();

    const token = await page.evaluate(() => Object.values(localStorage).join(' '));
    const popupOpened = page.waitForEvent('popup');
    await report(page).getByRole('button', { name: '打印' }).click();
    const printout = await popupOpened;
    await expect(printout).toHaveURL(/\/online\/cgreport\/api\/print\?id=rp-farm-machine&ticket=[\w-]{43}$/);
    const printed = printout.getByRole('table', { name: TITLE });
    await expect(printed.locator('tbody tr')).toHaveCount(shown);
    await expect(printed.locator('thead th')).toContainText(['资产编号', '农机名称']);
    for (const cell of await printed.locator('tbody tr td:nth-child(2)').all()) await expect(cell).toHaveText(name);
    await expect(printout.getByRole('button', { name: '打印' })).toBeVisible();

    const address = printout.url();
    for (const part of token.match(/[\w.-]{20,}/g) ?? []) expect(address).not.toContain(part);
    // The ticket opened its page once: the same address again is refused.
    await printout.reload();
    await expect(printout.getByRole('alert')).toHaveText(/打印凭证无效或已被使用/);
    await expect(printout.getByRole('table')).toHaveCount(0);
  });
});
