import { expect, test, type Page } from './farm-test';
import { sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';

interface MenuNode {
  path: string;
  meta: Record<string, unknown>;
  children?: MenuNode[];
}

/** Marks the account-settings menu entry keepAlive with a componentName, as a menu table may. */
async function keepAccountSettingsAlive(page: Page): Promise<void> {
  await page.route('**/sys/permission/getUserPermissionByToken**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const mark = (nodes: MenuNode[]) => {
      for (const node of nodes) {
        if (node.path === '/account/settings/base')
          node.meta = { ...node.meta, keepAlive: true, componentName: 'AccountSettings' };
        mark(node.children ?? []);
      }
    };
    mark(body.result.menu);
    await route.fulfill({ response, json: body });
  });
}

const tabBar = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
const settingsSections = (page: Page) => page.getByRole('tablist', { name: '个人设置' });
const keptNames = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pro__CACHE_INCLUDED_ROUTES') ?? 'null')?.value ?? []);

test.describe('pages whose route meta sets keepAlive and a componentName stay alive', () => {
  test('a kept page comes back as it was; closing its tab forgets it', async ({ page }) => {
    await keepAccountSettingsAlive(page);
    await openSignedIn(page, 'operator');
    await sideMenu(page).getByRole('button', { name: '个人页', exact: true }).click();
    await sideMenu(page).getByRole('link', { name: '个人设置', exact: true }).click();
    await settingsSections(page).getByRole('tab', { name: '安全设置' }).click();
    await expect(settingsSections(page).getByRole('tab', { name: '安全设置' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await keptNames(page)).toEqual(['AccountSettings']);

    await tabBar(page).getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await tabBar(page).getByRole('tab', { name: '个人设置' }).click();
    await expect(settingsSections(page).getByRole('tab', { name: '安全设置' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await tabBar(page).getByRole('tab', { name: '个人设置' }).locator('[data-part="close"]').click();
    expect(await keptNames(page)).toEqual([]);
    await sideMenu(page).getByRole('link', { name: '个人设置', exact: true }).click();
    await expect(settingsSections(page).getByRole('tab', { name: '基本设置' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('refresh on a tab mounts the page again', async ({ page }) => {
    await keepAccountSettingsAlive(page);
    await openSignedIn(page, 'operator');
    await sideMenu(page).getByRole('button', { name: '个人页', exact: true }).click();
    await sideMenu(page).getByRole('link', { name: '个人设置', exact: true }).click();
    await settingsSections(page).getByRole('tab', { name: '安全设置' }).click();
    await tabBar(page).getByRole('tab', { name: '个人设置' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await expect(settingsSections(page).getByRole('tab', { name: '基本设置' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
