import { expect, test, type Page } from './farm-test';
import { sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

async function userMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('the global header', () => {
  test('greets by the hour and names the platform; the logo leads home', async ({ page }) => {
    await openSignedIn(page, 'operator');
    const hour = await page.evaluate(() => new Date().getHours());
    const greeting =
      hour < 9 ? '早上好' : hour <= 11 ? '上午好' : hour <= 13 ? '中午好' : hour < 20 ? '下午好' : '晚上好';
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(`${greeting}，王晓运`);
    await expect(page.getByText('欢迎进入 农机服务管理平台')).toBeVisible();
    await expect(page.getByRole('link', { name: '帮助文档' })).toHaveAttribute('target', '_blank');
    await page.goto('/isystem/dict');
    await page.getByRole('link', { name: '农机服务管理平台' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('the user menu opens the personal pages by route name', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await userMenu(page, '个人中心');
    await expect(page).toHaveURL(/\/account\/center$/);
    await userMenu(page, '账户设置');
    await expect(page).toHaveURL(/\/account\/settings\/base$/);
  });

  test('the user menu opens the settings drawer and the shell dialogs', async ({ page }) => {
    await openSignedIn(page, 'zhangsan');
    await userMenu(page, '系统设置');
    await expect(page.getByRole('dialog', { name: '系统设置' })).toBeVisible();
    await page.keyboard.press('Escape');
    await userMenu(page, '密码修改');
    await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
    await page.keyboard.press('Escape');
    await userMenu(page, '切换部门');
    await expect(page.getByRole('dialog', { name: /部门切换/ })).toBeVisible();
  });

  test('clear cache refreshes the dictionaries with its message', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await userMenu(page, '清理缓存');
    await expectNotice(page, '刷新缓存完成！');
  });

  test('the side menu collapses to 80 px and opens again at 200 px', async ({ page }) => {
    await openSignedIn(page, 'operator');
    const sider = page.locator('aside');
    expect(await sider.evaluate((element) => element.getBoundingClientRect().width)).toBe(200);
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await expect.poll(() => sider.evaluate((element) => element.getBoundingClientRect().width)).toBe(80);
    await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
    await sideMenu(page).getByRole('link', { name: '数据字典' }).click();
    await expect(page).toHaveURL(/\/isystem\/dict$/);
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await expect.poll(() => sider.evaluate((element) => element.getBoundingClientRect().width)).toBe(200);
  });

  test('the settings drawer switches to the top menu and turns the tabs off', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await expect(page.getByRole('tablist', { name: '已打开的页面' })).toBeVisible();
    await userMenu(page, '系统设置');
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    await drawer.getByText('顶部栏导航', { exact: true }).click();
    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('aside')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: '已打开的页面' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: '农机服务' }).click();
    await page.getByRole('menuitem', { name: '农机订单' }).click();
    await expect(page).toHaveURL(/\/online\/cgformList\/farm_order$/);
    // Entries that do not fit the header's width are under "more".
    await page.getByRole('banner').getByRole('button', { name: '更多菜单' }).click();
    await page.getByRole('menuitem', { name: '数据字典' }).click();
    await expect(page).toHaveURL(/\/isystem\/dict$/);
  });
});
