import type { FastifyInstance, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';
import { resolveSession } from '../../access';
import { unauthenticated, type Caller } from '../../http';

/** RFC 6455 close code "policy violation": the connection is refused for what it claims. */
export const POLICY_VIOLATION = 1008;
/** RFC 6455 close code "internal error". */
const INTERNAL_ERROR = 1011;

/**
 * The token of a WebSocket handshake. Browsers cannot set headers on a WebSocket, so JeecgBoot's
 * clients send the token as the (first) sub-protocol, and the server echoes it back.
 */
export function offeredToken(request: FastifyRequest): string | undefined {
  const header = request.headers['sec-websocket-protocol'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || undefined;
}

/** The sub-protocol the server answers with: the one the client offered first (its token). */
export function echoFirstProtocol(protocols: Set<string>): string | false {
  const [first] = protocols;
  return first ?? false;
}

/**
 * Runs before the upgrade: without a valid token the handshake is answered HTTP 401 and no
 * WebSocket is ever opened (the browser sees an error, which its reconnect counter counts).
 */
export function identifySocketCaller(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = offeredToken(request);
    request.caller = token ? await resolveSession(app.db, token, app.clock()) : null;
    if (!request.caller) throw unauthenticated();
  };
}

/** The caller behind the handshake's token as of now, or null once that session has ended (checked on every frame). */
export async function currentCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<Caller | null> {
  const token = offeredToken(request);
  const caller = token ? await resolveSession(app.db, token, app.clock()) : null;
  return caller?.userId === userId ? caller : null;
}

/** Whether the session behind the handshake's token still holds (checked on every heartbeat). */
export async function stillSignedIn(app: FastifyInstance, request: FastifyRequest, userId: string): Promise<boolean> {
  return (await currentCaller(app, request, userId)) !== null;
}

/**
 * The tenant a handshake asks to work in: the `tenantId` query parameter, as browsers cannot set
 * the `tenant-id` header on a WebSocket. JeecgBoot's clients send none (0: the user's first
 * active tenant); like the header, a value that is no tenant id counts as none.
 */
export function requestedTenant(request: FastifyRequest): number {
  const query: unknown = request.query;
  const value = typeof query === 'object' && query !== null && 'tenantId' in query ? query.tenantId : undefined;
  const tenant = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(tenant) && tenant > 0 ? tenant : 0;
}

/** A frame that failed unexpectedly (the database went away): logged, and the connection closed. */
export function closeOnError(request: FastifyRequest, socket: WebSocket, error: unknown): void {
  request.log.error({ err: error }, 'push frame failed');
  socket.close(INTERNAL_ERROR);
}
