import { expect, test } from './farm-test';
import { expectNotice } from './notice-record';

// These views are driven up to the server's refusal of a wrong code: what the server answers is
// what the user is told. Signing in with the code the server sent: console-phone-login.e2e.ts.
test.describe('the other sign-in views', () => {
  test('phone login checks the number, asks for a code, waits before asking again, and refuses a wrong code', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await page.getByRole('tab', { name: '手机号登录' }).click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入手机号', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: '手机号' }).fill('12345678901');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入正确手机号')).toBeVisible();

    await page.getByRole('textbox', { name: '手机号' }).fill('13800000002');
    const sms = page.waitForRequest((request) => request.url().endsWith('/sys/sms') && request.method() === 'POST');
    await page.getByRole('button', { name: '获取验证码' }).click();
    expect((await sms).postDataJSON()).toEqual({ mobile: '13800000002', smsmode: '0' });
    // Asking again must wait: the button counts down.
    await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();

    await page.getByRole('textbox', { name: '短信验证码' }).fill('000000');
    await page.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '登录失败');
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('register checks its fields and shows the server answer', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByRole('link', { name: '注册账户' }).click();
    await expect(page).toHaveURL(/\/user\/register$/);
    await page.getByRole('button', { name: '注册' }).click();
    await expect(page.getByText('请输入用户名', { exact: true })).toBeVisible();
    await expect(page.getByText('密码由8位数字、大小写字母和特殊符号组成!')).toBeVisible();
    await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: '请输入用户名' }).fill('newfarmer');
    await page.getByRole('textbox', { name: '至少8位密码，区分大小写' }).fill('Farm-2024x');
    await expect(page.getByText('强度：强')).toBeVisible();
    await page.getByRole('textbox', { name: '确认密码' }).fill('Farm-2024y');
    await page.getByRole('textbox', { name: '11 位手机号' }).fill('13900000099');
    await page.getByRole('textbox', { name: '验证码', exact: true }).fill('1234');
    await page.getByRole('button', { name: '注册' }).click();
    await expect(page.getByText('两次密码不一致')).toBeVisible();
    await page.getByRole('textbox', { name: '确认密码' }).fill('Farm-2024x');
    await page.getByRole('button', { name: '注册' }).click();
    await expectNotice(page, '注册失败');
    await expect(page).toHaveURL(/\/user\/register$/);
  });

  test('the register result page opened directly stays, says there is no registration and leads on', async ({
    page,
  }) => {
    await page.goto('/user/register-result');
    await expect(page.getByRole('heading', { name: '注册结果' })).toBeVisible();
    await expect(
      page.getByText('此页显示刚完成的注册。没有新的注册：已有账户请登录，没有账户请先注册。'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/user\/register-result$/);
    await page.getByRole('button', { name: '注册账户' }).click();
    await expect(page).toHaveURL(/\/user\/register$/);
    await page.goBack();
    await page.getByRole('button', { name: '返回登录' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test('the forgotten-password steps start with the phone and show the server answer', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await expect(page).toHaveURL(/\/user\/alteration$/);
    await expect(page.getByRole('listitem').filter({ hasText: '手机验证' })).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: '下一步' }).click();
    await expectNotice(page, '请输入短信验证码!');
    await page.getByLabel('手机').fill('13800000002');
    await page.getByLabel('验证码').fill('123456');
    await page.getByRole('button', { name: '下一步' }).click();
    await expectNotice(page, '验证错误');
    await expect(page.getByRole('listitem').filter({ hasText: '手机验证' })).toHaveAttribute('aria-current', 'step');
  });
});
