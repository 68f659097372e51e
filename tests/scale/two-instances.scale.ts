import { formatDateTime } from '../../server/db';
import { ADMIN_PASSWORD, API_BASE, apiToken, DEMO_PASSWORD, fillAccountLogin, login } from '../e2e/console-fixture';
import { bellPanel, bellState, openBell, releaseAnnouncement, uniqueTitle } from '../e2e/notice-fixture';
import { SERVED_BY_HEADER, type InstanceName } from './instance-proxy';
import { apiThrough, expect, pinContext, test, type Browser, type Page, type Response } from './scale-test';
import { queryDatabase } from './shared-database';
import { keepSessionInPages } from '../e2e/signed-in-session';

// Two server processes on one PostgreSQL and one Redis behind one address (two-instances.ts),
// driven through it by a real browser: what is done through one instance holds on the other.
// The journeys run in this order, one worker; the last kills the first instance.
test.describe.configure({ mode: 'serial' });

/** Which instance gave an answer (the proxy says so in a header). */
const servedBy = (response: Pick<Response, 'headers'>) => response.headers()[SERVED_BY_HEADER];

/** A page in a fresh browser context pinned to `instance`. */
async function pinnedPage(browser: Browser, origin: string, instance: InstanceName): Promise<Page> {
  const context = await browser.newContext();
  await pinContext(context, origin, instance);
  return context.newPage();
}

/**
 * Signs in through the console's login page and waits for its welcome notice to close itself (it
 * lies over the bell). Not clicked away: on a loaded machine it may close between finding and clicking.
 */
async function signInToConsole(page: Page, username: string): Promise<void> {
  await page.goto('/user/login');
  await login(page, username);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByRole('status').filter({ hasText: '欢迎回来' })).toHaveCount(0);
}

/** A session straight from the API, as the demo grid page reads it from the console's storage. */
async function apiSession(origin: string, username: string): Promise<{ token: string; userInfo: unknown }> {
  const api = await apiThrough(origin);
  const answer = await (
    await api.post(`${API_BASE}/sys/login`, { data: { username, password: ADMIN_PASSWORD } })
  ).json();
  await api.dispose();
  expect(answer.code, answer.message).toBe(200);
  return { token: answer.result.token, userInfo: answer.result.userInfo };
}

/** Counts the WebSockets `page` opens whose address contains `path`. */
function countSockets(page: Page, path: string): () => number {
  let opened = 0;
  page.on('websocket', (socket) => {
    if (socket.url().includes(path)) opened += 1;
  });
  return () => opened;
}

/** The live-synced demo grid, signed in with `session`, pinned to `instance`; resolves once its socket opened. */
async function openSyncedGrid(
  browser: Browser,
  origin: string,
  instance: InstanceName,
  session: { token: string; userInfo: unknown },
): Promise<Page> {
  const page = await pinnedPage(browser, origin, instance);
  await keepSessionInPages(page, session);
  const opened = page.waitForEvent('websocket', (socket) => socket.url().includes('/vxeSocket/'));
  await page.goto('/demo/grid-sync.html');
  await opened;
  return page;
}

const gridCell = (page: Page, rowIdx: number, key: string) =>
  page.locator(`farm-grid .rdg-row[aria-rowindex="${rowIdx + 2}"] [data-column="${key}"]`);

