import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../console/session/menu-types';
import { menuSelection, searchableEntries, visibleMenu } from '../../../console/shell/menu/menu-model';

const noFill = (url: string) => url;
const entry = (path: string, title: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  path,
  component: 'system/UserList',
  meta: { title },
  ...extra,
});

const menu: MenuNode[] = [
  entry('/dashboard/analysis', '首页', { component: 'dashboard/Analysis' }),
  entry('/system', '系统管理', {
    component: 'layouts/RouteView',
    children: [
      entry('/system/user', '用户管理'),
      entry('/system/user/detail/:id', '用户详情', { hidden: true }),
      entry('/online/cgformList/:code', '在线表单'),
    ],
  }),
  entry('/report', '报表', {
    component: 'layouts/RouteView',
    alwaysShow: true,
    children: [entry('/report/orders', '订单报表')],
  }),
  entry('/secret', '隐藏', { hidden: true }),
  entry('/docs', '文档', {
    component: 'layouts/IframePageView',
    meta: { title: '文档', internalOrExternal: true, url: 'https://docs.example/{{x}}' },
  }),
  entry('/bad', '坏链接', { meta: { title: '坏链接', internalOrExternal: true, url: 'javascript:alert(1)' } }),
];

const items = visibleMenu(menu, (url) => url.replace('{{x}}', 'guide'));

describe('hidden entries are not shown', () => {
  it('leaves hidden entries and their subtrees out', () => {
    expect(items.map((item) => item.key)).toEqual(['/dashboard/analysis', '/system', '/report', '/docs', '/bad']);
    expect(items[1].children.map((item) => item.key)).toEqual(['/system/user', '/online/cgformList/:code']);
  });

  it('shows an always-show entry as one item without its children', () => {
    expect(items[2].children).toEqual([]);
  });
});

describe('an entry with an external target opens as a link', () => {
  it('carries the filled url', () => {
    expect(items[3].externalUrl).toBe('https://docs.example/guide');
  });

  it('never carries a url that is not a web address', () => {
    expect(items[4].externalUrl).toBeNull();
  });

  it('carries no url for ordinary entries', () => {
    expect(items[0].externalUrl).toBeNull();
  });
});

describe('the selection follows the current route', () => {
  it('selects the entry of the path and opens its submenu', () => {
    expect(menuSelection(items, '/system/user', '/system/user')).toEqual({
      selected: '/system/user',
      open: ['/system'],
    });
  });

  it('matches an entry with path parameters by the full path, then by its pattern', () => {
    const withConcrete = visibleMenu([entry('/online/cgformList/abc?x=1', '具体表单')], noFill);
    expect(menuSelection(withConcrete, '/online/cgformList/abc', '/online/cgformList/abc?x=1').selected).toBe(
      '/online/cgformList/abc?x=1',
    );
    expect(menuSelection(items, '/online/cgformList/farm_order', '/online/cgformList/farm_order')).toEqual({
      selected: '/online/cgformList/:code',
      open: ['/system'],
    });
  });

  it('selects the nearest shown ancestor for a route the menu does not show', () => {
    const selection = menuSelection(items, '/report/orders', '/report/orders', [{ path: '/report', title: '报表' }]);
    expect(selection).toEqual({ selected: '/report', open: [] });
  });

  it('selects nothing for a path outside the menu', () => {
    expect(menuSelection(items, '/elsewhere', '/elsewhere')).toEqual({ selected: null, open: [] });
  });
});

describe('the search box lists the shown pages, not the RouteView containers', () => {
  it('flattens the menu', () => {
    expect(searchableEntries(items).map((item) => item.title)).toEqual([
      '首页',
      '用户管理',
      '在线表单',
      '文档',
      '坏链接',
    ]);
  });
});
