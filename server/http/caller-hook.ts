import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSession } from '../access';
import { noAuthorisation, unauthenticated } from './api-error';
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
 * Runs first on every API request: identifies the caller from `X-Access-Token`, reads the
 * tenant, then enforces what the route declares. Protected routes without a valid token get
 * HTTP 401; a missing button code or role gets code 510. Body parsing has not happened yet, so
 * an unauthenticated caller learns nothing about the request format. The session is read on
 * every request (one lookup by the token's unique hash), so a revoked token or a frozen user is
 * refused at once; roles and button codes come from `app.grants`, which forgets them whenever a
 * grant table is written.
 */
export function registerCallerHook(api: FastifyInstance): void {
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
    if (!role && !permission) return;
    const { roles, buttons } = await api.grants.grantsOf(api.db, request.caller.userId);
    if (role && !roles.has(role)) throw noAuthorisation();
    if (permission && !asList(permission).some((code) => buttons.has(code))) throw noAuthorisation();
  });
}
