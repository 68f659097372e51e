/** The part of a route the permission filter reads. */
export interface PermissionRoute<R> {
  meta?: { permission?: readonly string[] | string | null } | null;
  children?: readonly R[] | null;
}

function routePermissions(route: PermissionRoute<unknown>): readonly string[] | null {
  const permission = route.meta?.permission;
  if (permission === null || permission === undefined) return null;
  return typeof permission === 'string' ? [permission] : permission;
}

/**
 * Keeps a route with meta.permission when any of the user's permissions matches it, and every
 * route without one; children are filtered the same way. The input is not changed.
 */
export function filterRoutesByPermission<R extends PermissionRoute<R>>(
  routes: readonly R[],
  permissions: readonly string[],
): R[] {
  return routes
    .filter((route) => {
      const required = routePermissions(route);
      return required === null || permissions.some((permission) => required.includes(permission));
    })
    .map((route) =>
      route.children && route.children.length > 0
        ? { ...route, children: filterRoutesByPermission(route.children, permissions) }
        : route,
    );
}
