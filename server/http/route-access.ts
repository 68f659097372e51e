import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { FarmRouteConfig } from './route-config';

/**
 * Who may call an API route, as its `config` declares it. Deny by default: a route that
 * declares none of these does not start (an undeclared route used to be open to any signed-in
 * user, the guest role included).
 */
export type RouteAccess = 'public' | 'selfService' | 'permission' | 'role';

/** An API route as registered, with what it declares (`app.apiRoutes`; a test lists them). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  permission?: readonly string[];
  role?: string;
  /** The route's schema (params, querystring, body), for tests that drive every route with hostile input. */
  schema?: FastifySchema;
}

function hasPermission(config: FarmRouteConfig): boolean {
  const { permission } = config;
  return typeof permission === 'string' ? permission.length > 0 : Array.isArray(permission) && permission.length > 0;
}

/**
 * What a route's config declares, or why it is refused: nothing declared, or `public` /
 * `selfService` together with a permission or role (which would read as a gate and be none).
 */
export function declaredAccess(config: FarmRouteConfig | undefined): RouteAccess | { refused: string } {
  const gated = config ? hasPermission(config) || Boolean(config.role) : false;
  if (config?.public && (config.selfService || gated))
    return { refused: '`public: true` together with selfService, permission or role' };
  if (config?.selfService && gated) return { refused: '`selfService: true` together with permission or role' };
  if (config?.public) return 'public';
  if (config?.selfService) return 'selfService';
  if (config && hasPermission(config)) return 'permission';
  if (config?.role) return 'role';
  return { refused: 'declares none of public, selfService, permission or role' };
}

function methodsOf(route: RouteOptions): string {
  return (Array.isArray(route.method) ? route.method : [route.method]).join(',');
}

/**
 * Checks every route registered in the API scope when it is registered: one declaring no access
 * (or a contradictory one) throws with its method and URL, so the server does not start. Each
 * accepted route is added to `routes` (what `app.apiRoutes` lists).
 */
export function registerRouteAccessCheck(api: FastifyInstance, routes: DeclaredRoute[]): void {
  api.addHook('onRoute', (route) => {
    const config = route.config as FarmRouteConfig | undefined;
    const access = declaredAccess(config);
    if (typeof access === 'object')
      throw new Error(
        `API route ${methodsOf(route)} ${route.url}: ${access.refused} (server/README.md "Writing a module")`,
      );
    const permission = config?.permission;
    routes.push({
      method: methodsOf(route),
      url: route.url,
      access,
      ...(permission ? { permission: typeof permission === 'string' ? [permission] : [...permission] } : {}),
      ...(config?.role ? { role: config.role } : {}),
      ...(route.schema ? { schema: route.schema } : {}),
    });
  });
}
