import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The admin password the e2e server starts with (playwright.config.ts). */
export const ADMIN_PASSWORD = 'e2e-Admin-Pass-1';
/** Every demo account's first password: the e2e server sets FARM_DEMO_PASSWORD to the admin's. */
export const DEMO_PASSWORD = ADMIN_PASSWORD;
export const API_BASE = '/farm-machine';

/** Fills the account login form; the e2e server runs with the captcha switched off. */
export async function fillAccountLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: '用户名' }).fill(username);
  await page.getByRole('textbox', { name: '密码' }).fill(password);
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill('any');
  await page.getByRole('button', { name: '确定' }).click();
}

/** Picks the first option of a select in the open dialog. */
export async function chooseFirst(page: Page, selectName: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: selectName }).click();
  await page.getByRole('option').first().click();
}

/**
 * Logs in through the login page. A user of several tenants or departments (admin, zhangsan)
 * takes the first of each. Resolves once the console shows the landing page or the redirect target.
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await fillAccountLogin(page, username, password);
  const choice = page.getByRole('dialog', { name: /^请选择(租户|部门|租户和部门)$/ });
  const userMenu = page.getByRole('button', { name: '用户菜单' });
  await expect(userMenu.or(choice)).toBeVisible();
  if (await choice.isVisible()) {
    for (const select of ['请选择登录租户', '请选择登录部门']) {
      if (await choice.getByRole('button', { name: select }).count()) await chooseFirst(page, select);
    }
    await choice.getByRole('button', { name: '确认' }).click();
  }
  await expect(userMenu).toBeVisible();
}

/** Opens the login page and logs in; the welcome notice (over the header's right side) is closed. */
export async function openAndLogin(page: Page, username: string): Promise<void> {
  await page.goto('/user/login');
  await login(page, username);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await closeWelcome(page);
}

/**
 * Closes the welcome notice a sign-in shows over the header's right side. The notice closes itself
 * after a few seconds, so on a loaded machine it may be gone before a click could reach it: it is
 * closed in one step inside the page if it is still there, never waited for (an action on the
 * header waits anyway until nothing lies over its target).
 */
export async function closeWelcome(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: '欢迎回来' })
    .getByRole('button', { name: '关闭' })
    .evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLElement).click();
    });
}

/** The parts of a login answer the tests read (console/session/login-answer.ts has the whole). */
export interface ApiLoginAnswer {
  token: string;
  userInfo: { username: string; [field: string]: unknown };
  departs?: { orgCode: string }[];
  multi_depart?: number | string;
  tenantList?: { id: number | string }[];
  sysAllDictItems?: unknown;
}

/** Signs in through the API, as the console's form posts it (captcha off on the e2e server). */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<ApiLoginAnswer> {
  const answer = await (await request.post(`${API_BASE}/sys/login`, { data: { username, password } })).json();
  expect(answer.code, answer.message).toBe(200);
  return answer.result as ApiLoginAnswer;
}

/** A token for `username` straight from the API. */
export async function apiToken(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  return (await apiLogin(request, username, password)).token;
}

/** The side menu's entries, by their visible text. */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Opens a menu entry under a section of the side menu (the section unfolded if need be). */
export async function openModule(page: Page, section: string, entry: string): Promise<void> {
  const toggle = sideMenu(page).getByRole('button', { name: section, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sideMenu(page).getByRole('link', { name: entry, exact: true }).click();
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a path inside the running console, as a menu click does (no reload). */
export async function openInConsole(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
}
