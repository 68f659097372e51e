import { axeScan, seriousViolations } from './axe-scan';
import { expect, test, type Page } from './farm-test';
import { sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';
import { setConsoleSwitches } from './console-config-script';

// As console-a11y.e2e.ts: the spec's default primary falls short of WCAG AA, so the checks run
// with the console's accessibleContrast switch on and excuse nothing. They cover the page's own
// content (<main>, where its dialogs render too); the shell has its own checks.
const mainViolations = (page: Page) => seriousViolations(axeScan(page).include('main'));

async function openPage(page: Page, section: string, entry: string): Promise<void> {
  const toggle = sideMenu(page).getByRole('button', { name: section, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sideMenu(page).getByRole('link', { name: entry, exact: true }).click();
}

test.describe('accessibility of the system pages: axe-core finds no serious or critical violation', () => {
  test.beforeEach(async ({ page }) => {
    await setConsoleSwitches(page, { accessibleContrast: true });
    await openSignedIn(page, 'admin');
  });

  test('the scheduled jobs, with the job form open', async ({ page }) => {
    await openPage(page, '系统监控', '定时任务');
    await expect(page.getByRole('table', { name: '定时任务' }).getByRole('row')).not.toHaveCount(1);
    expect(await mainViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '新增定时任务' })).toBeVisible();
    expect(await mainViolations(page)).toEqual([]);
  });

  test('the users, with a row selected and the sex filter open', async ({ page }) => {
    await openPage(page, '系统管理', '用户管理');
    await page.getByRole('checkbox', { name: '选择 admin' }).check();
    expect(await mainViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '筛选性别' }).click();
    await expect(page.getByRole('group', { name: '性别' }).getByRole('checkbox', { name: '女' })).toBeVisible();
    expect(await mainViolations(page)).toEqual([]);
    // The choice reaches the server: only women are listed.
    await page.getByRole('group', { name: '性别' }).getByRole('checkbox', { name: '女' }).check();
    await page.getByRole('button', { name: '确定', exact: true }).click();
    const sexes = page.getByRole('table', { name: '用户管理' }).locator('tbody tr td:nth-child(4)');
    await expect(
      page.getByRole('table', { name: '用户管理' }).getByRole('row').filter({ hasText: 'operator' }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: '用户管理' }).getByRole('row').filter({ hasText: 'zhangsan' }),
    ).toHaveCount(0);
    expect(new Set(await sexes.allTextContents())).toEqual(new Set(['女']));
  });

  test('the departments, with one chosen', async ({ page }) => {
    await openPage(page, '系统管理', '部门管理');
    await page
      .getByRole('tree', { name: '部门树' })
      .getByRole('treeitem', { name: '农机销售部', exact: true })
      .locator('[data-part="title"]')
      .click();
    await expect(page.getByRole('region', { name: '农机销售部' })).toBeVisible();
    expect(await mainViolations(page)).toEqual([]);
  });
});
