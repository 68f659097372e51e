import { expect, test } from './farm-test';
import { login } from './console-fixture';
import { openSignedIn } from './signed-in-session';

test.describe('the navigation guard', () => {
  test('a deep link while logged out goes to login, then back to the deep link after login', async ({ page }) => {
    await page.goto('/isystem/user?pageNo=2#list');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fisystem%2Fuser%3FpageNo%3D2%23list$/);
    await login(page, 'operator');
    await expect(page).toHaveURL(/\/isystem\/user\?pageNo=2#list$/);
    await expect(page.getByRole('heading', { name: '用户管理', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('用户管理 · 农机服务管理平台');
  });

  for (const crafted of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
  ]) {
    test(`a crafted redirect (${crafted}) lands on home`, async ({ page }) => {
      await page.goto(`/user/login?redirect=${encodeURIComponent(crafted)}`);
      await login(page, 'operator');
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/analysis$/);
    });
  }

  test('a logged-in user opening the login page is sent to the home path', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await page.goto('/user/login');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await page.goto('/oauth2-app/login');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('the root opens home, an unknown path opens 404', async ({ page }) => {
    await openSignedIn(page, 'operator');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('the fixed pages outside the menu need a login too', async ({ page }) => {
    for (const path of ['/map/dataScreen', '/yield/dataScreen', '/test/home', '/404']) {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/user/login\\?redirect=${encodeURIComponent(path).replace(/\//g, '%2F')}$`),
      );
    }
  });
});
