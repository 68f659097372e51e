import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Request headers a cross-origin page may send: ours (`elements/core/http`: X-Access-Token,
 * tenant-id, X-Low-App-ID, X-Sign, X-TIMESTAMP, and X-Farm-Locale for English answers) and those of JeecgBoot's Vue 2 client (the same)
 * and Vue 3 client (X-Tenant-Id, X-Version, Authorization), so a JeecgBoot front end works too.
 */
const ALLOWED_HEADERS = [
  'Content-Type',
  'X-Requested-With',
  'Authorization',
  'X-Access-Token',
  'tenant-id',
  'X-Tenant-Id',
  'X-Low-App-ID',
  'X-Sign',
  'X-TIMESTAMP',
  'X-Version',
  'X-Farm-Locale',
].join(', ');
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, PATCH, OPTIONS';
/** The file name of exports and downloads; the other headers clients read are CORS-safelisted. */
const EXPOSED_HEADERS = 'Content-Disposition';
/** Browsers cache a preflight this long: short enough that a changed allow-list soon applies. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

function isPreflight(request: FastifyRequest): boolean {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
}

/**
 * CORS for the API scope, for the origins of `settings.corsOrigins` only; with none configured
 * nothing is added, and the API stays same-origin. An allowed origin is echoed (never `*`).
 *
 * No `Access-Control-Allow-Credentials`: the session is the `X-Access-Token` header the page
 * attaches itself, and the server reads no cookie for it (the only cookie it reads is the OAuth2
 * sign-in's state nonce, on the provider's redirect back, a top-level navigation that CORS has no
 * part in). Leaving credentials out keeps an allowed origin from riding cookies someone else put
 * on this host (a single sign-on proxy in front).
 *
 * A preflight from an allowed origin is answered here, before the caller hook, with 204. Any
 * other preflight goes on as before this hook existed: no route answers OPTIONS, so it gets the
 * API's 404 envelope without CORS headers, and the browser refuses the call it was asking about.
 * That is the browser's check, not a business refusal, so it is not JeecgBoot's HTTP 200.
 *
 * Must be registered before the caller hook: a 401 envelope must carry the headers too, or the
 * page could not read "Token失效" and sign in again.
 */
export function registerCorsHook(api: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  // Checked at start (config/cors-origins.ts): each is exactly what a browser sends as Origin.
  const allowed = new Set(origins);

  api.addHook('onRequest', async (request, reply) => {
    // The answer depends on Origin whatever it is, so caches must keep one copy per origin.
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    if (isPreflight(request)) {
      reply.code(204).headers({
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
      });
      return reply.send();
    }
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  });
}
