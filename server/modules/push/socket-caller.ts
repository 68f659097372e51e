import type { FastifyInstance, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';
import { resolveSession } from '../../access';
import { unauthenticated } from '../../http';

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

/** Whether the session behind the handshake's token still holds (checked on every heartbeat). */
export async function stillSignedIn(app: FastifyInstance, request: FastifyRequest, userId: string): Promise<boolean> {
  const token = offeredToken(request);
  const caller = token ? await resolveSession(app.db, token, app.clock()) : null;
  return caller?.userId === userId;
}

/** A frame that failed unexpectedly (the database went away): logged, and the connection closed. */
export function closeOnError(request: FastifyRequest, socket: WebSocket, error: unknown): void {
  request.log.error({ err: error }, 'push frame failed');
  socket.close(INTERNAL_ERROR);
}
