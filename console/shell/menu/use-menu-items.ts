import { useMemo } from 'react';
import { FIXED_ROUTE_PATHS, fillMenuUrl, matchesRoutePath, menuUrlSource, usePermissionStore } from '../../session';
import { visibleMenu, type MenuItem } from './menu-model';

/** The signed-in user's menu as the side menu, top menu and search box show it. */
export function useMenuItems(): MenuItem[] {
  const menu = usePermissionStore((state) => state.menu);
  const routes = usePermissionStore((state) => state.routes);
  return useMemo(() => {
    const source = menuUrlSource();
    // A route '0' entry is listed only when a route leads there: otherwise it would open the 404 page.
    const reachable = (path: string) =>
      FIXED_ROUTE_PATHS.includes(path) || routes.some((route) => matchesRoutePath(route.path, path));
    return visibleMenu(menu, (url) => fillMenuUrl(url, source), '', reachable);
  }, [menu, routes]);
}
