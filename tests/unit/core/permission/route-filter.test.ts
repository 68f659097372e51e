import { describe, expect, it } from 'vitest';
import { filterRoutesByPermission } from '../../../../elements/core/permission';

interface Route {
  path: string;
  meta?: { permission?: string[] };
  children?: Route[];
}

const routes: Route[] = [
  { path: '/open' },
  { path: '/orders', meta: { permission: ['order:list', 'order:view'] } },
  { path: '/admin', meta: { permission: ['admin'] } },
  {
    path: '/farm',
    children: [{ path: '/farm/a', meta: { permission: ['farm:a'] } }, { path: '/farm/b' }],
  },
];

describe('menu routes are filtered by the user’s permissions', () => {
  it('keeps a route with meta.permission if any permission matches, and routes without one', () => {
    const kept = filterRoutesByPermission(routes, ['order:view']);
    expect(kept.map((route) => route.path)).toEqual(['/open', '/orders', '/farm']);
    expect(kept[2].children?.map((route) => route.path)).toEqual(['/farm/b']);
  });

  it('does not change the routes it was given', () => {
    filterRoutesByPermission(routes, []);
    expect(routes[3].children).toHaveLength(2);
  });
});
