import { expect, test, type Page } from './farm-test';
import { capturedSmsCode } from './console-sms-capture';
import { expectNotice } from './notice-record';

/** Signs in on the phone tab with the code the server sent to `phone` (read from the SMS stand-in). */
async function phoneLogin(page: Page, request: Parameters<typeof capturedSmsCode>[0], phone: string): Promise<void> {
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await capturedSmsCode(request, phone, 'login');
  await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
  await page.getByRole('button', { name: '确定' }).click();
}

test.describe('phone login with a real SMS code, then the tenant or department choice', () => {
  test('a user of two tenants signs in by phone, chooses a tenant and lands on the redirect target', async ({
    page,
    request,
  }) => {
    await page.goto('/account/center');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Faccount%2Fcenter$/);
    // 赵六: tenants 1 and 2, one department.
    await phoneLogin(page, request, '13800000006');

    const dialog = page.getByRole('dialog', { name: '请选择租户' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '请选择登录部门' })).toHaveCount(0);
    await dialog.getByRole('button', { name: '请选择登录租户' }).click();
    await page.getByRole('option', { name: '黑土地农机合作联社' }).click();
    await dialog.getByRole('button', { name: '确认' }).click();

    await expect(page).toHaveURL(/\/account\/center$/);
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    const tenant = await page.evaluate(
      () => JSON.parse(localStorage.getItem('pro__TENANT_ID') ?? 'null') as { value?: unknown } | null,
    );
    expect(String(tenant?.value)).toBe('2');
  });

  test('a user of several departments signs in by phone and works in the department chosen', async ({
    page,
    request,
  }) => {
    await page.goto('/user/login');
    // 张三: one tenant, three departments.
    await phoneLogin(page, request, '13800000003');

    const dialog = page.getByRole('dialog', { name: '请选择部门' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '请选择登录部门' }).click();
    await page.getByRole('option', { name: '哈尔滨服务站' }).click();
    await dialog.getByRole('button', { name: '确认' }).click();

    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    // The account centre marks the department the user signed in to.
    await page.goto('/account/center');
    await expect(page.getByText('哈尔滨服务站（当前部门）')).toBeVisible();
  });

  test('a code sent for another phone does not sign in', async ({ page, request }) => {
    await page.goto('/user/login');
    await page.getByRole('tab', { name: '手机号登录' }).click();
    await page.getByRole('textbox', { name: '手机号' }).fill('13800000005');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await capturedSmsCode(request, '13800000005', 'login');
    // 王五's code typed under 孙琪's number, which was sent no code.
    await page.getByRole('textbox', { name: '手机号' }).fill('13800000007');
    await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
    await page.getByRole('button', { name: '确定' }).click();
    await expectNotice(page, '登录失败');
    await expect(page).toHaveURL(/\/user\/login$/);
  });
});
