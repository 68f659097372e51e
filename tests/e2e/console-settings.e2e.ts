import { expect, test, type Page } from './farm-test';
import { openSignedIn } from './signed-in-session';
import { expectNotice } from './notice-record';

// The settings drawer and the shell's dialogs in the running console, against the real server;
// the tests sign in through the API, as they are about the shell, not the sign-in form.

async function openFromUserMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

const primaryColour = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--farm-color-primary'));

test.describe('the settings drawer of the console', () => {
  test('applies a theme colour at once, saves with 保存成功 and keeps it for the user after a reload', async ({
    page,
  }) => {
    await openSignedIn(page, 'admin');
    await openFromUserMenu(page, '系统设置');
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('radio', { name: '酱紫' }).click();
    await expect.poll(() => primaryColour(page)).toBe('#722ed1');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expectNotice(page, '保存成功');
    await expect(drawer).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__DEFAULT_COLOR:admin') ?? 'null'));
    expect(stored).toEqual({ value: '#722ed1', expire: null });
    await page.reload();
    await expect.poll(() => primaryColour(page)).toBe('#722ed1');
  });
});

test.describe('the shell dialogs of the console', () => {
  test('修改密码 checks its fields and warns with the server message on a wrong old password', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await openFromUserMenu(page, '密码修改');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByRole('button', { name: '确定' }).click();
    for (const message of ['请输入旧密码!', '请输入新密码!', '请确认新密码!'])
      await expect(dialog.getByText(message)).toBeVisible();
    await dialog.getByLabel('旧密码').fill('not-the-password-1');
    await dialog.getByLabel('新密码', { exact: true }).fill('Tractor-2025');
    await dialog.getByLabel('确认新密码').fill('Tractor-2025');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.locator('[data-level="warning"]')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('旧密码')).toHaveValue('not-the-password-1');
  });

  test('部门切换 names the current department and switches to the chosen one', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await openFromUserMenu(page, '切换部门');
    const dialog = page.getByRole('dialog', { name: /^部门切换（当前部门 : .+）$/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('请选择登录部门');
    await dialog.getByRole('button', { name: '登录部门' }).click();
    await dialog.getByRole('option').first().click();
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(dialog).toBeHidden();
    const userInfo = await page.evaluate(() => JSON.parse(localStorage.getItem('pro__Login_Userinfo') ?? 'null'));
    expect(userInfo.value.username).toBe('admin');
  });
});
