import { configureHttp, lowAppIdFromRoute } from '../../elements/core/http';
import { setPermissionReading } from '../../elements/core/permission';
import { localeAfterLogout } from '../language';
import { configureSession, currentRoute, logout, onLogout } from '../session';
import { useShellSettings } from '../shell/settings/use-shell-settings';
import { consoleConfig } from './console-config';
import { consoleNotices } from './console-notices';
import { preloadShell } from './lazy-views';

/**
 * Wires the shared runtime to the console, once at start: notices through the console's
 * bridge, the console's logout on 401 and expired tokens, a page reload afterwards, and the
 * low-app id of the route on screen; after logout the next user's preferences and language. The
 * session gets the deployment's sign-in settings, the notices and the shell's prefetch from here.
 */
export function configureConsoleRuntime(): void {
  configureHttp({
    basePath: consoleConfig.apiBase,
    notify: consoleNotices,
    reload: () => window.location.reload(),
    onLogout: logout,
    getLowAppId: () => lowAppIdFromRoute(currentRoute()),
  });
  setPermissionReading(consoleConfig.permissionReading);
  configureSession({
    thirdPartyProviders: consoleConfig.thirdPartyProviders,
    cas: consoleConfig.cas,
    registrationNotices: consoleConfig.registrationNotices,
    copyrightHolder: consoleConfig.copyrightHolder,
    passwordRecoveryMethod: consoleConfig.passwordRecoveryMethod,
    notices: consoleNotices,
    preloadShell,
  });
  // Preferences are kept per user: after logout the next user starts from their own.
  onLogout(() => useShellSettings.getState().loadFor(null));
  onLogout(localeAfterLogout);
}
