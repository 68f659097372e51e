import { createHash, randomBytes } from 'node:crypto';

/** A new access token: 256 random bits, URL-safe. Only its hash is ever stored. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the server stores and looks tokens up by (a lost database does not leak sessions). */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
