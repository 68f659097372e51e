import { clearDictMemoryCache } from '../../elements/core/dict';
import { HttpFailure, isSuccessful, postAction } from '../../elements/core/http';
import { clearSession, getToken } from '../../elements/core/session';
import { usePermissionStore } from './permission-store';
import { useSessionStore } from './session-store';

export const LOGOUT_PATH = '/sys/logout';

const forgetters = new Set<() => void>();

/** Other stores (the page tabs) register what logout must forget as well. */
export function onLogout(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/**
 * Logs out (shell spec section 4): forgets the token, permission lists, stored user, username,
 * dictionary, tenant and kept-alive list, then tells the server with the old token. Everything
 * is forgotten before the server is asked, so logout proceeds even if that call fails; the
 * failure is still reported (rejects with the server's message) for the caller to show.
 */
export async function logout(): Promise<void> {
  const token = getToken();
  clearSession();
  clearDictMemoryCache();
  usePermissionStore.getState().reset();
  useSessionStore.getState().refresh();
  for (const forget of forgetters) forget();
  if (!token) return;
  const answer = await postAction(LOGOUT_PATH, undefined, { headers: { 'X-Access-Token': token } });
  if (!isSuccessful(answer)) throw new HttpFailure(answer?.message ?? '', answer);
}
