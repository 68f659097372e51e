import { expect, test, type Page, type Response } from './farm-test';
import { fillAccountLogin, login, sideMenu } from './console-fixture';
import { setConsoleSwitches } from './console-config-script';
import { openSignedIn } from './signed-in-session';

// What the console fetches and when, as in a browser with nothing cached: a context of their own.
test.use({ ownContext: true });

const SHELL_CHUNK = /\/assets\/shell-views-[\w-]+\.js$/;
/** The system administration pages: a chunk of their own, not part of the shell. */
const SYSTEM_PAGES_CHUNK = /\/assets\/system-[\w-]+\.js$/;
/** ECharts: fetched when the first chart mounts, not with the shell or a page without charts. */
const ECHARTS_CHUNK = /\/assets\/echarts-kit-[\w-]+\.js$/;

/** How the page fetched the system pages' file so far: by a prefetch link, as a script, from the cache. */
const systemPagesFile = (page: Page) =>
  page.evaluate(
    (file) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new RegExp(file).test(entry.name))
        .map(({ initiatorType, transferSize }) => ({ initiatorType, fromCache: transferSize === 0 })),
    SYSTEM_PAGES_CHUNK.source,
  );

async function openUserList(page: Page): Promise<void> {
  await sideMenu(page).getByRole('button', { name: '系统管理', exact: true }).click();
  await sideMenu(page).getByRole('link', { name: '用户管理', exact: true }).click();
  await expect(page.getByRole('table', { name: '用户管理' })).toBeVisible();
}

test.describe('the console is split by route', () => {
  // As deployed by default (the other end-to-end tests run without the prefetch, farm-test.ts).
  test.beforeEach(async ({ page }) => {
    await setConsoleSwitches(page, { prefetchPages: true });
  });

  test('the login page loads no shell code; signing in fetches it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/user/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
    // The start of every page is one file with the entry, beside React's renderer and the
    // bundler's runtime; then the sign-in views. Left to itself the bundler split it into 55.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.length).toBeLessThanOrEqual(15);
    const html = await (await page.request.get('/')).text();
    const startFiles = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map(([, file]) => file);
    expect(startFiles).toHaveLength(3);
    expect(startFiles.filter((file) => file.startsWith('react-dom-'))).toHaveLength(1);
    expect(scripts.filter((url) => SHELL_CHUNK.test(url))).toEqual([]);

    await login(page, 'operator');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    expect(scripts.filter((url) => SHELL_CHUNK.test(url))).toHaveLength(1);
  });

  test("React's renderer comes with V8's compile hint on its first line; the pages chunk without it", async ({
    page,
  }) => {
    const scripts = new Map<string, Promise<string>>();
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
    };
    page.on('response', collect);
    await page.goto('/user/login');
    await login(page, 'operator');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    // The menus' pages fetched afterwards, while the browser is idle, are not what this is about.
    page.off('response', collect);
    const bodies = await Promise.all([...scripts].map(async ([url, body]) => ({ url, body: await body })));
    const renderer = bodies.filter(({ body }) => body.includes('__reactFiber'));
    expect(renderer).toHaveLength(1);
    expect(renderer[0].url).toMatch(/\/assets\/react-dom-[\w-]+\.js$/);
    expect(renderer[0].body.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    const shell = bodies.find(({ url }) => SHELL_CHUNK.test(url));
    expect(shell?.body).not.toContain('allFunctionsCalledOnLoad');
  });

  test('code that cannot be fetched is reported with a way to reload', async ({ page }) => {
    // A network failure (or a release that replaced the chunk) cannot be provoked otherwise.
    await page.route(SHELL_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.goto('/user/login');
    await fillAccountLogin(page, 'operator', 'e2e-Admin-Pass-1');
    await expect(page.getByRole('heading', { name: '页面加载失败，请检查网络后重试' })).toBeVisible();

    await page.unroute(SHELL_CHUNK);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  });

  test("a menu group's pages come in their own chunk: when it cannot be fetched only the page says so, the shell stays", async ({
    page,
  }) => {
    await page.route(SYSTEM_PAGES_CHUNK, (route) => route.abort('internetdisconnected'));
    await openSignedIn(page, 'admin');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await page.goto('/isystem/user');
    await expect(page.getByRole('heading', { name: '页面加载失败，请检查网络后重试' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '用户管理', level: 1 })).toBeVisible();

    await page.unroute(SYSTEM_PAGES_CHUNK);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('table').or(page.getByRole('grid')).first()).toBeVisible();
  });

  test('a page without charts never fetches ECharts; the first chart fetches it once', async ({ page }) => {
    const charts: string[] = [];
    page.on('request', (request) => {
      if (ECHARTS_CHUNK.test(request.url())) charts.push(request.url());
    });
    await openSignedIn(page, 'admin', '/isystem/user');
    await expect(page.getByRole('table', { name: '用户管理' })).toBeVisible();
    // The other menus' pages are fetched once the page is idle: the statistics page among them,
    // whose chart is not drawn until it is opened.
    await page.waitForLoadState('networkidle');
    expect(charts).toEqual([]);

    await sideMenu(page).getByRole('link', { name: '首页', exact: true }).click();
    await expect(page.locator('[data-chart-state="ready"][data-drawn="true"]')).toHaveCount(4, { timeout: 20000 });
    expect(charts).toHaveLength(1);
  });

  test('a chart whose ECharts cannot be fetched says so, and draws after the reload it offers', async ({ page }) => {
    // A network failure cannot be provoked otherwise.
    await page.route(ECHARTS_CHUNK, (route) => route.abort('internetdisconnected'));
    await openSignedIn(page, 'admin');
    const trend = page.getByRole('group', { name: '订单趋势' });
    await expect(trend.getByRole('alert')).toHaveText(/图表组件加载失败，请检查网络后重新加载/);
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();

    await page.unroute(ECHARTS_CHUNK);
    await trend.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('img', { name: '订单趋势' })).toHaveAttribute('data-drawn', 'true', { timeout: 20000 });
  });

  test("once a page is up the menus' page files are prefetched, not run; a menu then opens from the cache", async ({
    page,
  }) => {
    await openSignedIn(page, 'admin');
    // The prefetch is asked for when the browser is idle after the first page.
    await expect
      .poll(() => systemPagesFile(page), { timeout: 20000 })
      .toEqual([{ initiatorType: 'link', fromCache: false }]);

    await openUserList(page);
    expect(await systemPagesFile(page)).toEqual([
      { initiatorType: 'link', fromCache: false },
      { initiatorType: 'script', fromCache: true },
    ]);
  });

  const savingData = (page: Page) =>
    page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
    );
  for (const [why, setUp] of [
    ['the deployment switched prefetchPages off', (page: Page) => setConsoleSwitches(page, { prefetchPages: false })],
    ['the browser asks to save data', savingData],
  ] as const) {
    test(`nothing is fetched ahead when ${why}: a menu's page file comes when it opens`, async ({ page }) => {
      await setUp(page);
      await openSignedIn(page, 'admin');
      // Past the idle period after the first page, in which the console would ask for the prefetch.
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
      );
      expect(await systemPagesFile(page)).toEqual([]);
      await openUserList(page);
      expect(await systemPagesFile(page)).toEqual([{ initiatorType: 'script', fromCache: false }]);
    });
  }
});
