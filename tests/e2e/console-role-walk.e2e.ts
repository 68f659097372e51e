import { expect, test, type Page, type Response } from './farm-test';
import type { Locale } from '../../elements/core/i18n/catalogue';
import { API_BASE, escapeRegExp, login, openInConsole } from './console-fixture';
import { signIn, text, visibleChineseTexts } from './console-locale-texts';

/** One seeded account per role (server/db/seed/system-demo/people.ts, roles.ts). */
const ROLE_ACCOUNTS = [
  { role: 'admin', username: 'admin' },
  { role: 'operator', username: 'operator' },
  { role: 'repair_manager', username: 'wangwu' },
  { role: 'sales', username: 'lisi' },
  { role: 'branch_manager', username: 'sunqi' },
  { role: 'guest', username: 'wujiu' },
] as const;

interface MenuNode {
  path: string;
  hidden?: boolean | null;
  route?: string | number | null;
  meta?: { title?: string; internalOrExternal?: boolean | null } | null;
  children?: MenuNode[] | null;
}

/**
 * Texts that mean the page failed, in the language walked: the console's unavailable page, an
 * exception page, a figures failure (its text up to the server's message), and the server's
 * refusal for a missing permission (JeecgBoot's text; refusals are also caught by their code 510).
 */
const failureTexts = (locale: Locale): string[] => [
  text('console.page.unavailableTitle', locale),
  text('dashboard.loadFailed', locale).split('{')[0],
  text('consoleExtra.exception.403', locale),
  text('consoleExtra.exception.404', locale),
  text('consoleExtra.exception.500', locale),
  text('console.views.loadFailed', locale),
  '没有权限，请联系管理员授权',
];

/**
 * Requests a page may make and be refused for the role, on purpose: the monitor asks for the
 * server's figures once and tells a non-administrator they are the administrators'.
 */
const EXPECTED_REFUSALS = [`${API_BASE}/stats/monitor`];

/** The exception and result pages of the menu show their failure texts on purpose. */
const showsFailureOnPurpose = (path: string) => path.startsWith('/exception/') || path.startsWith('/result/');

/** Every page of a menu the side menu lists (hidden entries, containers and external links left out). */
function menuPages(nodes: readonly MenuNode[], parent = ''): { path: string; title: string }[] {
  return nodes.flatMap((node) => {
    if (node.hidden) return [];
    const path = node.path.startsWith('/') ? node.path : `${parent}/${node.path}`;
    const children = node.children ?? [];
    if (children.length > 0) return menuPages(children, path);
    if (node.meta?.internalOrExternal || path.includes('/:') || /^https?:/.test(path)) return [];
    return [{ path, title: node.meta?.title ?? path }];
  });
}

/** Watches the page for uncaught errors, failed answers and refusals while it is walked. */
function watch(page: Page) {
  const problems: string[] = [];
  const inFlight = new Set<string>();
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(API_BASE)) inFlight.add(request.url() + request.method());
  });
  const settle = (url: string, method: string) => inFlight.delete(url + method);
  page.on('requestfailed', (request) => settle(request.url(), request.method()));
  page.on('response', async (response: Response) => {
    const request = response.request();
    const url = new URL(response.url());
    const expected = EXPECTED_REFUSALS.includes(url.pathname);
    if (response.status() >= 400 && !expected)
      problems.push(`${response.status()} ${request.method()} ${url.pathname}`);
    if (url.pathname.startsWith(API_BASE) && (response.headers()['content-type'] ?? '').includes('json') && !expected) {
      const body: unknown = await response.json().catch(() => null);
      if (body && typeof body === 'object' && 'code' in body && Number(body.code) === 510)
        problems.push(`refused for the role: ${request.method()} ${url.pathname}`);
    }
    settle(response.url(), request.method());
  });
  return { problems, idle: () => inFlight.size === 0 };
}

/**
 * Signs in as one role in one language and opens every page its menu lists, failing on a failure
 * text, an uncaught error, an unexpected refusal and, in English, on Chinese text the console shows
 * (each untranslated text is reported once, on the first page it appears on).
 */
async function walkRole(page: Page, username: string, locale: Locale): Promise<void> {
  const watched = watch(page);
  const untranslated = new Set<string>();
  const reportUntranslated = async (where: string) => {
    if (locale !== 'en') return;
    const texts = await visibleChineseTexts(page);
    const title = await page.title();
    if (/[\u4e00-\u9fff]/.test(title)) texts.push(`document title: ${title}`);
    const fresh = texts.filter((found) => !untranslated.has(found));
    fresh.forEach((found) => {
      untranslated.add(found);
    });
    expect.soft(fresh, `untranslated text on ${where}`).toEqual([]);
  };
  const menuAnswer = page.waitForResponse((response) =>
    response.url().includes('/sys/permission/getUserPermissionByToken'),
  );
  await page.goto('/user/login');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('textbox', { name: text('console.login.username', locale), exact: true })).toBeVisible();
  await reportUntranslated('the login page');
  if (locale === 'zh-CN') await login(page, username);
  else await signIn(page, username, locale);
  const menu = ((await (await menuAnswer).json()) as { result: { menu: MenuNode[] } }).result.menu;
  const pages = menuPages(menu);
  const failurePattern = new RegExp(failureTexts(locale).map(escapeRegExp).join('|'), 'i');
  expect(pages.length).toBeGreaterThan(0);

  for (const entry of pages) {
    await test.step(`${entry.title} ${entry.path}`, async () => {
      watched.problems.length = 0;
      await openInConsole(page, entry.path);
      // Settled: no API request open and nothing on the page still loading.
      await expect.poll(() => watched.idle(), { message: `requests of ${entry.path} settle` }).toBe(true);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (!showsFailureOnPurpose(entry.path))
        await expect(page.getByText(failurePattern), `${entry.path} shows a failure`).toHaveCount(0);
      expect(watched.problems, entry.path).toEqual([]);
      await reportUntranslated(entry.path);
    });
  }
}

test.describe('every role opens every page its menu lists', () => {
  for (const account of ROLE_ACCOUNTS) {
    test(`${account.role} (${account.username})`, async ({ page }) => {
      test.setTimeout(240_000);
      await walkRole(page, account.username, 'zh-CN');
    });
  }

  test('the repair manager and the guest land on a home of their own pages, not a failure', async ({ page }) => {
    for (const username of ['wangwu', 'wujiu']) {
      await page.context().clearCookies();
      await page.goto('/user/login');
      await page.evaluate(() => window.localStorage.clear());
      await page.goto('/user/login');
      await login(page, username);
      await expect(page).toHaveURL(/\/dashboard\/analysis$/);
      await expect(page.getByRole('heading', { name: '我的功能' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '我的消息' })).toBeVisible();
      await expect(page.getByText('统计数据加载失败')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    // The guest's cards are its own pages: the personal centre, not the farm lists.
    await expect(page.getByRole('link', { name: '个人中心' }).first()).toBeVisible();
  });
});

test.describe('every page in English', () => {
  // An English browser: the console starts in English, the sign-in page included. The administrator
  // holds every page and button, so one walk meets every text; what a role may open was walked above.
  test.use({ locale: 'en-US' });
  test('admin (admin)', async ({ page }) => {
    test.setTimeout(240_000);
    await walkRole(page, 'admin', 'en');
  });
});
