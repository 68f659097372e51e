import { expect, test, type Locator, type Page } from './farm-test';
import { openModule } from './console-fixture';
import { openSignedIn } from './signed-in-session';

// Issue 27, the console's looks: what a user sees, measured in the browser (computed styles,
// boxes and scroll offsets), not judged by eye.

/** The computed font stack of an element. */
const fontOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);

/** The product's stack (the theme's --farm-font-family), not the browser's serif default. */
async function expectProductFont(locator: Locator): Promise<void> {
  const font = await fontOf(locator);
  expect(font).toContain('"PingFang SC"');
  expect(font).toContain('sans-serif');
  expect(font).not.toMatch(/Times|^serif/);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'a box on screen').not.toBeNull();
  return found!;
}

test.describe('the pages outside the shell use the product font', () => {
  test('the sign-in footer', async ({ page }) => {
    await page.goto('/user/login');
    await expectProductFont(page.getByRole('contentinfo').getByText(/^Copyright ©/));
  });

  test('the 404 page and both data screens', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await page.goto('/404');
    await expectProductFont(page.getByRole('heading', { name: '404' }));
    await expectProductFont(page.getByText('抱歉，你访问的页面不存在或仍在开发中'));
    for (const path of ['/map/dataScreen', '/yield/dataScreen']) {
      await page.goto(path);
      const title = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      await expectProductFont(title);
      await expectProductFont(page.getByRole('link', { name: '返回', exact: true }));
    }
  });
});

test.describe('the sign-in layout as the spec draws it', () => {
  const brand = (page: Page) => page.getByRole('banner');
  const form = (page: Page) => page.getByRole('form', { name: '确定' });

  test('on a desktop: a left panel with the logo, heading and description, the form on its right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/user/login');
    await expect(brand(page).getByRole('heading', { level: 1, name: '农机服务管理平台' })).toBeVisible();
    await expect(brand(page).locator('svg')).toBeVisible();
    await expect(brand(page).getByText('农机服务的订单、维修、资产与数据，一处管理')).toBeVisible();
    const panel = await box(brand(page));
    const fields = await box(form(page));
    expect(panel.x).toBe(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(fields.x);
    // The panel runs the window's height beside the form.
    expect(panel.height).toBeGreaterThanOrEqual(800 - 1);
    expect(fields.y).toBeGreaterThan(panel.y);
    expect(fields.y + fields.height).toBeLessThan(panel.y + panel.height);
  });

  test('on a phone: the panel above the form, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/user/login');
    const panel = await box(brand(page));
    const fields = await box(form(page));
    expect(panel.y + panel.height).toBeLessThanOrEqual(fields.y);
    expect(panel.width).toBeLessThanOrEqual(375);
    expect(fields.x).toBeGreaterThanOrEqual(0);
    expect(fields.x + fields.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The panel is compact there: the form starts in the first screen.
    expect(fields.y).toBeLessThan(740 / 2);
  });

  test('the register and register-result views sit in the same layout', async ({ page }) => {
    await page.goto('/user/register');
    await expect(brand(page).getByRole('heading', { name: '农机服务管理平台' })).toBeVisible();
    await expect(page.getByRole('form', { name: '注册' })).toBeVisible();
    await page.goto('/user/register-result');
    await expect(brand(page).getByRole('heading', { name: '农机服务管理平台' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '注册结果' })).toBeVisible();
  });
});

test.describe('the shell', () => {
  test('opening the notice bell scrolls nothing', async ({ page }) => {
    await openSignedIn(page, 'admin');
    const bell = page.getByRole('button', { name: /^消息通知/ });
    /** The scroll offsets of the page and of every box around the bell. */
    const offsets = () =>
      bell.evaluate((element) => {
        const seen: number[] = [];
        for (let at: Element | null = element; at; at = at.parentElement) seen.push(at.scrollTop, at.scrollLeft);
        return [window.scrollX, window.scrollY, ...seen];
      });
    const before = await offsets();
    await bell.click();
    const popover = page.getByRole('dialog', { name: '消息通知' });
    await expect(popover).toBeVisible();
    // Focus went into the popover (the first tab) without moving anything.
    await expect(popover.getByRole('tab').first()).toBeFocused();
    expect(await offsets()).toEqual(before);
  });

  test('the auto-hidden header hides scrolling down and comes back scrolling up', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '系统设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    await drawer.getByRole('switch', { name: '下滑时隐藏 Header' }).click();
    await expect(drawer.getByRole('switch', { name: '下滑时隐藏 Header' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // A page long enough to scroll well past the 100 px threshold.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('main')?.append(filler);
    });
    const header = page.getByRole('banner');
    const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo(0, y), top);
    await scrollTo(600);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(500);
    await expect(header).not.toHaveAttribute('data-hidden');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect.poll(async () => (await box(header)).y).toBeGreaterThanOrEqual(0);
    await scrollTo(900);
    await expect(header).toHaveAttribute('data-hidden', 'true');
  });
});

