import { getUserInfo, getUsername } from '../../../elements/core/session';

/** The signed-in user's name as the session keeps it, or null when nobody is signed in. */
export function currentUsername(): string | null {
  return getUsername() || getUserInfo()?.username || null;
}