async function editCell(page: Page, rowIdx: number, key: string, text: string): Promise<void> {
  await gridCell(page, rowIdx, key).click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/**
 * Edits a name in `from` until it shows in `to`: until both sockets are open (or reopened) an edit
 * may reach nobody, so each try writes a new text and waits a little for it.
 */
async function expectEditArrives(from: Page, to: Page, rowIdx: number): Promise<void> {
  let attempt = 0;
  await expect(async () => {
    attempt += 1;
    const text = `收割机${attempt}-${Math.random().toString(36).slice(2, 6)}`;
    await editCell(from, rowIdx, 'name', text);
    await expect(gridCell(to, rowIdx, 'name')).toHaveText(text, { timeout: 5000 });
  }).toPass({ timeout: 90000 });
}

test('a session signed in through one instance works through the other', async ({ page, context, baseURL }) => {
  await pinContext(context, baseURL!, 'first');
  await page.goto('/user/login');
  const signedIn = page.waitForResponse((response) => response.url().endsWith('/sys/login'));
  await login(page, 'admin');
  expect(servedBy(await signedIn)).toBe('first');

  await pinContext(context, baseURL!, 'second');
  const listed = page.waitForResponse((response) => response.url().includes('/sys/user/list'));
  await page.goto('/isystem/user');
  const answer = await listed;
  expect(servedBy(answer)).toBe('second');
  expect((await answer.json()).success).toBe(true);
  await expect(
    page.getByRole('table', { name: '用户管理' }).getByText('zhangsan', { exact: true }).first(),
  ).toBeVisible();
});

test('a bell connected to one instance shows an announcement released on the other', async ({
  page,
  context,
  baseURL,
  cluster,
}) => {
  await pinContext(context, baseURL!, 'second');
  await signInToConsole(page, 'operator');
  await expect(bellState(page)).toHaveAttribute('data-push', 'open');
  expect(cluster.proxy.openSockets('second')).toBeGreaterThan(0);
  // The earlier journey's page (and its bell socket on the first instance) closes as this one starts.
  await expect.poll(() => cluster.proxy.openSockets('first')).toBe(0);
  await openBell(page);

  const onFirst = await apiThrough(baseURL!, 'first');
  const title = uniqueTitle('跨实例通知');
  await releaseAnnouncement(onFirst, await apiToken(onFirst, 'admin'), {
    titile: title,
    msgType: 'USER',
    userIds: 'user-operator',
  });
  await onFirst.dispose();
  // The panel stayed open: the pushed message made the bell reload it.
  await expect(bellPanel(page).getByRole('button', { name: new RegExp(title) })).toBeVisible();
});

test('a grid edit in a page on one instance shows in a page on the other', async ({ browser, baseURL }) => {
  const onFirst = await openSyncedGrid(browser, baseURL!, 'first', await apiSession(baseURL!, 'admin'));
  const onSecond = await openSyncedGrid(browser, baseURL!, 'second', await apiSession(baseURL!, 'zhangsan'));
  await expectEditArrives(onFirst, onSecond, 1);
  await expectEditArrives(onSecond, onFirst, 0);
  await onFirst.context().close();
  await onSecond.context().close();
});

test('a session logged out through one instance is refused by both', async ({ page, context, browser, baseURL }) => {
  await pinContext(context, baseURL!, 'first');
  await signInToConsole(page, 'lisi');
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string,
  );
  expect(token).toBeTruthy();
  const elsewhere = await (await browser.newContext({ storageState: await context.storageState() })).newPage();
  await pinContext(elsewhere.context(), baseURL!, 'second');
  const departs = async (instance: InstanceName) => {
    const api = await apiThrough(baseURL!, instance);
    const status = (
      await api.get(`${API_BASE}/sys/user/getCurrentUserDeparts`, { headers: { 'X-Access-Token': token } })
    ).status();
    await api.dispose();
    return status;
  };
  await elsewhere.goto('/dashboard/analysis');
  await expect(elsewhere.getByRole('button', { name: '用户菜单' })).toBeVisible();
  expect(await departs('first')).toBe(200);
  expect(await departs('second')).toBe(200);

  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/sys/logout'));
  await page.getByRole('button', { name: '退出登录' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '真的要注销登录吗 ?' })
    .getByRole('button', { name: '确定' })
    .click();
  expect(servedBy(await loggedOut)).toBe('first');
  await expect(page).toHaveURL(/\/user\/login/);

  expect(await departs('first')).toBe(401);
  expect(await departs('second')).toBe(401);
  await elsewhere.goto('/dashboard/analysis');
  await expect(elsewhere).toHaveURL(/\/user\/login/);
  await elsewhere.context().close();
});

test('failed sign-ins through both instances count against one limit', async ({ browser, baseURL }) => {
  /** One sign-in in a fresh page (the console's own failure count lives in the tab): the alert it ends with. */
  const signIn = async (instance: InstanceName, password: string, expected: string) => {
    const page = await pinnedPage(browser, baseURL!, instance);
    await page.goto('/user/login');
    const answered = page.waitForResponse((response) => response.url().endsWith('/sys/login'));
    await fillAccountLogin(page, 'wangwu', password);
    expect(servedBy(await answered)).toBe(instance);
    await expect(page.getByRole('alert').filter({ hasText: expected })).toBeVisible();
    await page.context().close();
  };
  for (let attempt = 0; attempt < 5; attempt += 1)
    await signIn(attempt % 2 ? 'second' : 'first', 'wrong-password-1', '用户名或密码错误');
  // The sixth try is refused on either instance, even with the right password.
  for (const instance of ['first', 'second'] as const)
    await signIn(instance, DEMO_PASSWORD, '登录失败次数过多，请于10分钟后再试！');
});

test('a job scheduled on both instances fires once per fire time', async ({ baseURL, cluster }) => {
  const jobClassName = 'org.jeecg.modules.quartz.job.SampleJob';
  const onFirst = await apiThrough(baseURL!, 'first');
  const onSecond = await apiThrough(baseURL!, 'second');
  const headers = { 'X-Access-Token': await apiToken(onFirst, 'admin') };
  const addedAt = Date.now();
  const added = await (
    await onFirst.post(`${API_BASE}/sys/quartzJob/add`, {
      headers,
      data: { jobClassName, cronExpression: '0/2 * * * * ?', status: 0, description: '每两秒' },
    })
  ).json();
  expect(added.success, added.message).toBe(true);
  const [{ id: jobId }] = await queryDatabase<{ id: string }>(
    cluster.databaseUrl,
    'select id from sys_quartz_job where job_class_name = $1',
    [jobClassName],
  );
  // The first instance scheduled it when it was saved; the second reads it when it starts, as a new machine would.
  await cluster.instances.second.stop();
  await cluster.instances.second.start();
  const bothSince = formatDateTime(Date.now());

  const runs = () =>
    queryDatabase<{ start_time: string }>(
      cluster.databaseUrl,
      "select start_time from sys_quartz_log where job_id = $1 and trigger_type = 'schedule'",
      [jobId],
    );
  await expect
    .poll(async () => (await runs()).filter((run) => run.start_time >= bothSince).length, {
      timeout: 120000,
      intervals: [500],
    })
    .toBeGreaterThanOrEqual(15);
  const made = (await runs()).length;
  const observedUntil = Date.now();
  // Every fire time from the job's saving to now, whichever instance it fell to: at most one run each.
  // Had both run each fire time, the fifteen runs waited for would have put the count well above them.
  const fireTimes = Math.floor(observedUntil / 2000) - Math.floor(addedAt / 2000);
  expect(made).toBeLessThanOrEqual(fireTimes);

  for (const api of [onFirst, onSecond]) {
    const paused = await (await api.get(`${API_BASE}/sys/quartzJob/pause`, { headers, params: { id: jobId } })).json();
    expect(paused.success, paused.message).toBe(true);
    await api.dispose();
  }
});

