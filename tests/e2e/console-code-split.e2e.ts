import { expect, test } from '@playwright/test';
import { fillAccountLogin, login } from './console-fixture';

const SHELL_CHUNK = /\/assets\/shell-views-[\w-]+\.js$/;

test.describe('the console is split by route', () => {
  test('the login page loads no shell code; signing in fetches it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/user/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => SHELL_CHUNK.test(url))).toEqual([]);

    await login(page, 'operator');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    expect(scripts.filter((url) => SHELL_CHUNK.test(url))).toHaveLength(1);
  });

  test('code that cannot be fetched is reported with a way to reload', async ({ page }) => {
    // A network failure (or a release that replaced the chunk) cannot be provoked otherwise.
    await page.route(SHELL_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto('/user/login');
    await fillAccountLogin(page, 'operator', 'e2e-Admin-Pass-1');
    await expect(page.getByRole('heading', { name: '页面加载失败，请检查网络后重试' })).toBeVisible();

    await page.unroute(SHELL_CHUNK);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  });
});
