import { expect, test, type Page } from './farm-test';
import { sideMenu } from './console-fixture';
import { openSignedIn } from './signed-in-session';

const tabBar = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
const tab = (page: Page, title: string) => tabBar(page).getByRole('tab', { name: title, exact: true });

async function openPages(page: Page, titles: readonly string[]) {
  await sideMenu(page).getByRole('button', { name: '运营配置', exact: true }).click();
  for (const title of titles) {
    await sideMenu(page).getByRole('link', { name: title, exact: true }).click();
    await expect(tab(page, title)).toHaveAttribute('aria-selected', 'true');
  }
}

test.describe('multi-page tabs', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'operator');
    await openPages(page, ['积分设置', '作业单价', '收获管理']);
  });

  test('each visited route opens a tab after the home tab; a revisit does not open another', async ({ page }) => {
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '积分设置', '作业单价', '收获管理']);
    await sideMenu(page).getByRole('link', { name: '作业单价', exact: true }).click();
    await expect(tabBar(page).getByRole('tab')).toHaveCount(4);
    await expect(tab(page, '作业单价')).toHaveAttribute('aria-selected', 'true');
    await tab(page, '首页').click();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('the home tab cannot be closed: it shows no × and Delete leaves it, while the other tabs keep theirs', async ({
    page,
  }) => {
    await expect(tab(page, '首页').locator('[data-part="close"]')).toHaveCount(0);
    await expect(tab(page, '首页')).not.toHaveAttribute('aria-keyshortcuts', 'Delete');
    for (const title of ['积分设置', '作业单价', '收获管理'])
      await expect(tab(page, title).locator('[data-part="close"]')).toHaveCount(1);
    await tab(page, '首页').click();
    await tab(page, '首页').press('Delete');
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '积分设置', '作业单价', '收获管理']);
    await expect(tab(page, '首页')).toHaveAttribute('aria-selected', 'true');
  });

  test('closing the active tab activates its neighbour', async ({ page }) => {
    await tab(page, '作业单价').click();
    await tab(page, '作业单价').locator('[data-part="close"]').click();
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '积分设置', '收获管理']);
    await expect(tab(page, '收获管理')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/farm_harvest$/);
  });

  test('closing with the Delete key works from the keyboard', async ({ page }) => {
    await tab(page, '收获管理').focus();
    await page.keyboard.press('Delete');
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '积分设置', '作业单价']);
    await expect(page).toHaveURL(/farm_unit_price$/);
  });

  test('the context menu closes the others, keeping home', async ({ page }) => {
    await tab(page, '作业单价').click({ button: 'right' });
    const menu = page.getByRole('menu', { name: '标签页操作' });
    await expect(menu.getByRole('menuitem')).toHaveText(['刷新', '关闭左侧', '关闭右侧', '关闭其它']);
    await menu.getByRole('menuitem', { name: '关闭其它' }).click();
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '作业单价']);
    await expect(page).toHaveURL(/farm_unit_price$/);
  });

  test('the context menu closes left and right', async ({ page }) => {
    await tab(page, '作业单价').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭右侧' }).click();
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '积分设置', '作业单价']);
    await expect(page).toHaveURL(/farm_unit_price$/);
    await tab(page, '作业单价').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭左侧' }).click();
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '作业单价']);
  });

  test('the context menu is reachable from the keyboard', async ({ page }) => {
    await tab(page, '积分设置').focus();
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: '标签页操作' });
    await expect(menu.getByRole('menuitem', { name: '刷新' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: '关闭右侧' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '积分设置']);
    await expect(page).toHaveURL(/farm_integral$/);
    await page.keyboard.press('Shift+F10');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(tab(page, '积分设置')).toBeFocused();
  });
});