test('killing an instance loses no acknowledged write, and its pages reconnect to the other', async ({
  browser,
  baseURL,
  cluster,
}) => {
  const bell = await pinnedPage(browser, baseURL!, 'first');
  const bellSockets = countSockets(bell, '/websocket/');
  await signInToConsole(bell, 'operator');
  await expect(bellState(bell)).toHaveAttribute('data-push', 'open');
  const gridOnFirst = await openSyncedGrid(browser, baseURL!, 'first', await apiSession(baseURL!, 'admin'));
  const gridSockets = countSockets(gridOnFirst, '/vxeSocket/');
  const gridOnSecond = await openSyncedGrid(browser, baseURL!, 'second', await apiSession(baseURL!, 'zhangsan'));
  await expectEditArrives(gridOnSecond, gridOnFirst, 1);
  await expect.poll(() => cluster.proxy.openSockets('first')).toBe(2);
  const [bellSocketsBefore, gridSocketsBefore] = [bellSockets(), gridSockets()];

  // A stream of writes through the proxy, each to the next instance; a write counts once answered success.
  const api = await apiThrough(baseURL!);
  const headers = { 'X-Access-Token': await apiToken(api, 'admin') };
  const acknowledged: { title: string; servedBy: string }[] = [];
  let writing = true;
  let written = 0;
  const writer = async () => {
    while (writing) {
      written += 1;
      const title = `停机写入-${written}-${Math.random().toString(36).slice(2, 8)}`;
      try {
        const response = await api.post(`${API_BASE}/sys/annountCement/add`, {
          headers,
          data: { titile: title, msgCategory: '1', priority: 'L', msgType: 'ALL', msgContent: '<p>写入</p>' },
        });
        if (response.status() === 200 && (await response.json()).success === true)
          acknowledged.push({ title, servedBy: servedBy(response) ?? '' });
      } catch {
        // A write the proxy could not complete was never acknowledged: the caller would retry it.
      }
    }
  };
  const writers = [writer(), writer(), writer()];
  await expect.poll(() => acknowledged.filter((write) => write.servedBy === 'first').length).toBeGreaterThan(3);
  // SIGKILL: no graceful close, no last writes; the proxy sees its connections drop.
  await cluster.instances.first.stop();
  const beforeKill = acknowledged.length;
  await expect.poll(() => acknowledged.length - beforeKill, { timeout: 60000 }).toBeGreaterThan(10);
  writing = false;
  await Promise.all(writers);
  await api.dispose();

  const stored = new Set(
    (
      await queryDatabase<{ titile: string }>(
        cluster.databaseUrl,
        "select titile from sys_announcement where titile like '停机写入-%'",
      )
    ).map((row) => row.titile),
  );
  expect(acknowledged.filter((write) => !stored.has(write.title))).toEqual([]);

  // The pages' sockets were on the killed instance: each reconnects through the proxy, to the survivor.
  // The bell waits 20 s before it reconnects, the grid 5 s (their specs' delays).
  await expect.poll(bellSockets, { timeout: 120000 }).toBeGreaterThan(bellSocketsBefore);
  await expect(bellState(bell)).toHaveAttribute('data-push', 'open');
  await expect.poll(gridSockets, { timeout: 120000 }).toBeGreaterThan(gridSocketsBefore);
  await expectEditArrives(gridOnSecond, gridOnFirst, 0);
  await expectEditArrives(gridOnFirst, gridOnSecond, 1);
  expect(cluster.proxy.openSockets('first')).toBe(0);
  expect(cluster.proxy.openSockets('second')).toBe(3);

  await openBell(bell);
  const onSurvivor = await apiThrough(baseURL!);
  const title = uniqueTitle('存活实例通知');
  await releaseAnnouncement(onSurvivor, await apiToken(onSurvivor, 'admin'), {
    titile: title,
    msgType: 'USER',
    userIds: 'user-operator',
  });
  await onSurvivor.dispose();
  await expect(bellPanel(bell).getByRole('button', { name: new RegExp(title) })).toBeVisible();
});
