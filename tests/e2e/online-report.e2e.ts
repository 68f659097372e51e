import { expect, test, type Page } from './farm-test';
import { addReportMenu, removeReportMenu } from './report-menu';
import { openSignedIn } from './signed-in-session';

// A report menu that has no page of its own: the driver popup's report, opened through a menu
// added by the admin (a console route exists only for a menu entry the user is granted).

const CODE = 'farm_driver_popup';
const URL = `/online/cgreport/${CODE}`;
const MENU_NAME = '机手报表';

const report = (page: Page) => page.getByRole('region', { name: '机手选择' });
const rows = (page: Page) => report(page).getByRole('table', { name: '机手选择' }).locator('tbody tr');
const pager = (page: Page) => report(page).getByLabel('分页', { exact: true });

test.describe('an online report menu shows the built-in report list', () => {
  let menuId = '';
  test.beforeAll(async ({ request }) => {
    menuId = await addReportMenu(request, MENU_NAME, URL);
  });
  test.afterAll(async ({ request }) => {
    await removeReportMenu(request, menuId);
  });

  test('shows the server’s rows and filters them with the query bar', async ({ page }) => {
    await openSignedIn(page, 'admin', URL);
    await expect(page.getByRole('heading', { name: '机手选择' })).toBeVisible();
    const headers = report(page).locator('thead th');
    await expect(headers).toHaveText([
      /姓名/,
      /性别/,
      /联系电话/,
      /驾驶证类型/,
      /可驾驶机型/,
      /驾龄\(年\)/,
      /所属合作社/,
      /省份/,
      /状态/,
    ]);
    await expect(rows(page).first()).toBeVisible();
    const before = await rows(page).count();
    expect(before).toBeGreaterThan(1);
    const totalBefore = await pager(page).first().textContent();
    // A dictionary column shows its text, never the stored code.
    await expect(rows(page).first().locator('td').nth(1)).toHaveText(/^(男|女)$/);

    const name = (await rows(page).first().locator('td').first().textContent()) ?? '';
    expect(name).not.toBe('');
    await report(page).getByRole('search').getByRole('textbox', { name: '姓名' }).fill(name);
    await report(page)
      .getByRole('button', { name: /查\s*询/ })
      .click();
    await expect(pager(page).first()).not.toHaveText(totalBefore ?? '');
    const after = await rows(page).count();
    expect(after).toBeLessThan(before);
    for (const cell of await rows(page).locator('td:first-child').all()) await expect(cell).toHaveText(name);

    await report(page)
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await expect(rows(page)).toHaveCount(before);
  });
});
