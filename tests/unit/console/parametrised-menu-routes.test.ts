import { describe, expect, it } from 'vitest';
import { matchesRoutePath, menuToRoutes, type MenuRouteOptions } from '../../../console/session/menu-routes';
import type { MenuNode } from '../../../console/session/menu-types';
import { findRoute } from '../../../console/shell/page/use-current-route';
import { onlineCode } from '../../../console/pages/online-components';

// Issue 26: JeecgBoot seeds its online pages as route '0' entries, opened by path through hidden
// parametrised routes (`/online/cgformList/:code`). The console reads that shape and the literal
// one (a route of its own at `/online/cgformList/farm_order`) alike.

const noFill: MenuRouteOptions = { permissions: [], fillUrl: (url) => url };
const LIST = 'modules/online/cgform/auto/OnlCgformAutoList';
const TREE = 'modules/online/cgform/auto/OnlCgformTreeList';
const buttons = [{ action: 'farm_order:add', type: '1', describe: '添加' }];

const node = (path: string, component: string, title: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  path,
  name: path.slice(1).replaceAll('/', '-').replaceAll(':', '@'),
  component,
  route: '1',
  meta: { title },
  ...extra,
});

const jeecgShape: MenuNode[] = [
  node('/farm', 'layouts/RouteView', '农机服务', {
    children: [
      node('/online/cgformList/farm_order', LIST, '农机订单', {
        route: '0',
        meta: { title: '农机订单', permissionList: buttons },
      }),
      node('/online/cgformTreeList/farm_machine_type', TREE, '农机分类', { route: '0' }),
      node('/map/dataScreen', 'layouts/BlankLayout', '地图数据大屏', { route: '0' }),
    ],
  }),
  node('/online', 'layouts/RouteView', '在线开发', {
    hidden: true,
    children: [
      node('/online/cgformList/:code', LIST, 'AUTO在线表单', { hidden: true }),
      node('/online/cgformTreeList/:code', TREE, 'AUTO树表单列表', { hidden: true }),
    ],
  }),
];

describe('route paths with parameters', () => {
  it('match a path segment for segment, a :name standing for any one segment', () => {
    expect(matchesRoutePath('/online/cgformList/:code', '/online/cgformList/farm_order')).toBe(true);
    expect(matchesRoutePath('/online/cgformList/:code', '/online/cgformTreeList/farm_order')).toBe(false);
    expect(matchesRoutePath('/online/cgformList/:code', '/online/cgformList/a/b')).toBe(false);
    expect(matchesRoutePath('/online/cgformList/:code', '/online/cgformList/')).toBe(false);
  });
});

describe('a route 0 online page opened through a hidden parametrised route', () => {
  const routes = menuToRoutes(jeecgShape, noFill);

  it("gets a route at its own path, drawn by the parametrised route's component, with its own title, buttons and place", () => {
    const orders = routes.find((route) => route.path === '/online/cgformList/farm_order');
    expect(orders).toMatchObject({
      component: LIST,
      hidden: false,
      meta: { title: '农机订单', permissionList: buttons },
      ancestors: [{ path: '/farm', title: '农机服务' }],
    });
    expect(routes.find((route) => route.path === '/online/cgformTreeList/farm_machine_type')).toMatchObject({
      component: TREE,
      meta: { title: '农机分类' },
    });
    expect(onlineCode(orders!)).toBe('farm_order');
  });

  it('keeps the parametrised routes, hidden, for codes the menu does not list', () => {
    expect(routes.find((route) => route.path === '/online/cgformList/:code')).toMatchObject({
      hidden: true,
      component: LIST,
    });
  });

  it('leaves a route 0 entry no route matches unregistered (a fixed route of the console)', () => {
    expect(routes.some((route) => route.path === '/map/dataScreen')).toBe(false);
  });

  it('leaves the online pages unregistered when the parametrised routes are not granted', () => {
    const withoutRoutes = menuToRoutes(jeecgShape.slice(0, 1), noFill);
    expect(withoutRoutes.map((route) => route.path)).toEqual(['/farm']);
  });

  it("finds the page's own route before the parametrised one, whatever their order", () => {
    const reversed = [...routes].reverse();
    expect(findRoute(reversed, '/online/cgformList/farm_order')?.route.meta.title).toBe('农机订单');
    expect(findRoute(reversed, '/online/cgformList/farm_asset')).toMatchObject({
      route: { path: '/online/cgformList/:code' },
      params: { code: 'farm_asset' },
    });
  });
});

describe('the literal shape: an online page that is a route of its own', () => {
  it('is registered at its path as before, beside a parametrised route', () => {
    const literal = [
      node('/online/cgformList/farm_order', LIST, '农机订单'),
      node('/online/cgformList/:code', LIST, 'AUTO在线表单', { hidden: true }),
    ];
    const routes = menuToRoutes(literal, noFill);
    expect(routes.map((route) => route.path)).toEqual(['/online/cgformList/farm_order', '/online/cgformList/:code']);
    expect(findRoute(routes, '/online/cgformList/farm_order')?.route.meta.title).toBe('农机订单');
  });
});
