import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '../../server/modules/auth';
import { startServer, type Answer, type TestServer } from './support/test-server';

// Issue 26, point 1: the menu answer in the shape the stock JeecgBoot Vue 2 client opens. That
// client registers a route for every node whose `route` is not '0' (utils/util.js
// generateChildRouters) and links a route '0' node by its path (components/menu/index.js); its
// online pages read the form or report code from `$route.params.code`. So, as JeecgBoot seeds
// them: hidden parametrised routes under 在线开发, the online pages themselves route '0'.

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const username of ['admin', 'operator', 'zhangsan', 'wujiu']) tokens[username] = await server.login(username);
});
afterAll(() => server.close());

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

async function menuOf(username: string): Promise<MenuNode[]> {
  const response = await server.call({
    method: 'GET',
    url: '/sys/permission/getUserPermissionByToken?_t=1726800000',
    token: tokens[username],
    headers: { 'tenant-id': '0' },
  });
  return flatten(response.json<Answer<{ menu: MenuNode[] }>>().result.menu);
}

const PARAMETRISED = [
  ['/online/cgformList/:code', 'modules/online/cgform/auto/OnlCgformAutoList', 'AUTO在线表单'],
  ['/online/cgformTreeList/:code', 'modules/online/cgform/auto/OnlCgformTreeList', 'AUTO树表单列表'],
  ['/online/cgformErpList/:code', 'modules/online/cgform/auto/erp/OnlCgformErpList', 'AUTO在线表单ERP'],
  ['/online/cgformTabList/:code', 'modules/online/cgform/auto/tab/OnlCgformTabList', 'AUTO在线表单TAB'],
  [
    '/online/cgformInnerTableList/:code',
    'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
    'AUTO在线内嵌子表',
  ],
  ['/online/cgreport/:code', 'modules/online/cgreport/auto/OnlCgreportAutoList', 'AUTO在线报表'],
] as const;

describe('the hidden parametrised routes of the online pages', () => {
  it('come as JeecgBoot seeds them: hidden routes under a hidden 在线开发, named from the url', async () => {
    const nodes = await menuOf('admin');
    for (const [path, component, title] of PARAMETRISED) {
      const node = nodes.find((candidate) => candidate.path === path);
      expect(node, path).toMatchObject({ component, hidden: true, route: '1', meta: { title } });
    }
    expect(nodes.find((node) => node.path === '/online/cgformList/:code')?.name).toBe('online-cgformList-@code');
    expect(nodes.find((node) => node.path === '/online/cgreport/:code')).toMatchObject({
      name: 'onlineAutoList',
      meta: { componentName: 'onlineAutoList' },
    });
    expect(nodes.find((node) => node.path === '/online')).toMatchObject({
      hidden: true,
      component: 'layouts/RouteView',
    });
  });

  it('reach every role that holds an online page, and no other', async () => {
    for (const username of ['operator', 'zhangsan']) {
      const paths = (await menuOf(username)).map((node) => node.path);
      expect(paths, username).toEqual(expect.arrayContaining(PARAMETRISED.map(([path]) => path)));
    }
    expect((await menuOf('wujiu')).some((node) => node.path.startsWith('/online'))).toBe(false);
  });
});

