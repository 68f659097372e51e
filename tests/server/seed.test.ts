import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDataDir, startServer, type Answer, type TestServer } from './support/test-server';

/** Collects the server's log lines (pino writes one JSON object per line). */
function captureLog(): { stream: Writable; messages: () => string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, messages: () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg) };
}

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
  it('creates the database, migrates and seeds it, and prints a random admin password once', async () => {
    const log = captureLog();
    const server = await startServer({ adminPassword: undefined }, { dataDir, logger: { level: 'info', stream: log.stream } });
    const line = log.messages().find((message) => message.includes('password'));
    firstPassword = /password "([^"]+)"/.exec(line ?? '')?.[1] ?? '';
    expect(firstPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const token = await server.login('admin', firstPassword);
    firstCounts = await counts(server, token);
    expect(firstCounts.users).toBe(12);
    await server.close();
  });
});

describe('a second start on the same data', () => {
  it('neither duplicates the demo data nor resets or prints the admin password', async () => {
    const log = captureLog();
    const server = await startServer({ adminPassword: 'Another-password-7' }, { dataDir, logger: { level: 'info', stream: log.stream } });
    expect(log.messages().some((message) => message.includes(firstPassword))).toBe(false);
    await expect(server.login('admin', 'Another-password-7')).rejects.toThrow();
    const token = await server.login('admin', firstPassword);
    expect(await counts(server, token)).toEqual(firstCounts);
    await server.close();
  });
});

describe('a first start with FARM_ADMIN_PASSWORD set', () => {
  it('uses it and prints no password', async () => {
    const log = captureLog();
    const server = await startServer({ adminPassword: 'Chosen-by-ops-42' }, { logger: { level: 'info', stream: log.stream } });
    expect(log.messages().some((message) => message.includes('Chosen-by-ops-42'))).toBe(false);
    await expect(server.login('admin', 'Chosen-by-ops-42')).resolves.toEqual(expect.any(String));
    await server.close();
  });
});
