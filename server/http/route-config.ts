import type { Kysely } from 'kysely';
import type { GrantCache } from '../access/grant-cache';
import type { ServerSettings } from '../config/settings';
import type { Database } from '../db';
import type { DeclaredRoute } from './route-access';

/** Who sent the request, resolved from the `X-Access-Token` header. */
export interface Caller {
  userId: string;
  username: string;
  /** The stored session row of the token (what logout and force-logout revoke). */
  sessionId: string;
  /** The tenants the user belongs to (`rel_tenant_ids`; possibly none). */
  tenantIds: readonly number[];
}

/**
 * What a route declares in its `config`; one hook per concern reads it. Every API route declares
 * exactly one of `public`, `selfService`, or a `permission` and/or `role` (route-access.ts refuses
 * to register one that does not):
 * - `public`: reachable without a token (login, captcha, logout, register);
 * - `selfService`: any signed-in user, for what is theirs or what every page needs (their own
 *   info, password and menu, their notices, dictionaries, pickers' narrow lists);
 * - `permission`: a button code such as 'user:add' (or several, any of which suffices) the
 *   caller's roles must grant, else code 510;
 * - `role`: a role code the caller must hold (e.g. 'admin'), else code 510;
 * - `signed`: the route checks `X-Sign`/`X-TIMESTAMP` when a signing secret is configured.
 */
export interface FarmRouteConfig {
  public?: boolean;
  selfService?: boolean;
  permission?: string | readonly string[];
  role?: string;
  signed?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig extends FarmRouteConfig {}

  interface FastifyRequest {
    /** Null on public routes called without a (valid) token. */
    caller: Caller | null;
    /**
     * The tenant the request works in: for a signed-in caller of a protected route, the
     * `tenant-id` header once checked to be one of theirs (their first tenant without one);
     * elsewhere the header as sent, 0 when absent or not a number.
     */
    tenantId: number;
  }

  interface FastifyInstance {
    db: Kysely<Database>;
    settings: ServerSettings;
    /** Milliseconds since the epoch; tests pass their own clock to build the server. */
    clock: () => number;
    /** The roles and button codes of signed-in users, kept until a grant table is written. */
    grants: GrantCache;
    /** Every API route with what it declares (route-access.ts), filled as routes register. */
    apiRoutes: readonly DeclaredRoute[];
  }
}
