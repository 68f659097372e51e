import { describe, expect, it } from 'vitest';
import { menuToRoutes } from '../../../console/session/menu-routes';
import type { MenuNode } from '../../../console/session/menu-types';
import { visibleMenu } from '../../../console/shell/menu/menu-model';

const API = 'http://farm.example/farm-machine';
// As menuUrlSource fills JeecgBoot's placeholder: the API's absolute URL.
const fill = (url: string) => url.replace(/\{\{\s*window\._CONFIG\['domianURL'\]\s*\}\}/g, API);
const entry = (path: string, title: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  path,
  name: title,
  component: 'system/UserList',
  route: '1',
  meta: { title },
  ...extra,
});
const routePaths = (menu: MenuNode[]) =>
  menuToRoutes(menu, { permissions: [], fillUrl: fill }).map((route) => route.path);

describe('a menu path behind a {{ }} placeholder is filled, never a route named after its template', () => {
  const druid = entry("{{ window._CONFIG['domianURL'] }}/sys/druid/", '数据库监控', {
    component: 'layouts/IframePageView',
  });
  const menu = [
    entry('/monitor', '系统监控', {
      component: 'layouts/RouteView',
      children: [entry('/monitor/log', '日志管理'), druid],
    }),
  ];

  it('registers no route for a path that fills to a web address, at any depth', () => {
    expect(routePaths(menu)).toEqual(['/monitor', '/monitor/log']);
    expect(routePaths([druid])).toEqual([]);
  });

  it('shows the entry as an external link to the filled address', () => {
    const [monitor] = visibleMenu(menu, fill);
    expect(monitor.children[1]).toMatchObject({
      title: '数据库监控',
      externalUrl: `${API}/sys/druid/`,
      key: `${API}/sys/druid/`,
    });
  });

  it('fills a placeholder that leads to a site path and registers that path', () => {
    const local = entry('{{ here }}/reports', '报表');
    expect(
      menuToRoutes([local], { permissions: [], fillUrl: (url) => url.replace('{{ here }}', '/farm') }).map(
        (route) => route.path,
      ),
    ).toEqual(['/farm/reports']);
  });

  it('does not send a container to an external first child', () => {
    const [container] = menuToRoutes(menu, { permissions: [], fillUrl: fill });
    expect(container.redirect).toBe('/monitor/log');
  });
});

describe("route '0' entries no route matches are kept out of navigation", () => {
  const online = entry('/online/cgformList/:code', '在线表单', {
    hidden: true,
    component: 'modules/online/cgform/auto/OnlCgformAutoList',
  });
  const menu = [
    online,
    entry('/farm', '农机业务', {
      component: 'layouts/RouteView',
      children: [
        entry('/online/cgformList/farm_order', '订单管理', { route: '0' }),
        entry('/nowhere/page', '无路由', { route: '0' }),
        entry('/map/dataScreen', '地图大屏', { route: '0' }),
      ],
    }),
  ];
  const routes = menuToRoutes(menu, { permissions: [], fillUrl: fill });
  const reachable = (path: string) => path === '/map/dataScreen' || routes.some((route) => route.path === path);

  it('keeps online pages opened through the hidden parametrised route, and fixed console routes', () => {
    const [farm] = visibleMenu(menu, fill, '', reachable);
    expect(farm.children.map((item) => item.title)).toEqual(['订单管理', '地图大屏']);
    expect(routes.map((route) => route.path)).toContain('/online/cgformList/farm_order');
  });

  it('lists every entry when nothing says what is reachable (the default)', () => {
    const [farm] = visibleMenu(menu, fill);
    expect(farm.children).toHaveLength(3);
  });
});
