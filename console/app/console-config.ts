import type { PermissionReading } from '../../elements/core/permission';
import type { ThirdPartyProvider } from '../session';

/**
 * Deployment settings of the console: one typed object with its defaults in one place. Nothing
 * here is user-visible text (that lives in the i18n catalogues); these are facts about the
 * backend and the deployment.
 */
export interface ConsoleConfig {
  /** Path prefix of every API call (JeecgBoot's build setting; `/farm-machine` here). */
  apiBase: string;
  /**
   * The button-permission check has two readings in the spec (shell spec section 6); this is
   * the one switch between them. 'A' is JeecgBoot's `v-has`, 'B' its `disabledAuthFilter`.
   */
  permissionReading: PermissionReading;
  /** Where the header's help link points. */
  helpUrl: string;
  /**
   * Third-party login providers offered under the login form; each opens the backend's
   * `/sys/thirdLogin/render/{provider}` in a popup. Empty (the default: the reference server
   * renders no provider pages) hides the block; a JeecgBoot backend with providers lists them.
   */
  thirdPartyProviders: readonly ThirdPartyProvider[];
  /** CAS single sign-on: off in the product's build settings (shell spec section 7). */
  cas: { enabled: boolean };
  /** The sign-in footer's two registration notices (ICP and public-security filings); null hides one. */
  registrationNotices: readonly [string | null, string | null];
  /** The copyright holder in the footers; null shows the platform name. */
  copyrightHolder: string | null;
  /**
   * How the forgotten-password step sends the new password. 'post' (the default) keeps it in the
   * request body; 'get' is the stock JeecgBoot backend's declaration, which puts the password in
   * the URL (and so in proxy and access logs): choose it only for such a backend.
   */
  passwordRecoveryMethod: 'post' | 'get';
  /**
   * The spec's default colours (primary #33ce7b with white text: 2.04:1; Ant Design's danger red
   * and secondary greys) fall short of WCAG AA. Off (the default) keeps the spec's colours; on
   * darkens the primary's shades, the danger red and the greys until text reaches 4.5:1, for
   * whichever theme colour a user picks. Set at build time (`VITE_FARM_ACCESSIBLE_CONTRAST=on`)
   * or by the deployment's page (`window.farmConsoleConfig = { accessibleContrast: true }` in a
   * script file loaded before the console's: the server's policy runs no inline script), which wins.
   */
  accessibleContrast: boolean;
  /**
   * Once a page is up, the console has the browser fetch the other menus' page files while it is
   * idle, so that a menu opens without waiting for the network. On (the default) suits most
   * deployments; off suits one whose users sit on slow or metered links, who then fetch each
   * menu's files when they first open it. Set by the deployment's page
   * (`window.farmConsoleConfig = { prefetchPages: false }`, as for accessibleContrast). A browser
   * that asks to save data (Save-Data) is never sent them ahead, whatever the setting.
   */
  prefetchPages: boolean;
}

export type { ThirdPartyProvider };

/** A switch the deployment's page sets on `window.farmConsoleConfig`; only booleans are read. */
function deployedSwitch(name: 'accessibleContrast' | 'prefetchPages'): boolean | undefined {
  const deployed: unknown = (globalThis as { farmConsoleConfig?: unknown }).farmConsoleConfig;
  if (!deployed || typeof deployed !== 'object') return undefined;
  const value = (deployed as Record<string, unknown>)[name];
  return typeof value === 'boolean' ? value : undefined;
}

export const consoleConfig: ConsoleConfig = {
  apiBase: import.meta.env?.VITE_FARM_API_BASE || '/farm-machine',
  permissionReading: 'A',
  helpUrl: 'https://help.jeecg.com/',
  thirdPartyProviders: [],
  cas: { enabled: false },
  registrationNotices: [null, null],
  copyrightHolder: null,
  passwordRecoveryMethod: 'post',
  accessibleContrast: deployedSwitch('accessibleContrast') ?? import.meta.env?.VITE_FARM_ACCESSIBLE_CONTRAST === 'on',
  prefetchPages: deployedSwitch('prefetchPages') ?? true,
};
