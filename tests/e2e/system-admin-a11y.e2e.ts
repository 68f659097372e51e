import { axeScan, seriousViolations, type Finding } from './axe-scan';
import { expect, test, type Page } from './farm-test';
import { sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { setConsoleSwitches } from './console-config-script';

// As system-a11y.e2e.ts: the console's accessibleContrast switch on, nothing excused, the
// page's own content (<main>, where its dialogs and drawers render too).
function mainViolations(page: Page, exclude: readonly string[] = []): Promise<Finding[]> {
  const scan = axeScan(page).include('main');
  for (const selector of exclude) scan.exclude(selector);
  return seriousViolations(scan);
}

async function openPage(page: Page, section: string, entry: string, table: string): Promise<void> {
  const toggle = sideMenu(page).getByRole('button', { name: section, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sideMenu(page).getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('table', { name: table }).locator('tbody tr').first()).toBeVisible();
}

test.describe('accessibility of the administration pages: axe-core finds no serious or critical violation', () => {
  test.beforeEach(async ({ page }) => {
    await setConsoleSwitches(page, { accessibleContrast: true });
    await openSignedIn(page, 'admin');
  });

  test('the roles, with the grant drawer open, then the users drawer', async ({ page }) => {
    await openPage(page, '系统管理', '角色管理', '角色管理');
    expect(await mainViolations(page)).toEqual([]);
    await page.getByRole('group', { name: '运营专员 的操作' }).getByRole('button', { name: '授权' }).click();
    await expect(page.getByRole('tree', { name: '菜单和按钮权限' })).toBeVisible();
    expect(await mainViolations(page)).toEqual([]);
    await page
      .getByRole('dialog', { name: '角色权限配置：运营专员' })
      .getByRole('button', { name: '取消', exact: true })
      .click();
    await page
      .getByRole('group', { name: '运营专员 的操作' })
      .getByRole('button', { name: '用户', exact: true })
      .click();
    await expect(
      page.getByRole('table', { name: '角色用户：运营专员' }).locator('tbody tr').filter({ hasText: 'operator' }),
    ).toHaveCount(1);
    expect(await mainViolations(page)).toEqual([]);
  });

  test('the menus, with the form open', async ({ page }) => {
    await openPage(page, '系统管理', '菜单管理', '菜单管理');
    // Every kind of row checked: a menu, a page under it and the buttons of that page.
    await page.getByRole('button', { name: '展开 系统管理' }).click();
    await page.getByRole('button', { name: '展开 用户管理' }).click();
    await expect(page.getByRole('group', { name: '冻结/解冻 的操作' })).toBeVisible();
    expect(await mainViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '新增菜单', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '新增' })).toBeVisible();
    expect(await mainViolations(page)).toEqual([]);
  });

  test('the dictionaries with their items, and the announcement form', async ({ page }) => {
    await openPage(page, '系统管理', '数据字典', '数据字典');
    await page.getByRole('search', { name: '数据字典' }).getByRole('textbox', { name: '字典名称' }).fill('用户状态');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.getByRole('group', { name: '用户状态 的操作' }).getByRole('button', { name: '字典配置' }).click();
    await expect(page.getByRole('table', { name: '字典项' }).locator('tbody tr').first()).toBeVisible();
    expect(await mainViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '关闭' }).click();
    await openPage(page, '系统管理', '通知公告', '通知公告');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '新增通知' }).locator('farm-rich-text .ql-editor')).toBeVisible();
    // The form around the editor; Quill's own toolbar inside <farm-rich-text> (its pickers are
    // unnamed spans) belongs to elements/rich-text and is left to that element's checks.
    expect(await mainViolations(page, ['farm-rich-text'])).toEqual([]);
  });

  test('the logs and the online users', async ({ page }) => {
    await openPage(page, '系统监控', '日志管理', '登录日志');
    expect(await mainViolations(page)).toEqual([]);
    await openPage(page, '系统监控', '在线用户', '在线用户');
    expect(await mainViolations(page)).toEqual([]);
  });
});
