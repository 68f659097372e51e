import { expect, test } from './farm-test';
import { openAndLogin, sideMenu } from './console-fixture';

test.describe('logout', () => {
  test('asks for confirmation, clears the session, and back-navigation shows no protected page', async ({ page }) => {
    await openAndLogin(page, 'operator');
    await sideMenu(page).getByRole('button', { name: '运营配置', exact: true }).click();
    await sideMenu(page).getByRole('link', { name: '积分设置', exact: true }).click();
    await expect(page).toHaveURL(/farm_integral$/);
    expect(await page.evaluate(() => sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH'))).not.toBeNull();

    await page.getByRole('button', { name: '退出登录' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '真的要注销登录吗 ?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/farm_integral$/);

    await page.getByRole('button', { name: '退出登录' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/user\/login/);

    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage).filter((key) =>
        [
          'pro__Access-Token',
          'pro__Login_Userinfo',
          'pro__Login_Username',
          'pro__UI_CACHE_DB_DICT_DATA',
          'pro__TENANT_ID',
          'pro__CACHE_INCLUDED_ROUTES',
        ].includes(key),
      ),
      session: [sessionStorage.getItem('LOGIN_USER_BUTTON_AUTH'), sessionStorage.getItem('SYS_BUTTON_AUTH')],
    }));
    expect(stored).toEqual({ local: [], session: [null, null] });

    await page.goBack();
    await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    await expect(sideMenu(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    await expect(sideMenu(page)).toHaveCount(0);
  });

  test('the server no longer accepts the old token', async ({ page }) => {
    await openAndLogin(page, 'operator');
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? 'null')?.value as string,
    );
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/user\/login/);
    const answer = await page.request.get('/farm-machine/sys/permission/getUserPermissionByToken', {
      headers: { 'X-Access-Token': token },
    });
    expect(answer.status()).toBe(401);
  });
});
