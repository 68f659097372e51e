import { expect, test } from '@playwright/test';
import { chooseFirst, fillAccountLogin, login } from './console-fixture';

test.describe('login', () => {
  test('the form is never pre-filled, the captcha refreshes on click, and missing fields are named', async ({ page }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: '密码' })).toHaveValue('');
    const captchaButton = page.getByRole('button', { name: '验证码图片，点击刷新' });
    const captcha = captchaButton.locator('img');
    await expect(captcha).toHaveAttribute('src', /^data:image\//);
    const first = await captcha.getAttribute('src');
    await captchaButton.click();
    await expect(captcha).toHaveAttribute('src', /^data:image\//);
    await expect(captcha).not.toHaveAttribute('src', first ?? '');
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('请输入用户名', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入密码!')).toBeVisible();
    await expect(page.getByText('请输入验证码!')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('a wrong password shows the server message, then the right one lands on /dashboard/analysis', async ({ page }) => {
    await page.goto('/user/login');
    await fillAccountLogin(page, 'admin', 'not-the-password');
    const failure = page.getByRole('alert').filter({ hasText: '登录失败' });
    await expect(failure).toContainText('用户名或密码错误');
    await expect(page).toHaveURL(/\/user\/login$/);

    await login(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect(page).toHaveTitle('农机服务管理平台');
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '欢迎回来' })).toBeVisible();
    const userInfo = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Login_Userinfo') ?? 'null'));
    expect(userInfo.value.username).toBe('admin');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Access-Token') ?? 'null'));
    // Stored for 7 days, in JeecgBoot's vue-ls format.
    expect(stored.expire - Date.now()).toBeGreaterThan(604800000 - 120000);
    expect(await page.evaluate(() => localStorage.getItem('pro__TENANT_ID'))).toContain('"value":1');
  });

  test('a user of several departments chooses one right after login', async ({ page }) => {
    await page.goto('/user/login');
    await fillAccountLogin(page, 'zhangsan', 'e2e-Admin-Pass-1');
    const dialog = page.getByRole('dialog', { name: '请选择部门' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('请选择登录部门');
    await chooseFirst(page, '请选择登录部门');
    const chosen = await dialog.getByRole('button', { name: '请选择登录部门' }).innerText();
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    // The account centre marks the department the user signed in to.
    await page.goto('/account/center');
    await expect(page.getByText(`${chosen.trim()}（当前部门）`)).toBeVisible();
  });
});
