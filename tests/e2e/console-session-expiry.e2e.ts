import { expect, test } from './farm-test';
import { API_BASE, apiToken, openAndLogin } from './console-fixture';
import { expectNotice } from './notice-record';

test.describe('a revoked token', () => {
  test('the next request answers 401 and the user is sent to login', async ({ page, request }) => {
    await openAndLogin(page, 'chenxi');
    const adminToken = await apiToken(request, 'admin');
    const revoked = await (
      await request.post(`${API_BASE}/sys/online/forceLogout`, {
        data: { username: 'chenxi' },
        headers: { 'X-Access-Token': adminToken },
      })
    ).json();
    expect(revoked.success, revoked.message).toBe(true);

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '清理缓存' }).click();
    await expectNotice(page, '很抱歉，登录已过期，请重新登录');
    // The page reloads 1.5 s later and the guard sends it to login.
    await expect(page).toHaveURL(/\/user\/login/, { timeout: 10000 });
    expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
  });
});
