import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PASSWORDS_FILE } from '../../server/db/seed/print-first-passwords';
import { readSettings } from '../../server/config/settings';
import { authMessages, firstStartLines } from '../../server/messages';
import { captureLog, captureTerminal, type CapturedLog, type CapturedTerminal } from './support/capture-output';
import { startServer, type Answer, type TestServer } from './support/test-server';

// Issue "Data boundaries", point 4: demo accounts can be left out (FARM_DEMO=off); each gets its
// own random password, shown once on the terminal at first start and never written to the log;
// FARM_ADMIN_PASSWORD sets the admin's only.

const DEMO_USERNAMES = [
  'operator',
  'zhangsan',
  'lisi',
  'wangwu',
  'zhaoliu',
  'sunqi',
  'zhouba',
  'wujiu',
  'zhengshi',
  'chenxi',
  'liuyang',
];
const FROZEN = 'liuyang';

interface FirstStart {
  server: TestServer;
  log: CapturedLog;
  terminal: CapturedTerminal;
}

/** A first start on a fresh database with these first-start settings, its log and terminal captured. */
async function firstStart(
  settings: { adminPassword?: string; demoData?: boolean; demoPassword?: string },
  output = { isTTY: true },
): Promise<FirstStart> {
  const log = captureLog();
  const terminal = captureTerminal(output);
  const server = await startServer(
    { adminPassword: undefined, demoPassword: undefined, demoData: true, ...settings },
    { logger: { level: 'info', stream: log.stream }, terminal },
  );
  return { server, log, terminal };
}

function signIn(server: TestServer, username: string, password: string) {
  return server
    .call({ method: 'POST', url: '/sys/login', payload: { username, password } })
    .then((response) => response.json<Answer>());
}

const usernames = async (server: TestServer) =>
  (await server.app.db.selectFrom('sys_user').select('username').orderBy('username').execute()).map(
    (row) => row.username,
  );
const countOf = async (
  server: TestServer,
  table:
    | 'farm_order'
    | 'sys_announcement'
    | 'sys_log'
    | 'sys_depart_role_user'
    | 'sys_permission'
    | 'sys_role'
    | 'sys_dict',
) =>
  Number(
    (
      await server.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a first start with no password given', () => {
  it('gives every account its own random password, prints them once on the terminal and never to the log', async () => {
    const { server, log, terminal } = await firstStart({});
    try {
      const printed = terminal.passwords();
      expect([...printed.keys()].sort()).toEqual(['admin', ...DEMO_USERNAMES].sort());
      for (const password of printed.values()) expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(new Set(printed.values()).size).toBe(printed.size);
      expect(terminal.text()).toContain(firstStartLines.terminalHeading);

      for (const password of printed.values()) expect(log.raw()).not.toContain(password);
      expect(log.messages()).toContain(firstStartLines.passwordsShownOnTerminal(['admin', ...DEMO_USERNAMES]));

      for (const [username, password] of printed) {
        const answer = await signIn(server, username, password);
        expect(answer, username).toMatchObject(
          username === FROZEN ? { success: false, message: authMessages.frozen } : { success: true },
        );
      }
      const adminPassword = printed.get('admin') ?? '';
      expect(await signIn(server, 'operator', adminPassword)).toMatchObject({
        success: false,
        message: authMessages.wrongCredentials,
      });
      expect(await signIn(server, 'zhangsan', printed.get('lisi') ?? '')).toMatchObject({
        success: false,
        message: authMessages.wrongCredentials,
      });
    } finally {
      await server.close();
    }
  });
});

