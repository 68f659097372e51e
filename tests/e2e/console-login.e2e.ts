import { expect, test } from './farm-test';
import { chooseFirst, DEMO_PASSWORD, fillAccountLogin, login } from './console-fixture';
import { expectNotice } from './notice-record';

test.describe('login', () => {
  test('the form is never pre-filled, the captcha refreshes on click, and missing fields are named', async ({
    page,
  }) => {
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

  test('after three failed sign-ins the slider verification is asked for, and a failure asks for it again', async ({
    page,
  }) => {
    await page.goto('/user/login');
    const slider = page.getByRole('slider', { name: '拖动滑块验证' });
    // A failed attempt empties the captcha field (the server spends a captcha on every attempt).
    const failedAttempt = async (password: string) => {
      await fillAccountLogin(page, 'wangwu', password);
      await expect(page.getByRole('textbox', { name: '验证码', exact: true })).toHaveValue('');
    };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await expect(slider).toHaveCount(0);
      await failedAttempt(`not-the-password-${attempt}`);
    }
    await expectNotice(page, '用户名或密码错误');
    await expect(slider).toBeVisible();
    await page.reload();
    await expect(slider, 'a reload keeps the slider').toBeVisible();

    await fillAccountLogin(page, 'wangwu', DEMO_PASSWORD);
    await expectNotice(page, '请先拖动滑块完成验证');
    await expect(page).toHaveURL(/\/user\/login$/);

    const drag = async () => {
      const box = await slider.boundingBox();
      if (!box) throw new Error('the slider handle has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 200, box.y + box.height / 2, { steps: 5 });
      await page.mouse.move(box.x + 600, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect(page.getByRole('slider', { name: '拖动滑块验证' })).toHaveAttribute('aria-valuetext', '验证通过');
    };
    await drag();
    await failedAttempt('not-the-password-4');
    await expect(slider, 'a failed attempt brings a fresh slider').toHaveAttribute('aria-valuetext', '拖动滑块验证');

    await drag();
    await login(page, 'wangwu');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    expect(await page.evaluate(() => sessionStorage.getItem('farm-console-login-failures'))).toBeNull();
  });

  test('when the server asks for the captcha because the account is being guessed at (code 428), the slider is asked for at once', async ({
    page,
  }) => {
    // An account failing from other addresses cannot be staged from this one browser: the answer is the server's, stood in for.
    const message = '该账号近期登录失败次数较多，请输入验证码后再登录';
    await page.route('**/sys/login', (route) =>
      route.fulfill({ json: { success: false, code: 428, message, result: null, timestamp: Date.now() } }),
    );
    await page.goto('/user/login');
    const slider = page.getByRole('slider', { name: '拖动滑块验证' });
    await expect(slider).toHaveCount(0);
    await fillAccountLogin(page, 'lisi', DEMO_PASSWORD);
    await expectNotice(page, message);
    await expect(slider).toBeVisible();
    await expect(page.getByRole('textbox', { name: '验证码', exact: true })).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('farm-console-login-failures'))).toBe('3');
    await page.unroute('**/sys/login');
    await page.evaluate(() => sessionStorage.removeItem('farm-console-login-failures'));
  });

  test('a wrong password shows the server message, then the right one lands on /dashboard/analysis', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await fillAccountLogin(page, 'admin', 'not-the-password');
    await expectNotice(page, /^登录失败.*用户名或密码错误/);
    await expect(page).toHaveURL(/\/user\/login$/);

    await login(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect(page).toHaveTitle('农机服务管理平台');
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
    await expectNotice(page, '欢迎回来');
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
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), the text as shown, not the DOM property.
    const chosen = await dialog.getByRole('button', { name: '请选择登录部门' }).innerText();
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    // The account centre marks the department the user signed in to.
    await page.goto('/account/center');
    await expect(page.getByText(`${chosen.trim()}（当前部门）`)).toBeVisible();
  });

  test('a user with no department is told so after login and still reaches the dashboard', async ({ page }) => {
    await page.goto('/user/login');
    await fillAccountLogin(page, 'wujiu', 'e2e-Admin-Pass-1');
    await expectNotice(page, '您尚未设置部门信息!');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });
});
