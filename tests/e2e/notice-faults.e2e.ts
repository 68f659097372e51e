import { expect, request as playwrightRequest, test, type Page, type WebSocket } from './farm-test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiToken, closeWelcome, login } from './console-fixture';
import { workerPorts } from './e2e-ports';
import { bellState, openBell, releaseAnnouncement, uniqueTitle } from './notice-fixture';
import { ServerProcess } from './server-process';

// The tests fake the page's clock, which belongs to the context: a context of their own.
test.use({ ownContext: true });

// These tests stop and start a server of their own (on their worker's spare port, e2e-ports.ts)
// on its own database, serving the front end the Playwright run built. The bell's
// 20-second retry delay is skipped with Playwright's clock instead of being waited for.
const server = new ServerProcess(workerPorts().ownServer, mkdtempSync(path.join(tmpdir(), 'farm-notice-faults-')));

test.describe.configure({ mode: 'serial', timeout: 180000 });

test.beforeAll(async () => {
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

/** Signs in on the test's own server with a controllable clock; answers the notice sockets the page opens. */
async function signIn(page: Page, username: string): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/websocket/')) sockets.push(socket);
  });
  await page.clock.install();
  await page.goto(`${server.origin}/user/login`);
  await login(page, username);
  // The welcome notice lies over the header's right side, and with the clock frozen it would stay;
  // it may also have closed itself already, on a busy machine.
  await closeWelcome(page);
  await expect(bellState(page)).toHaveAttribute('data-push', 'open');
  return sockets;
}

/** Freezes the page's timers (events still arrive): the retry waits until the test moves the clock. */
async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test('the server is stopped and restarted: the bell reconnects and shows what was released in between', async ({
  page,
}) => {
  await signIn(page, 'operator');
  await freezeClock(page);
  await server.stop();
  await expect(bellState(page)).toHaveAttribute('data-push', 'waiting');

  await server.start();
  const api = await playwrightRequest.newContext({ baseURL: server.origin });
  const title = uniqueTitle('重启期间');
  await releaseAnnouncement(api, await apiToken(api, 'admin'), {
    titile: title,
    msgType: 'USER',
    userIds: 'user-operator',
  });
  await api.dispose();
  // Nothing was pushed to the operator: the bell was not connected when it was released.
  await expect((await openBell(page)).getByText(title)).toHaveCount(0);

  await page.clock.fastForward(20000);
  await expect(bellState(page)).toHaveAttribute('data-push', 'open');
  await expect((await openBell(page)).getByRole('button', { name: new RegExp(title) })).toBeVisible();
});

test('after more than 5 failed connections the bell stops trying', async ({ page }) => {
  const sockets = await signIn(page, 'operator');
  await freezeClock(page);
  const before = sockets.length;
  await server.stop();
  await expect(bellState(page)).toHaveAttribute('data-push', 'waiting');

  // Each step lets the pending retry run; a step that finds no retry pending changes nothing.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(20000);
        return bellState(page).getAttribute('data-push');
      },
      { timeout: 60000, intervals: [200] },
    )
    .toBe('stopped');
  const attempts = sockets.length - before;
  expect(attempts).toBe(6);

  for (let step = 0; step < 5; step++) await page.clock.fastForward(20000);
  await expect(bellState(page)).toHaveAttribute('data-push', 'stopped');
  expect(sockets.length - before).toBe(attempts);
});
