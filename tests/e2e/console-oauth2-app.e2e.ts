import { expect, test, type Locator, type Page } from './farm-test';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { API_BASE, chooseFirst } from './console-fixture';
import { WECOM_MEMBER_ID } from './console-oauth2-provider';

/*
 * Enterprise-chat browsers sign in through the OAuth2 app flow: the console leaves for the
 * server, the server for the provider (the WeCom stand-in each worker starts, farm-test.ts), the provider
 * comes back to the server, and the server to the console with a single-use sign-in code that the
 * console exchanges for the session. DingTalk is not configured on the e2e server.
 */

const WECOM_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh';
const DINGTALK_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 AliApp(DingTalk/7.0.40) com.alibaba.android.rimet/36 Channel/227200 language/zh-Hans-CN';

/** Binds the stand-in's WeCom member to lisi in the running server's database, as a synchronisation would. */
function bindWecomMember(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through tests/e2e/playwright.config.ts');
  const db = new Database(path.join(dataDir, 'farm.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('select id from sys_user where username = ?').get('lisi') as { id: string } | undefined;
    if (!user) throw new Error('the demo user lisi is missing');
    db.prepare(
      `insert into sys_third_account (id, sys_user_id, third_type, third_user_id, tenant_id) values (?, ?, 'wechat_enterprise', ?, 1)
       on conflict (tenant_id, third_type, third_user_id) do nothing`,
    ).run(randomUUID().replaceAll('-', ''), user.id, WECOM_MEMBER_ID);
  } finally {
    db.close();
  }
}

/** Every address the page asked for or went to, to check that no session token ever sat in one. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
}

/** Waits for `until`; a user of several tenants or departments is asked first and takes the first of each. */
async function chooseIfAsked(page: Page, until: Locator): Promise<void> {
  const choice = page.getByRole('dialog', { name: /^请选择(租户|部门|租户和部门)$/ });
  await expect(until.or(choice)).toBeVisible();
  if (await choice.isVisible()) {
    for (const select of ['请选择登录租户', '请选择登录部门']) {
      if (await choice.getByRole('button', { name: select }).count()) await chooseFirst(page, select);
    }
    await choice.getByRole('button', { name: '确认' }).click();
  }
}

test.describe('WeCom browser', () => {
  test.use({ userAgent: WECOM_UA });

  test('goes through the provider and lands signed in on the page it opened, no token in any address', async ({
    page,
  }) => {
    bindWecomMember();
    const addresses = addressesOf(page);
    const exchanged = page.waitForResponse((response) =>
      response.url().endsWith(`${API_BASE}/sys/thirdLogin/oauth2/exchange`),
    );

    await page.goto('/dashboard/analysis');
    const answer = (await (await exchanged).json()) as { success: boolean; result: { token: string } };
    expect(answer.success).toBe(true);

    const userMenu = page.getByRole('button', { name: '用户菜单' });
    await chooseIfAsked(page, userMenu);
    await expect(userMenu).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);

    // The trip went through the provider, the server's callback and the console's page with a code.
    expect(addresses.some((address) => address.includes('/wecom/authorize?'))).toBe(true);
    expect(addresses.some((address) => address.includes('/sys/thirdLogin/oauth2/wechat_enterprise/callback?'))).toBe(
      true,
    );
    expect(
      addresses.some((address) => /\/oauth2-app\/login\?redirect=%2Fdashboard%2Fanalysis#loginCode=/.test(address)),
    ).toBe(true);
    expect(addresses.filter((address) => address.includes(answer.result.token))).toEqual([]);

    // The sign-in code was taken out of the address bar and the history.
    expect(await page.evaluate(() => window.location.href)).not.toContain('loginCode');
  });

  test('shows the refusal of a used or unknown sign-in code and of a stale state, and 重新登录 goes through the provider again', async ({
    page,
  }) => {
    bindWecomMember();
    await page.goto('/oauth2-app/login#loginCode=not-a-code-the-server-issued');
    await expect(page.getByRole('heading', { name: '登录失败' })).toBeVisible();
    await expect(page.getByText('登录凭证无效或已过期，请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/oauth2-app\/login$/);

    await page.goto('/oauth2-app/login?oauth2Error=state');
    await expect(page.getByText('登录请求已失效，请重新登录')).toBeVisible();
    await page.getByRole('button', { name: '重新登录' }).click();
    await chooseIfAsked(page, page.getByRole('button', { name: '用户菜单' }));
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  });

  test('a menu that fails to load ends on the ordinary login, not in a loop through the provider', async ({ page }) => {
    bindWecomMember();
    let exchanges = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/sys/thirdLogin/oauth2/exchange')) exchanges += 1;
    });
    // A failing menu is not something the server can be made to answer.
    await page.route('**/sys/permission/getUserPermissionByToken**', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: '菜单加载失败', code: 500, result: null } }),
    );
    await page.goto('/dashboard/analysis');
    const username = page.getByRole('textbox', { name: '用户名' });
    await chooseIfAsked(page, username);
    await expect(username).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
    await page.reload();
    await expect(username).toBeVisible();
    expect(exchanges).toBe(1);
  });
});

test.describe('DingTalk browser, DingTalk not configured', () => {
  test.use({ userAgent: DINGTALK_UA });

  test('says that enterprise-chat sign-in is not configured and offers the ordinary sign-in, without a loop', async ({
    page,
  }) => {
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/oauth2-app\/login\?oauth2Error=not_configured$/);
    await expect(page.getByRole('heading', { name: '企业微信/钉钉登录尚未配置' })).toBeVisible();
    await expect(page.getByText('请联系管理员配置企业微信或钉钉应用，或使用账号密码登录。')).toBeVisible();

    await page.getByRole('button', { name: '使用账号密码登录' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
    // The choice holds in this tab: a reload, or a page that needs sign-in, stays on the ordinary login.
    await page.reload();
    await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fsystem%2Fuser$/);
    await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
  });
});
