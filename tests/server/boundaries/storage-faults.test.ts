import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '../../../server/messages';
import { captureLog } from '../support/capture-output';
import { freshDataDir, startServer, type Answer, type TestServer } from '../support/test-server';

let server: TestServer;
let token: string;
const log = captureLog();

/**
 * Caps the database at its current size and fills its free pages with ballast: the next page a
 * write needs is refused with SQLITE_FULL, as on a full disk, without filling the machine's.
 */
async function fillDisk(): Promise<void> {
  await sql`create table if not exists test_ballast (bytes blob)`.execute(server.app.db);
  const pages = await sql<{ pageCount: number }>`pragma page_count`.execute(server.app.db);
  await sql.raw(`pragma max_page_count = ${Number(pages.rows[0].pageCount) + 2}`).execute(server.app.db);
  for (const size of [100_000, 10_000, 1_000, 100, 10]) {
    for (let tries = 0; tries < 200; tries += 1) {
      try {
        await sql`insert into test_ballast (bytes) values (zeroblob(${size}))`.execute(server.app.db);
      } catch {
        break;
      }
    }
  }
}
async function freeDisk(): Promise<void> {
  await sql.raw('pragma max_page_count = 1073741823').execute(server.app.db);
  await sql`drop table if exists test_ballast`.execute(server.app.db);
}

const bigDepartment = (name: string) => ({ departName: name, memo: '备注'.repeat(200) });

beforeAll(async () => {
  server = await startServer({}, { logger: { level: 'info', stream: log.stream } });
  token = await server.login('admin');
});
afterAll(() => server.close());

describe('a full disk', () => {
  it('answers a write with a clear message, logs SQLite\'s own error, and writes again once there is space', async () => {
    await fillDisk();
    try {
      // Rows fit in the free room of existing pages until one needs a new page.
      let refused;
      for (let tries = 0; tries < 100 && !refused; tries += 1) {
        const response = await server.call({ method: 'POST', url: '/sys/sysDepart/add', token, payload: bigDepartment(`磁盘满时的部门${tries}`) });
        if (!response.json<Answer>().success) refused = response;
      }
      expect(refused?.statusCode, refused?.body).toBe(503);
      expect(refused?.json<Answer>().message).toBe(httpMessages.diskFull);
      expect(log.raw()).toContain('SQLITE_FULL');
      expect(log.raw()).not.toContain('cannot rollback');
    } finally {
      await freeDisk();
    }
    const accepted = await server.call({ method: 'POST', url: '/sys/sysDepart/add', token, payload: bigDepartment('有空间后的部门') });
    expect(accepted.json<Answer>().success).toBe(true);
  });

  it('still lets a user sign in, or says why not', async () => {
    await fillDisk();
    try {
      const response = await server.call({ method: 'POST', url: '/sys/login', payload: { username: 'admin', password: (await import('../support/test-server')).ADMIN_PASSWORD } });
      const answer = response.json<Answer>();
      if (!answer.success) expect(answer.message).toBe(httpMessages.diskFull);
      else expect(answer.code).toBe(200);
      // Reads go on.
      expect((await server.call({ method: 'GET', url: '/sys/user/list', token })).json<Answer>().success).toBe(true);
    } finally {
      await freeDisk();
    }
  });
});

describe('an unusable data directory', () => {
  const start = (dataDir: string) =>
    spawnSync('npx', ['tsx', 'server/main.ts'], { env: { ...process.env, FARM_DATA_DIR: dataDir, PORT: '0' }, encoding: 'utf8', timeout: 60_000 });

  it('stops the start with one line naming the path and the reason', () => {
    const parent = freshDataDir();
    const file = path.join(parent, 'not-a-directory');
    writeFileSync(file, '');
    const result = start(path.join(file, 'data'));
    expect(result.status).toBe(1);
    rmSync(parent, { recursive: true, force: true });
    expect(result.stderr.trim()).toBe(`Cannot use the data directory ${path.join(file, 'data')}: a part of the path is a file, not a directory (ENOTDIR)`);
  }, 70_000);

  it('names a database file that cannot be opened', () => {
    const dataDir = freshDataDir();
    mkdirSync(path.join(dataDir, 'farm.sqlite'));
    const result = start(dataDir);
    expect(result.status).toBe(1);
    rmSync(dataDir, { recursive: true, force: true });
    expect(result.stderr.trim()).toBe(`Cannot use the data directory ${dataDir}: the database file cannot be opened (SQLITE_CANTOPEN)`);
  }, 70_000);
});