describe('a role made later, granted an online page without its hidden route', () => {
  it('still gets the route that draws the page (JeecgBoot would leave the page unopenable), and only that kind', async () => {
    const db = server.app.db;
    const page = await db
      .selectFrom('sys_permission')
      .select(['id', 'parentId'])
      .where('url', '=', '/online/cgformList/farm_asset')
      .executeTakeFirstOrThrow();
    const wujiu = await db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'wujiu')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sys_role')
      .values({
        id: 'role-late-assets',
        roleName: '后来的资产角色',
        roleCode: 'late_assets',
        description: null,
        createTime: '2026-11-27 10:00:00',
      })
      .execute();
    const grants = [page.id, page.parentId].filter((id): id is string => Boolean(id));
    await db
      .insertInto('sys_role_permission')
      .values(
        grants.map((permissionId, index) => ({
          id: `late-grant-${index}`,
          roleId: 'role-late-assets',
          permissionId,
          dataRuleIds: null,
        })),
      )
      .execute();
    await db
      .insertInto('sys_user_role')
      .values({ id: 'late-user-role', userId: wujiu.id, roleId: 'role-late-assets' })
      .execute();
    tokens.wujiu = await server.login('wujiu');

    const paths = (await menuOf('wujiu')).map((node) => node.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/online/cgformList/farm_asset', '/online/cgformList/:code', '/online']),
    );
    expect(paths).not.toContain('/online/cgreport/:code');
    expect(paths).not.toContain('/online/cgformInnerTableList/:code');
  });
});

describe('the farm business pages', () => {
  it('are route 0, opened by path, keeping their component, title and buttons', async () => {
    const nodes = await menuOf('admin');
    const pages: readonly (readonly [string, string])[] = [
      ['/online/cgformList/farm_order', 'modules/online/cgform/auto/OnlCgformAutoList'],
      ['/online/cgformTreeList/farm_machine_type', 'modules/online/cgform/auto/OnlCgformTreeList'],
      ['/online/cgformErpList/farm_meeting_main', 'modules/online/cgform/auto/erp/OnlCgformErpList'],
      ['/online/cgformTabList/farm_topic', 'modules/online/cgform/auto/tab/OnlCgformTabList'],
      ['/online/cgformInnerTableList/farm_repair', 'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList'],
      ['/online/cgreport/farm_order_stat', 'modules/online/cgreport/auto/OnlCgreportAutoList'],
    ];
    for (const [path, component] of pages) {
      expect(
        nodes.find((node) => node.path === path),
        path,
      ).toMatchObject({ component, route: '0' });
      expect(nodes.find((node) => node.path === path)?.hidden).toBeUndefined();
    }
    const orders = nodes.find((node) => node.path === '/online/cgformList/farm_order');
    expect(orders?.meta.title).toBe('农机订单');
    expect(orders?.meta.permissionList?.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['farm_order:add', 'farm_order:list']),
    );
  });

  it('leave every other page a route of its own', async () => {
    const nodes = await menuOf('admin');
    const opened = nodes.filter((node) => node.route === '0').map((node) => node.component);
    expect(new Set(opened)).toEqual(new Set(PARAMETRISED.map(([, component]) => component)));
  });
});

describe('the account pages and the data screens', () => {
  it("name the account pages by the stock client's components, under the route names its header opens", async () => {
    const nodes = await menuOf('wujiu');
    expect(nodes.find((node) => node.path === '/account/center')).toMatchObject({
      name: 'account-center',
      component: 'account/center/Index',
      route: '1',
    });
    expect(nodes.find((node) => node.path === '/account/settings/base')).toMatchObject({
      name: 'account-settings-base',
      component: 'account/settings/Index',
      route: '1',
    });
  });

  it("give the data screens as external pages on the API server, opened outside, as JeecgBoot's big screens", async () => {
    const nodes = await menuOf('admin');
    for (const [title, screen] of [
      ['地图数据大屏', 'map'],
      ['产量数据大屏', 'yield'],
    ]) {
      const url = `{{ window._CONFIG['domianURL'] }}/bigScreen/${screen}`;
      expect(
        nodes.find((node) => node.meta.title === title),
        title,
      ).toMatchObject({
        path: createHash('md5').update(url).digest('hex'),
        component: 'layouts/IframePageView',
        route: '1',
        meta: { url, internalOrExternal: true },
      });
    }
  });

  it('keep the yield data buttons under the yield data screen', async () => {
    const screen = (await menuOf('admin')).find((node) => node.meta.title === '产量数据大屏');
    expect(screen?.meta.permissionList?.map((entry) => entry.action)).toContain('farm_yield_data:list');
  });
});
