import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chooseTenant, resolveSession } from '../access';
import { ApiError, noAuthorisation, unauthenticated } from './api-error';
import { ResultCode } from './envelope';
import { registerRouteAccessCheck, type DeclaredRoute } from './route-access';
import type { Caller } from './route-config';

export const TOKEN_HEADER = 'x-access-token';
export const TENANT_HEADER = 'tenant-id';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The `tenant-id` header clients send on every request (0 when they have none). */
export function tenantOf(request: FastifyRequest): number {
  const tenant = Number(headerValue(request, TENANT_HEADER));
  return Number.isSafeInteger(tenant) && tenant > 0 ? tenant : 0;
}

/** The caller of a protected route (the hook has already answered 401 when there is none). */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

function asList(permission: string | readonly string[]): readonly string[] {
  return typeof permission === 'string' ? [permission] : permission;
}

/**
 * Whether the signed-in caller's roles grant any of these button codes: for `selfService` routes
 * that answer more (anyone's record, every role) to the holders of a page's codes than to others.
 */
export async function callerHolds(
  api: FastifyInstance,
  request: FastifyRequest,
  codes: string | readonly string[],
): Promise<boolean> {
  const { buttons } = await api.grants.grantsOf(api.db, requireCaller(request).userId);
  return asList(codes).some((code) => buttons.has(code));
}

/**
 * Runs first on every API request: identifies the caller from `X-Access-Token`, reads the
 * tenant, then enforces what the route declares. Every route other than a public one needs a
 * valid token (HTTP 401 without); a missing button code or role gets code 510; a `selfService`
 * route lets any signed-in user in. A route declaring none of these is refused when it registers
 * (route-access.ts), so nothing is open by omission; each one is added to `declaredRoutes`.
 * Body parsing has not happened yet, so an unauthenticated caller learns nothing about the
 * request format. The session is read on every request (one lookup by the token's unique hash),
 * so a revoked token or a frozen user is refused at once; roles and button codes come from
 * `app.grants`, which forgets them whenever a grant table is written.
 */
export function registerCallerHook(api: FastifyInstance, declaredRoutes: DeclaredRoute[]): void {
  registerRouteAccessCheck(api, declaredRoutes);
  api.decorateRequest('caller', null);
  api.decorateRequest('tenantId', 0);

  api.addHook('onRequest', async (request) => {
    request.tenantId = tenantOf(request);
    if (request.is404) return;
    const token = headerValue(request, TOKEN_HEADER);
    request.caller = token ? await resolveSession(api.db, token, api.clock()) : null;

    const { public: isPublic, permission, role } = request.routeOptions.config;
    if (isPublic) return;
    if (!request.caller) throw unauthenticated();
    // The tenant the request works in: one of the caller's. Another one is a sign-in that no
    // longer matches the user's tenants: HTTP 401, as JeecgBoot's ShiroRealm answers, so clients
    // sign in again; a user whose tenants are all frozen gets code 510 (signing in again won't help).
    const tenant = await chooseTenant(api.db, api.grants, request.caller.tenantIds, request.tenantId);
    if ('refused' in tenant) {
      throw tenant.why === 'notYours'
        ? new ApiError(tenant.refused, { code: ResultCode.unauthenticated, httpStatus: 401 })
        : new ApiError(tenant.refused, { code: ResultCode.noAuthorisation });
    }
    request.tenantId = tenant.tenantId;
    if (!role && !permission) return;
    const { roles, buttons } = await api.grants.grantsOf(api.db, request.caller.userId);
    if (role && !roles.has(role)) throw noAuthorisation();
    if (permission && !asList(permission).some((code) => buttons.has(code))) throw noAuthorisation();
  });
}
