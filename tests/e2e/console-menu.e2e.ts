import { expect, test, type Page } from './farm-test';
import { sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';

async function openSubmenu(page: Page, title: string) {
  const toggle = sideMenu(page).getByRole('button', { name: title, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test.describe('the menu shows only permitted entries', () => {
  test('admin sees system monitoring and role management', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await expect(sideMenu(page).getByRole('button', { name: '系统监控', exact: true })).toBeVisible();
    await openSubmenu(page, '系统管理');
    await expect(sideMenu(page).getByRole('link', { name: '角色管理', exact: true })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: '用户管理', exact: true })).toBeVisible();
  });

  test('operator sees user management but neither roles nor monitoring', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await openSubmenu(page, '系统管理');
    await expect(sideMenu(page).getByRole('link', { name: '用户管理', exact: true })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: '角色管理', exact: true })).toHaveCount(0);
    await expect(sideMenu(page).getByRole('button', { name: '系统监控', exact: true })).toHaveCount(0);
    // Routes the menu does not grant are not registered either: a page that exists but is not
    // the user's is 403 (拒绝访问), an address that names nothing is 404.
    await page.goto('/isystem/role');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.locator('[data-exception="403"]')).toBeVisible();
    await page.goto('/isystem/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/exception/403');
    await expect(page).toHaveURL(/\/403$/);
  });

  test('the selection follows the route and the breadcrumb starts at home', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await openSubmenu(page, '系统管理');
    await sideMenu(page).getByRole('link', { name: '数据字典', exact: true }).click();
    await expect(page).toHaveURL(/\/isystem\/dict$/);
    await expect(sideMenu(page).getByRole('link', { name: '数据字典', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['首页', '系统管理', '数据字典']);
    await crumbs.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('component names map to console pages', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await openSubmenu(page, '农机服务');
    await sideMenu(page).getByRole('link', { name: '农机订单', exact: true }).click();
    await expect(page.getByRole('heading', { name: '农机订单', level: 2 })).toBeVisible();
    // A component name the console has no page for.
    await page.goto('/isystem/dictItem');
    await expect(page.getByRole('heading', { name: '页面不可用' })).toBeVisible();
    await expect(page.getByText('system/DictItemList')).toBeVisible();
    await page.goto('/map/dataScreen');
    await expect(page.getByRole('heading', { name: '农机作业地图数据大屏' })).toBeVisible();
  });

  test('the search box opens the chosen entry', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.getByRole('combobox', { name: '搜索菜单' }).fill('会议用车');
    await page.getByRole('option', { name: '会议用车' }).click();
    await expect(page).toHaveURL(/\/online\/cgformList\/farm_meeting_car$/);
  });
});
