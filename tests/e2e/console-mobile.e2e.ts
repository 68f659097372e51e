import { expect, test } from './farm-test';
import { openSignedIn } from './signed-in-session';

test.describe('a mobile viewport (767.99 px or less)', () => {
  test.use({ viewport: { width: 375, height: 720 } });

  test('shows the short title, no tabs, and the menu in a drawer', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);

    await expect(page.getByText('农机服务', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('欢迎进入 农机服务管理平台')).toHaveCount(0);
    await expect(page.getByRole('tablist', { name: '已打开的页面' })).toHaveCount(0);
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await expect(drawer).toBeVisible();
    // The drawer holding the menu is 208 px wide (device.ts says which width applies where).
    const menu = drawer.getByRole('navigation', { name: '主菜单' });
    expect(await menu.evaluate((element) => element.getBoundingClientRect().width)).toBe(208);
    await drawer.getByRole('button', { name: '运营配置', exact: true }).click();
    await drawer.getByRole('link', { name: '积分设置', exact: true }).click();
    await expect(page).toHaveURL(/farm_integral$/);
    await expect(drawer).toBeHidden();
  });

  test('the search box is a modal', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await page.getByRole('button', { name: '搜索菜单' }).click();
    const modal = page.getByRole('dialog', { name: '搜索菜单' });
    await expect(modal).toBeVisible();
    await modal.getByRole('combobox', { name: '搜索菜单' }).fill('积分');
    await page.getByRole('option', { name: '积分设置' }).click();
    await expect(page).toHaveURL(/farm_integral$/);
  });
});

test.describe('a narrow desktop (1087.99 px or less)', () => {
  test.use({ viewport: { width: 1000, height: 720 } });

  test('starts with the sidebar closed, which opens on request without changing the preference', async ({ page }) => {
    await openSignedIn(page, 'operator');
    const sider = page.locator('aside');
    await expect.poll(() => sider.evaluate((element) => element.getBoundingClientRect().width)).toBe(80);
    await expect(page.getByRole('tablist', { name: '已打开的页面' })).toBeVisible();
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await expect.poll(() => sider.evaluate((element) => element.getBoundingClientRect().width)).toBe(200);
    await page.setViewportSize({ width: 1280, height: 720 });
    // The sidebar is 200 px wide open on a narrow desktop too: wait until the page has seen the
    // wider window (media queries are evaluated in a frame's rendering steps), or both resizes
    // could fall in one frame and no change would ever be reported.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise((done) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => done(matchMedia('(max-width: 1087.99px)').matches)),
              ),
            ),
        ),
      )
      .toBe(false);
    await expect.poll(() => sider.evaluate((element) => element.getBoundingClientRect().width)).toBe(200);
    await page.setViewportSize({ width: 1000, height: 720 });
    await expect.poll(() => sider.evaluate((element) => element.getBoundingClientRect().width)).toBe(80);
  });
});

test.describe('a wide desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('shows the side menu open, the full title and the tabs', async ({ page }) => {
    await openSignedIn(page, 'operator');
    const sider = page.locator('aside');
    await expect.poll(() => sider.evaluate((element) => element.getBoundingClientRect().width)).toBe(200);
    await expect(page.getByText('欢迎进入 农机服务管理平台')).toBeVisible();
    await expect(page.getByRole('tablist', { name: '已打开的页面' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '菜单' })).toHaveCount(0);
  });
});