describe('a first start whose standard output is a pipe (a container, a service manager)', () => {
  it("writes the table to a file only the server's user can read, and neither the output nor the log carries a password", async () => {
    const { server, log, terminal } = await firstStart({ adminPassword: 'Chosen-by-ops-42' }, { isTTY: false });
    try {
      const file = path.join(server.app.settings.dataDir, FIRST_PASSWORDS_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const table = readFileSync(file, 'utf8');
      const written = captureTerminal();
      written.write(table);
      const passwords = written.passwords();
      expect([...passwords.keys()].sort()).toEqual([...DEMO_USERNAMES].sort());

      expect(terminal.text()).toBe(`${firstStartLines.passwordsInFile(file)}\n`);
      expect(log.messages()).toContain(firstStartLines.passwordsWrittenToFile([...DEMO_USERNAMES], file));
      for (const password of passwords.values()) {
        expect(terminal.text()).not.toContain(password);
        expect(log.raw()).not.toContain(password);
      }
      expect(await signIn(server, 'zhangsan', passwords.get('zhangsan') ?? '')).toMatchObject({ success: true });
    } finally {
      await server.close();
    }
  });
});

describe('FARM_ADMIN_PASSWORD', () => {
  it("sets the admin's password only: the demo accounts still get random ones, and it is never printed", async () => {
    const { server, log, terminal } = await firstStart({ adminPassword: 'Chosen-by-ops-42' });
    try {
      const printed = terminal.passwords();
      expect([...printed.keys()].sort()).toEqual([...DEMO_USERNAMES].sort());
      expect(terminal.text()).not.toContain('Chosen-by-ops-42');
      expect(log.raw()).not.toContain('Chosen-by-ops-42');
      expect(await signIn(server, 'admin', 'Chosen-by-ops-42')).toMatchObject({ success: true });
      expect(await signIn(server, 'operator', 'Chosen-by-ops-42')).toMatchObject({
        success: false,
        message: authMessages.wrongCredentials,
      });
      expect(await signIn(server, 'operator', printed.get('operator') ?? '')).toMatchObject({ success: true });
    } finally {
      await server.close();
    }
  });
});

describe('FARM_DEMO_PASSWORD (automated tests)', () => {
  it('gives every demo account that password, prints nothing and logs nothing of it', async () => {
    const { server, log, terminal } = await firstStart({
      adminPassword: 'Chosen-by-ops-42',
      demoPassword: 'Test-demo-pass-9',
    });
    try {
      expect(terminal.text()).toBe('');
      expect(log.raw()).not.toContain('Test-demo-pass-9');
      expect(await signIn(server, 'zhangsan', 'Test-demo-pass-9')).toMatchObject({ success: true });
      expect(await signIn(server, 'admin', 'Test-demo-pass-9')).toMatchObject({ success: false });
    } finally {
      await server.close();
    }
  });
});

describe('FARM_DEMO=off', () => {
  it('seeds the admin, menus, roles and dictionaries, but no demo account and no demo business data', async () => {
    const { server, log, terminal } = await firstStart({ demoData: false });
    try {
      expect(await usernames(server)).toEqual(['admin']);
      // Counted before anyone signs in: a sign-in writes its own sys_log row.
      for (const table of ['farm_order', 'sys_announcement', 'sys_log', 'sys_depart_role_user'] as const)
        expect(await countOf(server, table), table).toBe(0);
      for (const table of ['sys_permission', 'sys_role', 'sys_dict'] as const)
        expect(await countOf(server, table), table).toBeGreaterThan(0);
      expect([...terminal.passwords().keys()]).toEqual(['admin']);
      const adminPassword = terminal.passwords().get('admin') ?? '';
      expect(log.raw()).not.toContain(adminPassword);
      expect(await signIn(server, 'admin', adminPassword)).toMatchObject({ success: true });
      expect(await signIn(server, 'operator', adminPassword)).toMatchObject({
        success: false,
        message: authMessages.wrongCredentials,
      });
      const token = await server.login('admin', adminPassword);
      const menu = await server.call({ method: 'GET', url: '/sys/permission/getUserPermissionByToken', token });
      expect(menu.json<Answer<{ menu: unknown[] }>>().result.menu.length).toBeGreaterThan(0);
      const orders = await server.call({ method: 'GET', url: '/farm/order/list', token });
      expect(orders.json<Answer<{ total: number }>>().result.total).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('the FARM_DEMO setting', () => {
  it('is on unless it says off, and any other value stops the start', () => {
    expect(readSettings({}).demoData).toBe(true);
    expect(readSettings({ FARM_DEMO: 'on' }).demoData).toBe(true);
    expect(readSettings({ FARM_DEMO: 'off' }).demoData).toBe(false);
    expect(readSettings({ FARM_DEMO: 'OFF' }).demoData).toBe(false);
    expect(() => readSettings({ FARM_DEMO: 'no' })).toThrow(firstStartLines.demoValueInvalid('no'));
  });

  it('reads FARM_DEMO_PASSWORD, unset when empty', () => {
    expect(readSettings({ FARM_DEMO_PASSWORD: 'Test-demo-pass-9' }).demoPassword).toBe('Test-demo-pass-9');
    expect(readSettings({ FARM_DEMO_PASSWORD: '' }).demoPassword).toBeUndefined();
  });
});
