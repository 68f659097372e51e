import { describe, expect, it } from 'vitest';
import { menuToRoutes, routeByName, trimMatches, type MenuRouteOptions } from '../../../console/session/menu-routes';
import type { MenuNode } from '../../../console/session/menu-types';

const noFill: MenuRouteOptions = { permissions: [], fillUrl: (url) => url };

const page = (path: string, component: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  path,
  name: path.slice(1).replaceAll('/', '-'),
  component,
  route: '1',
  meta: { title: path },
  ...extra,
});

const paths = (menu: MenuNode[], options = noFill) => menuToRoutes(menu, options).map((route) => route.path);

describe('every registered menu entry becomes a route at its absolute path', () => {
  it('flattens nested entries and keeps the menu order', () => {
    const menu = [
      page('/dashboard/analysis', 'dashboard/Analysis'),
      page('/system', 'layouts/RouteView', {
        children: [page('/system/user', 'system/UserList'), page('/system/role', 'system/RoleList')],
      }),
    ];
    expect(paths(menu)).toEqual(['/dashboard/analysis', '/system', '/system/user', '/system/role']);
  });

  it('joins a relative child path to its parent', () => {
    const menu = [page('/system', 'layouts/RouteView', { children: [page('user', 'system/UserList')] })];
    expect(paths(menu)).toEqual(['/system', '/system/user']);
  });

  it('records the entries above each route for the breadcrumb', () => {
    const menu = [
      page('/system', 'layouts/RouteView', {
        meta: { title: '系统管理' },
        children: [page('/system/user', 'system/UserList', { meta: { title: '用户管理' } })],
      }),
    ];
    const user = menuToRoutes(menu, noFill)[1];
    expect(user.ancestors).toEqual([{ path: '/system', title: '系统管理' }]);
    expect(user.meta.title).toBe('用户管理');
  });
});

describe("entries whose route flag is the string '0' are not registered", () => {
  it('leaves out the entry and everything below it', () => {
    const menu = [
      page('/map/dataScreen', 'layouts/BlankLayout', { route: '0' }),
      page('/hidden-tree', 'layouts/RouteView', { route: '0', children: [page('/hidden-tree/a', 'system/UserList')] }),
      page('/system/user', 'system/UserList', { route: 1 as unknown as string }),
    ];
    expect(paths(menu)).toEqual(['/system/user']);
  });
});

describe('containers redirect; always-show entries redirect to their own path', () => {
  it('sends a container to its redirect, else to its first entry', () => {
    const menu = [
      page('/dashboard', 'layouts/RouteView', {
        redirect: '/dashboard/workplace',
        children: [
          page('/dashboard/monitor', 'dashboard/Monitor'),
          page('/dashboard/workplace', 'dashboard/Workplace'),
        ],
      }),
      page('/system', 'layouts/RouteView', { children: [page('/system/user', 'system/UserList')] }),
    ];
    const routes = menuToRoutes(menu, noFill);
    expect(routes.find((route) => route.path === '/dashboard')?.redirect).toBe('/dashboard/workplace');
    expect(routes.find((route) => route.path === '/system')?.redirect).toBe('/system/user');
    expect(routes.find((route) => route.path === '/system/user')?.redirect).toBeNull();
  });

  it('gives an always-show entry its own path as redirect, whatever the menu says', () => {
    const menu = [
      page('/report', 'layouts/RouteView', {
        alwaysShow: true,
        redirect: '/report/a',
        children: [page('/report/a', 'system/LogList')],
      }),
    ];
    expect(menuToRoutes(menu, noFill)[0].redirect).toBe('/report');
  });
});

describe('routes carry the meta the shell needs', () => {
  it('keeps keepAlive, componentName, the external flag and the button list', () => {
    const buttons = [{ action: 'user:add', type: '1', describe: '添加' }];
    const menu = [
      page('/system/user', 'system/UserList', {
        hidden: true,
        meta: {
          title: '用户管理',
          keepAlive: true,
          componentName: 'UserList',
          internalOrExternal: false,
          permissionList: buttons,
        },
      }),
    ];
    const [route] = menuToRoutes(menu, noFill);
    expect(route).toMatchObject({ hidden: true, component: 'system/UserList', name: 'system-user' });
    expect(route.meta).toMatchObject({
      keepAlive: true,
      componentName: 'UserList',
      internalOrExternal: false,
      permissionList: buttons,
    });
  });

  it('fills the url placeholders through the given filler', () => {
    const menu = [
      page('/report/x', 'layouts/IframePageView', {
        meta: { title: 'x', url: 'https://reports.example/{{username}}' },
      }),
    ];
    const [route] = menuToRoutes(menu, { permissions: [], fillUrl: (url) => url.replace('{{username}}', 'admin') });
    expect(route.meta.url).toBe('https://reports.example/admin');
  });

  it('finds a route by its JeecgBoot name', () => {
    const routes = menuToRoutes([page('/account/center', 'account/center', { name: 'account-center' })], noFill);
    expect(routeByName(routes, 'account-center')?.path).toBe('/account/center');
    expect(routeByName(routes, 'nothing')).toBeUndefined();
  });
});

describe('menu routes are filtered by the user permissions', () => {
  it('keeps a route with meta.permission only when one of the user codes matches', () => {
    const menu = [
      page('/system/user', 'system/UserList', { meta: { title: 'u', permission: ['user:list'] } }),
      page('/system/role', 'system/RoleList', { meta: { title: 'r', permission: ['role:list'] } }),
      page('/dashboard/analysis', 'dashboard/Analysis'),
    ];
    expect(paths(menu, { ...noFill, permissions: ['user:list'] })).toEqual(['/system/user', '/dashboard/analysis']);
  });
});

describe('route matches deeper than 3 levels are trimmed', () => {
  it('keeps the first two levels and the page', () => {
    expect(trimMatches(['root', 'a', 'b', 'page'])).toEqual(['root', 'a', 'page']);
    expect(trimMatches(['root', 'a', 'b', 'c', 'page'])).toEqual(['root', 'a', 'page']);
  });

  it('leaves three levels or fewer alone', () => {
    expect(trimMatches(['root', 'a', 'page'])).toEqual(['root', 'a', 'page']);
    expect(trimMatches(['root'])).toEqual(['root']);
  });
});
