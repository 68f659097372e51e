import { cpSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { MenuNode } from '../../server/modules/auth';
import { freshDataDir, startServer, type Answer, type TestServer } from './support/test-server';

// A database seeded before 产量上报 and 产量统计 existed gets them, with their buttons and the
// grants of a first start, when the upgrade seed runs on the next start; a fresh one is untouched.

const YIELD_PAGES = ['/online/cgformList/farm_yield_data', '/online/cgreport/farm_yield_stat'];

const dataDir = freshDataDir();
cpSync(inject('seededTemplateDir'), dataDir, { recursive: true });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface PermissionAnswer {
  menu: MenuNode[];
  auth: { action: string }[];
}

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

async function seen(server: TestServer, username: string) {
  const token = await server.login(username);
  const response = await server.call({ method: 'GET', url: '/sys/permission/getUserPermissionByToken', token });
  const { menu, auth } = response.json<Answer<PermissionAnswer>>().result;
  return { paths: flatten(menu).map((node) => node.path), actions: auth.map((entry) => entry.action) };
}

async function permissionRows(server: TestServer) {
  return server.app.db.selectFrom('sys_permission').select(['id', 'url', 'perms', 'parentId']).execute();
}

/** Takes the yield pages, their buttons and grants out, and forgets the upgrade ran: a database of before. */
async function asSeededBefore(server: TestServer): Promise<void> {
  const db = server.app.db;
  const pages = (await db.selectFrom('sys_permission').select('id').where('url', 'in', YIELD_PAGES).execute()).map(
    (row) => row.id,
  );
  const gone = [
    ...pages,
    ...(await db.selectFrom('sys_permission').select('id').where('parentId', 'in', pages).execute()).map(
      (row) => row.id,
    ),
  ];
  await db.deleteFrom('sys_role_permission').where('permissionId', 'in', gone).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', gone).execute();
  await db.deleteFrom('farm_seed').where('name', 'like', 'upgrade-%').execute();
}

describe('the upgrade seeds', () => {
  let fresh: { rows: number; admin: Awaited<ReturnType<typeof seen>>; operator: Awaited<ReturnType<typeof seen>> };

  it('add nothing to a database seeded today', async () => {
    const server = await startServer({}, { dataDir });
    const admin = await seen(server, 'admin');
    expect(admin.paths).toEqual(expect.arrayContaining(YIELD_PAGES));
    expect(admin.actions).toEqual(expect.arrayContaining(['online_report:farm_yield_stat', 'farm_yield_data:add']));
    fresh = { rows: (await permissionRows(server)).length, admin, operator: await seen(server, 'operator') };
    await asSeededBefore(server);
    expect((await seen(server, 'admin')).paths).not.toEqual(expect.arrayContaining([YIELD_PAGES[1]]));
    await server.close();
  });

  it('bring an older database the yield pages, their buttons and the grants a first start gives', async () => {
    const server = await startServer({}, { dataDir });
    const admin = await seen(server, 'admin');
    expect(admin.paths).toEqual(expect.arrayContaining(YIELD_PAGES));
    expect([...admin.actions].sort()).toEqual([...fresh.admin.actions].sort());
    expect((await permissionRows(server)).length).toBe(fresh.rows);
    // The operator's grants cover 产量数据 and everything below it; a repair manager's do not.
    const operator = await seen(server, 'operator');
    expect(operator.paths).toEqual(expect.arrayContaining(YIELD_PAGES));
    expect([...operator.actions].sort()).toEqual([...fresh.operator.actions].sort());
    expect(operator.actions).toContain('online_report:farm_yield_stat');
    expect((await seen(server, 'zhangsan')).paths).not.toContain(YIELD_PAGES[1]);
    const statistics = (await permissionRows(server)).find((row) => row.url === YIELD_PAGES[1])!;
    const yieldMenu = (await permissionRows(server)).find((row) => row.url === '/yield')!;
    expect(statistics.parentId).toBe(yieldMenu.id);
    await server.close();
  });

  it('run once: a third start adds nothing', async () => {
    const server = await startServer({}, { dataDir });
    expect((await permissionRows(server)).length).toBe(fresh.rows);
    await server.close();
  });
});
