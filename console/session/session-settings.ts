import type { NoticeBridge } from '../../elements/core/ui';

export type ThirdPartyProvider = 'github' | 'wechat_enterprise' | 'dingtalk' | 'wechat_open';

/**
 * What the session takes from the app that hosts it: the deployment's sign-in settings, where its
 * messages are shown and how the shell is fetched ahead. The app hands them over once at start
 * (configureSession), so the session never imports the app that depends on it.
 */
export interface SessionSettings {
  /** Third-party login providers offered under the login form; empty hides the block. */
  thirdPartyProviders: readonly ThirdPartyProvider[];
  /** CAS single sign-on (shell spec section 7). */
  cas: { enabled: boolean };
  /** The sign-in footer's two registration notices; null hides one. */
  registrationNotices: readonly [string | null, string | null];
  /** The copyright holder in the sign-in footer; null shows the platform name. */
  copyrightHolder: string | null;
  /** How the forgotten-password step sends the new password: 'get' only for a stock JeecgBoot backend. */
  passwordRecoveryMethod: 'post' | 'get';
  /** Where the session's messages outside React (an unusable menu) are shown. */
  notices: NoticeBridge;
  /** Starts fetching the shell, so that it arrives with the menu after sign-in. */
  preloadShell: () => void;
}

let settings: SessionSettings | null = null;

export function configureSession(given: SessionSettings): void {
  settings = given;
}

/** The settings the app gave; reading them before it did is a wiring mistake, not a default. */
export function sessionSettings(): SessionSettings {
  if (!settings)
    throw new Error('configureSession() has not been called: the app hands the session its settings at start');
  return settings;
}
