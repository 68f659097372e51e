import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser that starts an OAuth2 sign-in keeps its state nonce in a cookie, and the callback
 * is honoured only when the cookie and the `state` the provider hands back agree. A callback
 * address someone else started (login CSRF: signing a victim into the attacker's account) lacks
 * the cookie in the victim's browser. HttpOnly, SameSite=Lax (sent on the provider's top-level
 * redirect back), and scoped to the OAuth2 routes: no other route ever sees it.
 */
export const STATE_COOKIE = 'farm_oauth2_state';

function attributes(request: FastifyRequest, path: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function setStateCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  nonce: string,
  maxAgeSeconds: number,
): void {
  reply.header('set-cookie', `${STATE_COOKIE}=${nonce}; ${attributes(request, path, maxAgeSeconds)}`);
}

export function clearStateCookie(request: FastifyRequest, reply: FastifyReply, path: string): void {
  reply.header('set-cookie', `${STATE_COOKIE}=; ${attributes(request, path, 0)}`);
}

function cookieValue(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0 && part.slice(0, equals).trim() === STATE_COOKIE) return part.slice(equals + 1).trim();
  }
  return null;
}

/** Whether this browser's cookie holds exactly the `state` the callback carries. */
export function cookieMatchesState(request: FastifyRequest, state: string): boolean {
  const cookie = cookieValue(request);
  if (!cookie) return false;
  const expected = Buffer.from(cookie);
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
