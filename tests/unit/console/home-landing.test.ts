import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusedForRole, mayReadFigures } from '../../../console/pages/dashboard/figure-access';
import { groupHomeEntries, homeEntries } from '../../../console/pages/home/home-entries';
import { menuToRoutes } from '../../../console/session/menu-routes';
import type { MenuNode } from '../../../console/session/menu-types';
import { resetSessionBacking, setSysButtonAuth, setUserButtonAuth } from '../../../elements/core/session';
import { memorySession } from '../core/session/session-fixture';

const page = (path: string, component: string, title: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  path,
  name: path.slice(1).replaceAll('/', '-'),
  component,
  route: '1',
  meta: { title },
  ...extra,
});

const menu: MenuNode[] = [
  page('/dashboard/analysis', 'dashboard/Analysis', '首页'),
  page('/farm', 'layouts/RouteView', '农机业务', {
    children: [
      page('/farm/repair', 'modules/online/cgform/auto/OnlCgformAutoList', '维修工单'),
      page('/farm/asset', 'modules/online/cgform/auto/OnlCgformAutoList', '农机资产'),
      page('/farm/secret', 'system/UserList', '隐藏页', { hidden: true }),
    ],
  }),
  page('/online/cgformList/:code', 'modules/online/cgform/auto/OnlCgformAutoList', '在线表单', { hidden: true }),
  page('/hidden-box', 'layouts/RouteView', '隐藏目录', {
    hidden: true,
    children: [page('/hidden-box/inner', 'system/UserList', '里面')],
  }),
  page('/account', 'layouts/RouteView', '个人页', {
    children: [page('/account/center', 'account/center/Index', '个人中心')],
  }),
  page('/portal', 'layouts/IframePageView', '门户', { meta: { title: '门户', internalOrExternal: true } }),
];

const routes = menuToRoutes(menu, { permissions: [], fillUrl: (url) => url });

describe('the home landing offers the pages of the user’s own menu', () => {
  it('lists the pages the side menu shows, grouped by top menu, without the home page', () => {
    expect(groupHomeEntries(homeEntries(routes, '/dashboard/analysis'))).toEqual([
      {
        title: '农机业务',
        entries: [
          { path: '/farm/repair', title: '维修工单', group: '农机业务' },
          { path: '/farm/asset', title: '农机资产', group: '农机业务' },
        ],
      },
      { title: '个人页', entries: [{ path: '/account/center', title: '个人中心', group: '个人页' }] },
    ]);
  });

  it('leaves out hidden pages, pages below a hidden entry, parametrised routes and external links', () => {
    const paths = homeEntries(routes, '/dashboard/analysis').map((entry) => entry.path);
    expect(paths).not.toContain('/farm/secret');
    expect(paths).not.toContain('/hidden-box/inner');
    expect(paths).not.toContain('/online/cgformList/:code');
    expect(paths).not.toContain('/portal');
  });

  it('offers nothing when the menu holds the home page alone', () => {
    expect(
      homeEntries(menuToRoutes([menu[0]], { permissions: [], fillUrl: (url) => url }), '/dashboard/analysis'),
    ).toEqual([]);
  });
});

describe('figures are asked for only by roles whose buttons open the list behind them', () => {
  beforeEach(() => memorySession());
  afterEach(() => resetSessionBacking());

  it('reads the order figures with the order list button, the yield figures with the yield list button', () => {
    setSysButtonAuth([
      { action: 'farm_order:list', type: '1', status: '1' },
      { action: 'farm_yield_data:list', type: '1', status: '1' },
    ]);
    setUserButtonAuth([{ action: 'farm_order:list', type: '1' }]);
    expect(mayReadFigures('orders')).toBe(true);
    expect(mayReadFigures('yield')).toBe(false);
  });

  it('reads none without buttons (the guest)', () => {
    setSysButtonAuth([{ action: 'farm_order:list', type: '1', status: '1' }]);
    setUserButtonAuth([]);
    expect(mayReadFigures('orders')).toBe(false);
  });

  it('tells the role refusal (code 510) apart from a failure', () => {
    expect(isRefusedForRole({ code: 510 })).toBe(true);
    expect(isRefusedForRole({ code: '510' })).toBe(true);
    expect(isRefusedForRole({ code: 500 })).toBe(false);
  });
});
