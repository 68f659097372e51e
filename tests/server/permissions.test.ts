import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages, systemMessages } from '../../server/messages';
import type { MenuNode } from '../../server/modules/auth';
import { expectNoSecrets, startServer, type Answer, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const username of ['admin', 'operator', 'wujiu']) tokens[username] = await server.login(username);
});
afterAll(() => server.close());

interface PermissionAnswer {
  menu: MenuNode[];
  auth: { action: string; type: string; describe: string }[];
  allAuth: { action: string; status: string; type: string; describe: string }[];
  sysSafeMode: boolean;
  deniedRoutes: string[];
}

async function permissionsOf(username: string): Promise<PermissionAnswer> {
  const response = await server.call({
    method: 'GET',
    url: '/sys/permission/getUserPermissionByToken',
    token: tokens[username],
  });
  expectNoSecrets(response.body);
  return response.json<Answer<PermissionAnswer>>().result;
}

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const actions = (entries: { action: string }[]) => entries.map((entry) => entry.action);

describe('permissions by token: the menu', () => {
  it('gives the admin every module, in the JeecgBoot menu-node shape', async () => {
    const { menu, sysSafeMode } = await permissionsOf('admin');
    expect(menu.map((node) => node.meta.title)).toEqual([
      '首页',
      '仪表盘',
      '农机服务',
      '运营配置',
      '会议管理',
      '地图与统计',
      '产量数据',
      '物联网',
      '系统管理',
      '系统监控',
      '个人页',
      '异常页',
      '结果页',
      '在线开发',
    ]);
    // 在线开发 holds only the hidden parametrised routes of the online pages: hidden itself.
    expect(menu.at(-1)).toMatchObject({ path: '/online', hidden: true });
    const users = flatten(menu).find((node) => node.path === '/isystem/user');
    expect(users).toMatchObject({
      name: 'isystem-user',
      component: 'system/UserList',
      route: '1',
      meta: { title: '用户管理', keepAlive: false, internalOrExternal: false, componentName: 'UserList' },
    });
    expect(users?.meta.permissionList?.map((p) => p.action)).toContain('user:add');
    expect(sysSafeMode).toBe(false);
  });

  it('names the business pages by their online component and puts the form code last in the path', async () => {
    const nodes = flatten((await permissionsOf('admin')).menu);
    expect(nodes.find((node) => node.path === '/online/cgformList/farm_order')?.component).toBe(
      'modules/online/cgform/auto/OnlCgformAutoList',
    );
    expect(nodes.find((node) => node.path === '/online/cgreport/farm_order_stat')?.component).toBe(
      'modules/online/cgreport/auto/OnlCgreportAutoList',
    );
  });

  it('marks hidden pages and pages that are not routes', async () => {
    const nodes = flatten((await permissionsOf('admin')).menu);
    expect(nodes.find((node) => node.path === '/isystem/dictItem')?.hidden).toBe(true);
    // The online pages are opened by path (through the hidden parametrised routes).
    expect(nodes.find((node) => node.path === '/online/cgformList/farm_order')?.route).toBe('0');
  });

  it('gives the header menu its account pages by route name', async () => {
    const names = flatten((await permissionsOf('wujiu')).menu).map((node) => node.name);
    expect(names).toEqual(expect.arrayContaining(['account-center', 'account-settings-base']));
  });

  it('shows a guest only what the guest role grants', async () => {
    const { menu, auth } = await permissionsOf('wujiu');
    expect(menu.map((node) => node.meta.title)).toEqual(['首页', '个人页']);
    expect(auth).toEqual([]);
  });
});

describe('permissions by token: the pages a user is denied', () => {
  it('names the route paths of pages that exist but are not granted, so the console answers 403 rather than 404', async () => {
    const admin = await permissionsOf('admin');
    const operator = await permissionsOf('operator');
    const guest = await permissionsOf('wujiu');
    const routePaths = (menu: MenuNode[]) => flatten(menu).map((node) => node.path);
    expect(operator.deniedRoutes).toContain('/isystem/role');
    expect(guest.deniedRoutes).toEqual(
      expect.arrayContaining([
        '/isystem/role',
        '/isystem/user',
        '/online/cgformList/farm_order',
        '/online/cgformList/:code',
      ]),
    );
    for (const answer of [admin, operator, guest]) {
      for (const path of routePaths(answer.menu)) expect(answer.deniedRoutes).not.toContain(path);
      expect(answer.deniedRoutes.every((path) => path.startsWith('/') && !path.startsWith('//'))).toBe(true);
    }
    expect(admin.deniedRoutes.length).toBeLessThan(operator.deniedRoutes.length);
  });
});

describe('permissions by token: the button rules', () => {
  it('lists what the user holds in auth and every rule in allAuth', async () => {
    const admin = await permissionsOf('admin');
    const operator = await permissionsOf('operator');
    expect(actions(admin.auth)).toContain('user:add');
    expect(actions(operator.auth)).toContain('user:edit');
    expect(actions(operator.auth)).not.toContain('user:add');
    expect(operator.allAuth).toContainEqual({ action: 'user:add', status: '1', type: '1', describe: '添加' });
    expect(operator.allAuth).toContainEqual({
      action: 'user:form:phone',
      status: '1',
      type: '2',
      describe: '编辑手机号',
    });
    expect(operator.allAuth.length).toBe(admin.allAuth.length);
  });
});

describe('a route that declares a button permission', () => {
  const newUser = {
    username: 'farmhand_01',
    realname: '新机手',
    password: 'Tractor-2024',
    confirmpassword: 'Tractor-2024',
    selectedroles: 'role-guest',
    selecteddeparts: 'dep-hlj-harbin',
  };

  it('answers code 510 (HTTP 200) to a user whose roles do not grant it, and changes nothing', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/sys/user/add',
      token: tokens.operator,
      payload: newUser,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, code: 510, message: httpMessages.noAuthorisation });
    const list = await server.call({ method: 'GET', url: '/sys/user/list?username=farmhand_01', token: tokens.admin });
    expect(list.json<Answer<{ total: number }>>().result.total).toBe(0);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call({ method: 'POST', url: '/sys/user/add', payload: newUser })).statusCode).toBe(401);
  });

  it('serves a user whose roles grant it', async () => {
    const answer = (
      await server.call({ method: 'POST', url: '/sys/user/add', token: tokens.admin, payload: newUser })
    ).json<Answer>();
    expect(answer).toMatchObject({ success: true, message: systemMessages.addSucceeded });
    const list = await server.call({ method: 'GET', url: '/sys/user/list?username=farmhand_01', token: tokens.admin });
    expectNoSecrets(list.body);
    expect(list.json<Answer<{ records: { orgCode: string; orgCodeTxt: string }[] }>>().result.records).toEqual([
      expect.objectContaining({ orgCode: 'A01A06A01', orgCodeTxt: '哈尔滨服务站' }),
    ]);
    await expect(server.login('farmhand_01', 'Tractor-2024')).resolves.toEqual(expect.any(String));
  });

  it('still refuses a taken username', async () => {
    const answer = (
      await server.call({
        method: 'POST',
        url: '/sys/user/add',
        token: tokens.admin,
        payload: { ...newUser, username: 'lisi' },
      })
    ).json<Answer>();
    expect(answer).toMatchObject({ success: false, message: systemMessages.usernameTaken });
  });
});
