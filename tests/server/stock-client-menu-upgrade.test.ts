import { cpSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { MenuNode } from '../../server/modules/auth';
import { freshDataDir, startServer, type Answer, type TestServer } from './support/test-server';

// Issue 26: a database an earlier version seeded gets the stock client's menu shape on its next
// start (upgrade-stock-client-menus) and the quartz_status dictionary (upgrade-quartz-status),
// with the grants a first start gives; a custom role holding an online page gets the route it
// needs; a menu an administrator changed is left alone; a database seeded today is untouched.

const dataDir = freshDataDir();
cpSync(inject('seededTemplateDir'), dataDir, { recursive: true });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const ONLINE_ROUTES = [
  '/online/cgformList/:code',
  '/online/cgformTreeList/:code',
  '/online/cgformErpList/:code',
  '/online/cgformTabList/:code',
  '/online/cgformInnerTableList/:code',
  '/online/cgreport/:code',
];
const UPGRADES = ['upgrade-stock-client-menus', 'upgrade-quartz-status'];
const CUSTOM_ROLE = 'role-custom-orders';

/** What a client is given, reduced to what the upgrade changes. */
async function menuShape(server: TestServer, username: string) {
  const token = await server.login(username);
  const response = await server.call({ method: 'GET', url: '/sys/permission/getUserPermissionByToken', token });
  const { menu, auth } = response.json<Answer<{ menu: MenuNode[]; auth: { action: string }[] }>>().result;
  return {
    nodes: flatten(menu)
      .map(
        (node) =>
          `${node.meta.title} ${node.path} ${node.component} route=${node.route} hidden=${Boolean(node.hidden)} url=${node.meta.url ?? ''} outside=${node.meta.internalOrExternal}`,
      )
      .sort(),
    actions: auth.map((entry) => entry.action).sort(),
  };
}

async function quartzStatus(server: TestServer) {
  const token = await server.login('admin');
  const response = await server.call({ method: 'GET', url: '/sys/dict/getDictItems/quartz_status', token });
  return response.json<Answer<{ value: string; text: string }[]>>().result.map((item) => [item.value, item.text]);
}

type MenuShape = Awaited<ReturnType<typeof menuShape>>;
/** The shape without 积分设置, which the administrator changed (administratorChanges). */
const unedited = (shape: MenuShape): MenuShape => ({
  ...shape,
  nodes: shape.nodes.filter((node) => !node.startsWith('积分设置 ')),
});

/** Puts the database back to what an earlier version seeded, and forgets that the upgrades ran. */
async function asSeededBefore(server: TestServer): Promise<void> {
  const db = server.app.db;
  const online = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('url', '=', '/online')
    .executeTakeFirstOrThrow();
  const routes = (await db.selectFrom('sys_permission').select('id').where('parentId', '=', online.id).execute()).map(
    (row) => row.id,
  );
  await db
    .deleteFrom('sys_role_permission')
    .where('permissionId', 'in', [online.id, ...routes])
    .execute();
  await db
    .deleteFrom('sys_permission')
    .where('id', 'in', [online.id, ...routes])
    .execute();
  await db
    .updateTable('sys_permission')
    .set({ isRoute: 1 })
    .where('url', 'like', '/online/%')
    .where('menuType', '!=', 2)
    .execute();
  await db
    .updateTable('sys_permission')
    .set({ component: 'account/center' })
    .where('component', '=', 'account/center/Index')
    .execute();
  await db
    .updateTable('sys_permission')
    .set({ component: 'account/settings' })
    .where('component', '=', 'account/settings/Index')
    .execute();
  for (const screen of ['map', 'yield']) {
    await db
      .updateTable('sys_permission')
      .set({ url: `/${screen}/dataScreen`, component: 'layouts/BlankLayout', isRoute: 0, internalOrExternal: 0 })
      .where('url', '=', `{{ window._CONFIG['domianURL'] }}/bigScreen/${screen}`)
      .execute();
  }
  const dict = await db
    .selectFrom('sys_dict')
    .select('id')
    .where('dictCode', '=', 'quartz_status')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('sys_dict_item').where('dictId', '=', dict.id).execute();
  await db.deleteFrom('sys_dict').where('id', '=', dict.id).execute();
  await db.deleteFrom('farm_seed').where('name', 'in', UPGRADES).execute();
}

/** An administrator's role holding 农机订单 only, given to wujiu, and an edited 积分设置 entry. */
async function administratorChanges(server: TestServer): Promise<void> {
  const db = server.app.db;
  const orders = await db
    .selectFrom('sys_permission')
    .select('id')
    .where('url', '=', '/online/cgformList/farm_order')
    .executeTakeFirstOrThrow();
  const farm = await db.selectFrom('sys_permission').select('id').where('url', '=', '/farm').executeTakeFirstOrThrow();
  await db
    .insertInto('sys_role')
    .values({
      id: CUSTOM_ROLE,
      roleCode: 'custom_orders',
      roleName: '订单查看',
      description: null,
      createBy: 'admin',
      createTime: '2024-09-20 10:00:00',
      updateBy: null,
      updateTime: null,
    })
    .execute();
  await db
    .insertInto('sys_role_permission')
    .values(
      // Ids within the column's 32 characters (PostgreSQL holds a varchar to its length).
      [farm.id, orders.id].map((permissionId, index) => ({
        id: `rp-custom-${index}`,
        roleId: CUSTOM_ROLE,
        permissionId,
        dataRuleIds: null,
      })),
    )
    .execute();
  await db
    .insertInto('sys_user_role')
    .values({ id: 'ur-custom-wujiu', userId: 'user-wujiu', roleId: CUSTOM_ROLE })
    .execute();
  // The administrator made 积分设置 a page of its own: a route, under another component.
  await db
    .updateTable('sys_permission')
    .set({ component: 'system/CustomIntegralList' })
    .where('url', '=', '/online/cgformList/farm_integral')
    .execute();
}

describe('the stock-client menu upgrade', () => {
  let fresh: { rows: number; admin: MenuShape; operator: MenuShape; zhangsan: MenuShape };

  it('adds nothing to a database seeded today', async () => {
    const server = await startServer({}, { dataDir });
    fresh = {
      rows: (await server.app.db.selectFrom('sys_permission').select('id').execute()).length,
      admin: await menuShape(server, 'admin'),
      operator: await menuShape(server, 'operator'),
      zhangsan: await menuShape(server, 'zhangsan'),
    };
    expect(fresh.admin.nodes.some((node) => node.includes('/online/cgformList/:code'))).toBe(true);
    await asSeededBefore(server);
    await administratorChanges(server);
    const before = await menuShape(server, 'admin');
    expect(before.nodes.some((node) => node.includes(':code'))).toBe(false);
    expect(before.nodes).toContain(
      '农机订单 /online/cgformList/farm_order modules/online/cgform/auto/OnlCgformAutoList route=1 hidden=false url= outside=false',
    );
    expect(await quartzStatus(server)).toEqual([]);
    await server.close();
  });

  it('brings an earlier database the menu a first start gives, with its grants', async () => {
    const server = await startServer({}, { dataDir });
    const admin = await menuShape(server, 'admin');
    const edited =
      '积分设置 /online/cgformList/farm_integral system/CustomIntegralList route=1 hidden=false url= outside=false';
    expect(admin.nodes).toContain(edited);
    expect(unedited(admin)).toEqual(unedited(fresh.admin));
    expect(unedited(await menuShape(server, 'operator'))).toEqual(unedited(fresh.operator));
    expect(await menuShape(server, 'zhangsan')).toEqual(fresh.zhangsan);
    expect((await server.app.db.selectFrom('sys_permission').select('id').execute()).length).toBe(fresh.rows);
    expect(await quartzStatus(server)).toEqual([
      ['0', '正常'],
      ['-1', '停止'],
    ]);
    await server.close();
  });

  it('gives a custom role holding an online page the parametrised route of its kind', async () => {
    const server = await startServer({}, { dataDir });
    const granted = await server.app.db
      .selectFrom('sys_role_permission as rp')
      .innerJoin('sys_permission as p', 'p.id', 'rp.permissionId')
      .select('p.url')
      .where('rp.roleId', '=', CUSTOM_ROLE)
      .execute();
    expect(granted.map((row) => row.url).sort()).toEqual(
      ['/farm', '/online', '/online/cgformList/:code', '/online/cgformList/farm_order'].sort(),
    );
    const { nodes } = await menuShape(server, 'wujiu');
    expect(nodes).toContain(
      '农机订单 /online/cgformList/farm_order modules/online/cgform/auto/OnlCgformAutoList route=0 hidden=false url= outside=false',
    );
    expect(nodes.filter((node) => ONLINE_ROUTES.some((path) => node.includes(` ${path} `)))).toHaveLength(1);
    await server.close();
  });

  it('runs once: a third start changes nothing', async () => {
    const server = await startServer({}, { dataDir });
    expect((await server.app.db.selectFrom('sys_permission').select('id').execute()).length).toBe(fresh.rows);
    expect(unedited(await menuShape(server, 'operator'))).toEqual(unedited(fresh.operator));
    await server.close();
  });
});
