import { create } from 'zustand';
import { getTenantId, getToken, getUserInfo, setUserInfo, type SessionUserInfo } from '../../elements/core/session';

interface SessionState {
  token: string | null;
  userInfo: SessionUserInfo | null;
  tenantId: string | number | null;
  /** Reads the session again from storage (after login, logout or a department switch). */
  refresh(): void;
  /** Keeps new user info for 7 days (a department switch answers it) and shows it. */
  updateUserInfo(userInfo: SessionUserInfo): void;
}

function stored() {
  return { token: getToken(), userInfo: getUserInfo(), tenantId: getTenantId() };
}

/**
 * The signed-in user as the views see it. Storage (elements/core/session, in JeecgBoot's vue-ls
 * format) stays the source of truth; this store mirrors it so React re-renders.
 */
export const useSessionStore = create<SessionState>((set) => ({
  ...stored(),
  refresh: () => set(stored()),
  updateUserInfo: (userInfo) => {
    setUserInfo(userInfo);
    set(stored());
  },
}));
