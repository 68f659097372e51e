import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { captureLog, captureTerminal } from './support/capture-output';
import { freshDataDir, startServer, type Answer, type TestServer } from './support/test-server';

const dataDir = freshDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function counts(server: TestServer, token: string) {
  const users = await server.call({ method: 'GET', url: '/sys/user/list?pageSize=100', token });
  const menu = await server.call({ method: 'GET', url: '/sys/permission/getUserPermissionByToken', token });
  return {
    users: users.json<Answer<{ total: number }>>().result.total,
    rules: menu.json<Answer<{ allAuth: unknown[] }>>().result.allAuth.length,
  };
}

let firstPassword = '';
let firstCounts: { users: number; rules: number };

describe('the first start', () => {
  it('creates the database, migrates and seeds it, and prints a random admin password once on the terminal', async () => {
    const log = captureLog();
    const terminal = captureTerminal();
    const server = await startServer(
      { adminPassword: undefined },
      { dataDir, logger: { level: 'info', stream: log.stream }, terminal },
    );
    firstPassword = terminal.passwords().get('admin') ?? '';
    expect(firstPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(log.raw()).not.toContain(firstPassword);
    const token = await server.login('admin', firstPassword);
    firstCounts = await counts(server, token);
    expect(firstCounts.users).toBe(12);
    await server.close();
  });
});

describe('a second start on the same data', () => {
  it('neither duplicates the demo data nor resets or prints the admin password', async () => {
    const log = captureLog();
    const terminal = captureTerminal();
    const server = await startServer(
      { adminPassword: 'Another-password-7' },
      { dataDir, logger: { level: 'info', stream: log.stream }, terminal },
    );
    expect(log.raw()).not.toContain(firstPassword);
    expect(terminal.text()).toBe('');
    await expect(server.login('admin', 'Another-password-7')).rejects.toThrow();
    const token = await server.login('admin', firstPassword);
    expect(await counts(server, token)).toEqual(firstCounts);
    await server.close();
  });
});

describe('a first start with FARM_ADMIN_PASSWORD set', () => {
  it('uses it and prints no password', async () => {
    const log = captureLog();
    const terminal = captureTerminal();
    const server = await startServer(
      { adminPassword: 'Chosen-by-ops-42' },
      { logger: { level: 'info', stream: log.stream }, terminal },
    );
    expect(log.raw()).not.toContain('Chosen-by-ops-42');
    expect(terminal.text()).not.toContain('Chosen-by-ops-42');
    await expect(server.login('admin', 'Chosen-by-ops-42')).resolves.toEqual(expect.any(String));
    await server.close();
  });
});
