import { useMemo } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { type ConsoleRoute, usePermissionStore } from '../../session';

export interface CurrentRoute {
  route: ConsoleRoute;
  params: Record<string, string | undefined>;
}

/**
 * The menu route a path belongs to, with its path parameters: the route at exactly this path
 * first (an online page's own route before the parametrised one it is drawn by), as the router
 * ranks them.
 */
export function findRoute(routes: readonly ConsoleRoute[], pathname: string): CurrentRoute | null {
  const exact = routes.find((route) => route.path === pathname);
  if (exact) return { route: exact, params: {} };
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** The menu route on screen, or null outside the menu's routes. */
export function useCurrentRoute(): CurrentRoute | null {
  const { pathname } = useLocation();
  const routes = usePermissionStore((state) => state.routes);
  return useMemo(() => findRoute(routes, pathname), [routes, pathname]);
}