test.describe('农机分类 is a tree list', () => {
  const grid = (page: Page) => page.getByRole('grid', { name: '农机分类' });
  const rowOf = (page: Page, name: string) =>
    grid(page)
      .getByRole('row')
      .filter({ has: page.locator('[data-column="name"]', { hasText: new RegExp(`^${name}$`) }) });

  test("its top level first, each row's children loaded on expanding it, collapsing hides them", async ({ page }) => {
    const treeRequests: URLSearchParams[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/online/cgform/api/getTreeData/farm_machine_type'))
        treeRequests.push(new URL(sent.url()).searchParams);
    });
    await openSignedIn(page, 'admin');
    await openModule(page, '农机服务', '农机分类');
    await expect(rowOf(page, '收获机械')).toHaveCount(1);
    // The top level only: no child is listed before its parent is expanded.
    await expect(rowOf(page, '拖拉机')).toHaveCount(0);
    await expect(rowOf(page, '联合收割机')).toHaveCount(0);
    expect(treeRequests[0].get('hasQuery')).toBe('false');
    expect(treeRequests[0].has('pid')).toBe(false);

    await rowOf(page, '收获机械').getByRole('button', { name: '展开' }).click();
    await expect(rowOf(page, '联合收割机')).toHaveCount(1);
    await expect(rowOf(page, '联合收割机').locator('[data-tree-level]')).toHaveAttribute('data-tree-level', '1');
    const childRequest = treeRequests.at(-1)!;
    expect(childRequest.get('pid')).toBeTruthy();
    expect(childRequest.get('hasChild')).toBe('1');
    expect(childRequest.get('hasQuery')).toBe('false');

    await rowOf(page, '联合收割机').getByRole('button', { name: '展开' }).click();
    await expect(rowOf(page, '履带式联合收割机').locator('[data-tree-level]')).toHaveAttribute('data-tree-level', '2');
    // A leaf has no expander; a loaded child has its row actions.
    await expect(rowOf(page, '履带式联合收割机').getByRole('button', { name: '展开' })).toHaveCount(0);
    await expect(rowOf(page, '履带式联合收割机').getByRole('button', { name: '详情' })).toBeVisible();
    await rowOf(page, '履带式联合收割机').getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog', { name: '农机分类 - 编辑' });
    await expect(form.getByLabel('分类名称')).toHaveValue('履带式联合收割机');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await rowOf(page, '收获机械').getByRole('button', { name: '收起' }).click();
    await expect(rowOf(page, '联合收割机')).toHaveCount(0);
    await expect(rowOf(page, '履带式联合收割机')).toHaveCount(0);
  });

  test('a query lists every match, children included, and reset goes back to the top level', async ({ page }) => {
    await openSignedIn(page, 'admin');
    await openModule(page, '农机服务', '农机分类');
    await expect(rowOf(page, '收获机械')).toHaveCount(1);
    const queried = page.waitForRequest(
      (sent) =>
        sent.url().includes('/getTreeData/farm_machine_type') &&
        new URL(sent.url()).searchParams.get('hasQuery') === 'true',
    );
    await page.getByRole('textbox', { name: '分类名称' }).fill('拖拉机');
    await page.getByRole('button', { name: '查询', exact: true }).filter({ visible: true }).click();
    await queried;
    await expect(rowOf(page, '拖拉机')).toHaveCount(1);
    await expect(rowOf(page, '收获机械')).toHaveCount(0);
    await page.getByRole('button', { name: '重置', exact: true }).filter({ visible: true }).click();
    await expect(rowOf(page, '收获机械')).toHaveCount(1);
    await expect(rowOf(page, '拖拉机')).toHaveCount(0);
  });
});
