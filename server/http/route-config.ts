import type { Kysely } from 'kysely';
import type { GrantCache } from '../access/grant-cache';
import type { ServerSettings } from '../config/settings';
import type { Database } from '../db';

/** Who sent the request, resolved from the `X-Access-Token` header. */
export interface Caller {
  userId: string;
  username: string;
  /** The stored session row of the token (what logout and force-logout revoke). */
  sessionId: string;
}

/**
 * What a route declares in its `config`; one hook per concern reads it:
 * - `public`: reachable without a token (login, captcha, logout, register);
 * - `permission`: a button code such as 'user:add' (or several, any of which suffices) the
 *   caller's roles must grant, else code 510;
 * - `role`: a role code the caller must hold (e.g. 'admin'), else code 510;
 * - `signed`: the route checks `X-Sign`/`X-TIMESTAMP` when a signing secret is configured.
 */
export interface FarmRouteConfig {
  public?: boolean;
  permission?: string | readonly string[];
  role?: string;
  signed?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig extends FarmRouteConfig {}

  interface FastifyRequest {
    /** Null on public routes called without a (valid) token. */
    caller: Caller | null;
    /** The `tenant-id` header; 0 when absent or not a number. */
    tenantId: number;
  }

  interface FastifyInstance {
    db: Kysely<Database>;
    settings: ServerSettings;
    /** Milliseconds since the epoch; tests pass their own clock to build the server. */
    clock: () => number;
    /** The roles and button codes of signed-in users, kept until a grant table is written. */
    grants: GrantCache;
  }
}
