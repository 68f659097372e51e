import { expect, test, type Page, type Response } from './farm-test';
import { API_BASE, DEMO_PASSWORD, login, sideMenu } from './console-fixture';
import { startPortal, type Portal } from './cross-origin-portal';
import { openSignedIn } from './signed-in-session';

// Issue "Data boundaries", points 3 and 10, in a real browser: the console runs whole under its
// Content-Security-Policy (no inline script, no eval) without one violation; a page on another
// origin cannot frame it; each seeded role's pages and pickers work while the directory is closed
// to the roles without it.

declare global {
  interface Window {
    /** Filled by the init script below. */
    cspViolations?: string[];
  }
}

/** Records every policy violation of the page (the event and Chromium's console report). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/.test(message.text()))
      reported.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.cspViolations?.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        ),
      true,
    );
  });
  return async () => [...reported, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

/** Answers of API calls that carried `code: 510` or failed, by path. */
function recordRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', async (response: Response) => {
    if (!response.url().includes(`${API_BASE}/`) || !(response.headers()['content-type'] ?? '').includes('json'))
      return;
    const answer = await response.json().catch(() => null);
    if (answer && typeof answer === 'object' && answer.code === 510) refused.push(new URL(response.url()).pathname);
  });
  return refused;
}

async function openSystemPage(page: Page, entry: string): Promise<void> {
  const section = sideMenu(page).getByRole('button', { name: '系统管理', exact: true });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await sideMenu(page).getByRole('link', { name: entry, exact: true }).click();
}

/** Charts with data whose drawing has finished (see dashboard-screens.e2e.ts). */
async function expectChartsReady(page: Page, count: number) {
  await expect(page.locator('[data-chart-state="ready"][data-drawn="true"]')).toHaveCount(count, { timeout: 20000 });
}

test.describe('the console under its Content-Security-Policy', () => {
  test('every page the walk opens runs with no violation: sign-in, charts, pickers, the notice bell', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const violations = await recordViolations(page);
    const response = await page.goto('/user/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'self'");

    await login(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 20000 });

    await page.goto('/dashboard/indexChart');
    await expectChartsReady(page, 5);

    // The user form: the department picker's tree.
    await openSystemPage(page, '用户管理');
    await expect(page.getByRole('table', { name: '用户管理' })).toBeVisible();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增用户' });
    await expect(form).toBeVisible();
    await form
      .getByRole('button', { name: '关闭' })
      .or(form.getByRole('button', { name: '取消' }))
      .first()
      .click();

    // 部门用户: the user picker (department tree and the picker's user list).
    await openSystemPage(page, '部门用户');
    await page
      .getByRole('tree', { name: '部门树' })
      .getByRole('treeitem', { name: '财务部', exact: true })
      .locator('[data-part="title"]')
      .click();
    await page.getByRole('button', { name: '添加已有用户' }).click();
    const picker = page.getByRole('dialog', { name: '选择用户' });
    await expect(picker.locator('tbody tr').first()).toBeVisible();
    await picker.getByRole('button', { name: '取消' }).click();

    // The notice bell's list (and its WebSocket, connected since sign-in).
    await page
      .getByRole('button', { name: /^消息通知/ })
      .first()
      .click();

    // The element docs: their examples' inline scripts may run, nothing else is refused.
    await page.goto('/docs/theming.html');
    await expect(page.locator('farm-grid').first()).toBeAttached();

    expect(await violations()).toEqual([]);
  });

  test('an injected inline script does not run', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/user/login');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).some((text) => text.includes('script-src'))).toBe(true);
  });
});

test.describe('framing', () => {
  let portal: Portal;
  let consoleOrigin: string;

  test.beforeAll(async ({ baseURL }) => {
    consoleOrigin = new URL(baseURL!).origin;
    portal = await startPortal(
      0,
      `<!doctype html><html><head><meta charset="utf-8"><title>别处的页面</title><link rel="icon" href="data:,"></head>
<body><iframe name="console" src="${consoleOrigin}/user/login" width="800" height="600"></iframe></body></html>`,
    );
  });
  test.afterAll(async () => portal?.close());

  test('a page on another origin cannot frame the console: Chromium refuses it for frame-ancestors', async ({
    page,
  }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    await page.goto(`${portal.origin}/`);
    const frame = page.frame({ name: 'console' });
    await expect.poll(() => refusals.length, { timeout: 10000 }).toBeGreaterThan(0);
    expect(refusals[0]).toContain("frame-ancestors 'self'");
    // The frame holds Chromium's error page, not the login form.
    await expect.poll(() => frame?.url()).toBe('chrome-error://chromewebdata/');
    expect(
      await frame
        ?.locator('input')
        .count()
        .catch(() => 0),
    ).toBe(0);
    expect(frame?.url() ?? '').not.toBe(`${consoleOrigin}/user/login`);
  });

  test('a page of the server itself may frame it', async ({ page }) => {
    await page.goto('/demo/pickers.html');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.name = 'console';
      frame.src = '/user/login';
      frame.width = '800';
      frame.height = '600';
      document.body.append(frame);
    });
    const frame = page.frameLocator('iframe[name="console"]');
    await expect(frame.getByRole('textbox', { name: '用户名' })).toBeVisible({ timeout: 15000 });
  });
});

test.describe('each role with the directory closed', () => {
  test("the branch manager lists a department's users and picks users, the phone masked, without the directory", async ({
    page,
  }) => {
    const refused = recordRefusals(page);
    await openSignedIn(page, 'zhaoliu');
    await openSystemPage(page, '部门用户');
    await page
      .getByRole('tree', { name: '部门树' })
      .getByRole('treeitem')
      .first()
      .locator('[data-part="title"]')
      .click();
    await page.getByRole('button', { name: '添加已有用户' }).click();
    const picker = page.getByRole('dialog', { name: '选择用户' });
    const rows = picker.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: '138****' }).first()).toBeVisible();
    await expect(picker.getByText(/1380000000\d/)).toHaveCount(0);
    await picker.getByRole('button', { name: '取消' }).click();
    expect(refused).toEqual([]);
  });

  test('the operator works the user page as before (its roles were given 查看用户)', async ({ page }) => {
    const refused = recordRefusals(page);
    await openSignedIn(page, 'operator');
    await openSystemPage(page, '用户管理');
    await expect(page.getByRole('group', { name: 'lisi 的操作' })).toBeVisible();
    await openSystemPage(page, '数据字典');
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(refused).toEqual([]);
  });

  test("the guest sees its own account and notices, no one else's data, and no error page", async ({ page }) => {
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes(`${API_BASE}/`)) bodies.push(await response.text().catch(() => ''));
    });
    await page.goto('/user/login');
    await login(page, 'wujiu', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await page.goto('/account/center');
    await expect(page.getByText('吴玖').first()).toBeVisible();
    await expect(page.getByText('访客').first()).toBeVisible();
    await page.goto('/account/settings/base');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    for (const errorPage of [/\/exception\//, /\/404$/, /\/403$/, /\/500$/]) expect(page.url()).not.toMatch(errorPage);
    // Nothing of another user reached the browser: no phone, e-mail or work number but the guest's own.
    const seen = bodies.join('\n');
    expect(seen).not.toMatch(/1380000000[1-8]|(admin|operator|zhangsan|lisi)@farm\.example|"F000[1-8]"/);
  });
});
