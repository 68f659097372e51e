import { useSyncExternalStore } from 'react';
import { getToken, getUserInfo, subscribeToken } from '../../core/session';

export interface SessionIdentity {
  userId: string | null;
  token: string | null;
}

const readToken = () => getToken();

/**
 * The signed-in user's id and token, from the page's own values or else the shared session
 * (the console's, or a JeecgBoot page's on the same origin); follows sign-in and sign-out.
 */
export function useSessionIdentity(userId?: string, token?: string): SessionIdentity {
  const sessionToken = useSyncExternalStore(subscribeToken, readToken, readToken);
  const currentToken = token || sessionToken;
  const sessionUserId = currentToken ? getUserInfo()?.id : undefined;
  return { userId: userId || sessionUserId || null, token: currentToken || null };
}
