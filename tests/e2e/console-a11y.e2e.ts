import { axeScan, seriousViolations, type Finding } from './axe-scan';
import { expect, test, type Page } from './farm-test';
import { ADMIN_PASSWORD, fillAccountLogin, openAndLogin, sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { setConsoleSwitches } from './console-config-script';

/**
 * The spec's default colours fall short of WCAG AA (primary #33ce7b with white text is 2.04:1),
 * so these checks run with the console's accessibleContrast switch on, set the way a deployment
 * sets it: a script before the console's own. With it, no finding is excused.
 */
async function switchAccessibleContrastOn(page: Page): Promise<void> {
  await setConsoleSwitches(page, { accessibleContrast: true });
}

/** What axe-core finds serious or critical on the page, or in the part `include` selects. */
function pageViolations(page: Page, include?: string): Promise<Finding[]> {
  const scan = axeScan(page);
  if (include) scan.include(include);
  return seriousViolations(scan);
}

async function openFromUserMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test.describe('the accessibleContrast switch', () => {
  const primaryButtonColour = (page: Page) =>
    page.getByRole('button', { name: '确定' }).evaluate((button) => getComputedStyle(button).backgroundColor);

  test('is off by default: the login button has the spec primary #33ce7b', async ({ page }) => {
    await page.goto('/user/login');
    expect(await primaryButtonColour(page)).toBe('rgb(51, 206, 123)');
  });

  test('on, the primary is darkened on the login page and in the shell', async ({ page }) => {
    await switchAccessibleContrastOn(page);
    await page.goto('/user/login');
    const darker = await primaryButtonColour(page);
    expect(darker).not.toBe('rgb(51, 206, 123)');
    await openSignedIn(page, 'operator');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '密码修改' }).click();
    expect(await primaryButtonColour(page)).toBe(darker);
  });
});

test.describe('accessibility: axe-core finds no serious or critical violation', () => {
  test.beforeEach(async ({ page }) => switchAccessibleContrastOn(page));

  test('on the login page', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
    expect(await pageViolations(page)).toEqual([]);
  });

  test('on the dashboard', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
    expect(await pageViolations(page)).toEqual([]);
  });

  test('on the task board', async ({ page }) => {
    await openSignedIn(page, 'admin', '/dashboard/indexTask');
    await expect(page.locator('[data-count="dispatch"]')).toBeVisible();
    expect(await pageViolations(page, 'main')).toEqual([]);
  });

  test('on a farm list drawn by the grid', async ({ page }) => {
    await openSignedIn(page, 'admin', '/online/cgformList/farm_order');
    await expect(
      page
        .getByRole('grid', { name: '农机订单' })
        .getByRole('checkbox', { name: /^选择 DD/ })
        .first(),
    ).toBeVisible();
    expect(await pageViolations(page, 'main')).toEqual([]);
  });

  test('on the dashboard with a submenu of the side menu open', async ({ page }) => {
    await openSignedIn(page, 'admin');
    const submenu = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
    if ((await submenu.getAttribute('aria-expanded')) !== 'true') await submenu.click();
    await expect(submenu).toHaveAttribute('aria-expanded', 'true');
    expect(await pageViolations(page)).toEqual([]);
  });

  test('in the settings drawer', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await openFromUserMenu(page, '系统设置');
    await expect(page.getByRole('dialog', { name: '系统设置' })).toBeVisible();
    expect(await pageViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('in the change-password dialog, with its field messages shown', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await openFromUserMenu(page, '密码修改');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请输入旧密码!')).toBeVisible();
    expect(await pageViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('in the tenant choice after login, with its list open', async ({ page }) => {
    await page.goto('/user/login');
    await fillAccountLogin(page, 'admin', ADMIN_PASSWORD);
    const dialog = page.getByRole('dialog', { name: '请选择租户' });
    await dialog.getByRole('button', { name: '请选择登录租户' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await pageViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('in the logout confirmation', async ({ page }) => {
    await openAndLogin(page, 'operator');
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: '真的要注销登录吗 ?' })).toBeVisible();
    expect(await pageViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('in the department-switch dialog, with its list open', async ({ page }) => {
    await openSignedIn(page, 'zhangsan');
    await openFromUserMenu(page, '切换部门');
    const dialog = page.getByRole('dialog', { name: /^部门切换/ });
    await dialog.getByRole('button', { name: '登录部门' }).click();
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(await pageViolations(page, 'dialog[open]')).toEqual([]);
  });
});
