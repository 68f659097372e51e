import { expect, test, type Page } from './farm-test';
import { API_BASE } from './console-fixture';
import { chooseLanguage, languageSwitch, signIn, text, userMenu, visibleChineseTexts } from './console-locale-texts';

const MENU_PATH = `${API_BASE}/sys/permission/getUserPermissionByToken`;

async function logOut(page: Page, locale: 'zh-CN' | 'en'): Promise<void> {
  await page.getByRole('button', { name: text('console.header.logout', locale), exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: text('session.logoutConfirm', locale) });
  await confirm.getByRole('button', { name: text('ui.ok', locale), exact: true }).click();
  await expect(page).toHaveURL(/\/user\/login/);
}

test.describe('the console language', () => {
  test('switched in the header: applies at once, reloads the menu, survives a reload and stays the user’s own', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await signIn(page, 'operator', 'zh-CN');
    await expect(page.getByRole('button', { name: text('console.header.logout', 'zh-CN'), exact: true })).toBeVisible();

    // The switch asks the server for the menu again, so that its titles follow the language.
    const menuAgain = page.waitForRequest((request) => new URL(request.url()).pathname === MENU_PATH);
    await chooseLanguage(page, 'zh-CN', 'en');
    await menuAgain;
    await expect(page.getByRole('button', { name: text('console.header.logout', 'en'), exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text('console.menu.label', 'en') })).toBeVisible();
    await expect(page.getByRole('tab', { name: text('console.home', 'en') })).toBeVisible();
    await expect(languageSwitch(page, 'en')).toContainText('English');
    // Without a reload: the shell, the page and the server's texts (menu titles, tab and document titles) are English.
    await expect.poll(() => visibleChineseTexts(page)).toEqual([]);
    await expect.poll(() => page.title()).not.toMatch(/[\u4e00-\u9fff]/);

    await page.reload();
    await expect(userMenu(page, 'en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Another user of this (Chinese) browser has made no choice: theirs is the browser's language.
    await logOut(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await signIn(page, 'lisi', 'zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await logOut(page, 'zh-CN');

    // The first user comes back to their English.
    await signIn(page, 'operator', 'zh-CN', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: text('console.header.logout', 'en'), exact: true })).toBeVisible();

    // And back to Chinese, at once and remembered.
    await chooseLanguage(page, 'en', 'zh-CN');
    await expect(page.getByRole('button', { name: text('console.header.logout', 'zh-CN'), exact: true })).toBeVisible();
    await page.reload();
    await expect(userMenu(page, 'zh-CN')).toBeVisible();
  });

  test('the sign-in page has the switch too, and keeps the choice through a reload', async ({ page }) => {
    await page.goto('/user/login');
    await chooseLanguage(page, 'zh-CN', 'en');
    await expect(page.getByRole('button', { name: text('console.login.submit', 'en'), exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Chosen before signing in, it becomes the user's own language.
    await signIn(page, 'sunqi', 'en');
    await logOut(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await signIn(page, 'sunqi', 'zh-CN', 'en');
  });

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-US' });
    test('the console starts in English', async ({ page }) => {
      await page.goto('/user/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('button', { name: text('console.login.submit', 'en'), exact: true })).toBeVisible();
      await signIn(page, 'wangwu', 'en');
      await expect(page.getByRole('button', { name: text('console.header.logout', 'en'), exact: true })).toBeVisible();
    });
  });

  test.describe('in a browser of another language', () => {
    test.use({ locale: 'de-DE' });
    test('the console starts in Chinese', async ({ page }) => {
      await page.goto('/user/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(
        page.getByRole('button', { name: text('console.login.submit', 'zh-CN'), exact: true }),
      ).toBeVisible();
    });
  });

  test('a Chinese browser starts in Chinese', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('button', { name: text('console.login.submit', 'zh-CN'), exact: true })).toBeVisible();
  });
});
