import { expect, test, type Page } from './farm-test';
import { DEMO_PASSWORD, fillAccountLogin } from './console-fixture';
import { expectNotice } from './notice-record';

// The tests fake the page's clock, which belongs to the context: a context of their own.
test.use({ ownContext: true });

/** Replaces the menu the server answers with `menu` (or the whole answer with `status`). */
async function answerMenu(page: Page, change: { menu?: unknown; status?: number }): Promise<void> {
  await page.route('**/sys/permission/getUserPermissionByToken**', async (route) => {
    const response = await route.fetch();
    if (change.status) {
      await route.fulfill({
        status: change.status,
        json: { success: false, message: '菜单加载失败', code: change.status, result: null },
      });
      return;
    }
    const body = await response.json();
    body.result.menu = change.menu;
    await route.fulfill({ response, json: body });
  });
}

test.describe('loading the menu', () => {
  test('an empty menu list is an error: logout, and login with the redirect', async ({ page }) => {
    await answerMenu(page, { menu: [] });
    await page.goto('/user/login?redirect=%2Fisystem%2Fuser');
    await fillAccountLogin(page, 'operator', DEMO_PASSWORD);
    await expectNotice(page, 'getPermissionList: permissions must be a non-null array !');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
  });

  test('a failed menu request logs out and returns to login with the redirect', async ({ page }) => {
    await answerMenu(page, { status: 500 });
    await page.goto('/user/login');
    await fillAccountLogin(page, 'operator', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
  });

  test("a Vue3 menu table ('layouts/default/index') shows a persistent message", async ({ page }) => {
    await answerMenu(page, {
      menu: [{ path: '/', name: 'root', component: 'layouts/default/index', meta: { title: 'root' }, children: [] }],
    });
    // The page's clock runs as usual until the test moves it on (below).
    await page.clock.install();
    await page.goto('/user/login');
    await fillAccountLogin(page, 'operator', DEMO_PASSWORD);
    const message = '启动失败: 检查到当前菜单表是Vue3版本，导致菜单加载异常，请切换到Vue2版菜单！';
    await expect(page.getByRole('heading', { name: '菜单无法加载' })).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: message });
    await expect(notice).toBeVisible();
    // Persistent: still there after the page's timers have run for longer than an ordinary message
    // stays (3 s), however slowly the machine runs them.
    await page.clock.runFor(4000);
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
  });
});
