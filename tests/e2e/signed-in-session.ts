import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { API_BASE, apiLogin, DEMO_PASSWORD } from './console-fixture';

/** The prefix vue-ls gives every key it stores (elements/core/session/storage-keys.ts). */
const VUE_LS_NAMESPACE = 'pro__';
/** The session's lifetime the console gives what it stores at sign-in (shell spec section 9). */
const SESSION_LIFETIME_MS = 604_800_000;

/** What the console keeps of a sign-in, entry by entry (console/session/login-answer.ts). */
export interface SignedInSession {
  token: string;
  userInfo: { username: string; [field: string]: unknown };
  /** The tenant the sign-in settled on; null when the user has none. */
  tenantId: string | number | null;
  dictItems: unknown;
}

/**
 * Signs `username` in through the API, as the sign-in form does it: the captcha is off on the e2e
 * server; a user of several tenants or departments takes the first of each, as `login` chooses
 * them on the form, the department saved with /sys/selectDepart.
 */
export async function apiSession(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<SignedInSession> {
  const answer = await apiLogin(request, username, password);
  let { userInfo } = answer;
  const [firstDepart] = answer.departs ?? [];
  if (String(answer.multi_depart ?? '') === '2' && (answer.departs?.length ?? 0) > 1 && firstDepart) {
    const choice = await (
      await request.put(`${API_BASE}/sys/selectDepart`, {
        headers: { 'X-Access-Token': answer.token },
        data: { username, orgCode: firstDepart.orgCode },
      })
    ).json();
    expect(choice.success, choice.message).toBe(true);
    userInfo = choice.result?.userInfo ?? userInfo;
  }
  return {
    token: answer.token,
    userInfo,
    tenantId: answer.tenantList?.[0]?.id ?? null,
    dictItems: answer.sysAllDictItems ?? null,
  };
}

/**
 * Leaves `session` where the console keeps a sign-in (vue-ls entries in localStorage) in the first
 * document `context` opens next, and only in that one: what the page does to its session later (a
 * logout, a department switch) is not undone by the next load. The caller disposes of the script
 * once that document has loaded.
 */
async function storeBeforeFirstLoad(target: Page | BrowserContext, session: SignedInSession) {
  return target.addInitScript(
    ({ namespace, lifetime, entries }) => {
      const expire = Date.now() + lifetime;
      for (const [key, value] of entries) {
        if (value !== null) localStorage.setItem(namespace + key, JSON.stringify({ value, expire }));
      }
    },
    {
      namespace: VUE_LS_NAMESPACE,
      lifetime: SESSION_LIFETIME_MS,
      entries: [
        ['Access-Token', session.token],
        ['Login_Username', session.userInfo.username],
        ['Login_Userinfo', session.userInfo],
        ['UI_CACHE_DB_DICT_DATA', session.dictItems],
        ['TENANT_ID', session.tenantId],
      ] as [string, unknown][],
    },
  );
}

const HOME_PATH = '/dashboard/analysis';

/**
 * Opens `path` of the console as `username`, signed in through the API instead of the sign-in
 * form, for tests that are not about signing in. Without a path it opens the landing page and
 * resolves once the console shows the signed-in shell there; a page of its own (a full-screen data
 * screen has no shell) is left to the test to wait for.
 */
export async function openSignedIn(page: Page, username: string, path = HOME_PATH): Promise<void> {
  await openWithSession(page, await apiSession(page.request, username), path);
  if (path === HOME_PATH) await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
}

/** Opens `path` in `page` with `session` already stored, as a page of a signed-in user. */
export async function openWithSession(page: Page, session: SignedInSession, path: string): Promise<void> {
  const script = await storeBeforeFirstLoad(page, session);
  await page.goto(path);
  await script.dispose();
}

/**
 * Gives every page `page` loads from now on `session` as the stored sign-in (an hour's worth),
 * before its scripts run: how the demo and host pages of the widgets, which read the token and
 * at most the user, are signed in.
 */
export async function keepSessionInPages(page: Page, session: { token: string; userInfo?: unknown }): Promise<void> {
  const entries: [string, unknown][] = [[`${VUE_LS_NAMESPACE}Access-Token`, session.token]];
  if (session.userInfo !== undefined) entries.push([`${VUE_LS_NAMESPACE}Login_Userinfo`, session.userInfo]);
  await page.addInitScript((stored) => {
    const expire = Date.now() + 3600000;
    for (const [key, value] of stored) localStorage.setItem(key, JSON.stringify({ value, expire }));
  }, entries);
}

/** `keepSessionInPages` for pages that read only the token. */
export const keepTokenInPages = (page: Page, token: string): Promise<void> => keepSessionInPages(page, { token });
