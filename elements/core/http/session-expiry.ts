import '../i18n/catalogues/http';
import { t } from '../i18n';
import type { HttpRuntimeConfig } from './http-config';

/** A page reload 1.5 s after a 401 logout (shell spec section 8). */
export const RELOAD_AFTER_401_MS = 1500;

export type Logout = () => Promise<void> | void;

/**
 * Handles an expired session once: however many requests fail together, one logout, one
 * dialog, one reload. The guard stays closed until the page reloads, or reopens when the
 * user dismisses the dialog.
 */
export interface SessionExpiryGuard {
  /** HTTP 401: notice, and when logged in, logout and a reload after 1.5 s. */
  unauthorised(config: HttpRuntimeConfig, logout: Logout): Promise<void>;
  /** HTTP 500 "Token失效" while logged in: the re-login dialog (a loading message in chat apps). */
  tokenInvalid(config: HttpRuntimeConfig, logout: Logout): Promise<void>;
}

async function logoutQuietly(logout: Logout): Promise<void> {
  try {
    await logout();
  } catch {
    // Logout proceeds even if the server call fails (shell spec section 4).
  }
}

export function createSessionExpiryGuard(): SessionExpiryGuard {
  let handling = false;

  return {
    async unauthorised(config, logout) {
      if (handling) return;
      const loggedIn = !!config.getToken();
      handling = loggedIn;
      config.notify.error({ title: t('http.noticeTitle'), message: t('http.loginExpired') });
      if (!loggedIn) return;
      await logoutQuietly(logout);
      setTimeout(() => config.reload(), RELOAD_AFTER_401_MS);
    },

    async tokenInvalid(config, logout) {
      if (handling) return;
      handling = true;
      if (config.isEnterpriseChatBrowser()) {
        config.notify.loading(t('http.reloggingIn'));
        return;
      }
      try {
        await config.notify.confirmRelogin({
          title: t('http.loginExpiredTitle'),
          content: t('http.loginExpired'),
          okText: t('http.relogin'),
        });
      } catch {
        handling = false;
        return;
      }
      await logoutQuietly(logout);
      config.clearToken();
      config.reload();
    },
  };
}
