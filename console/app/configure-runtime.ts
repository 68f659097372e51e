import { configureHttp, lowAppIdFromRoute } from '../../elements/core/http';
import { setPermissionReading } from '../../elements/core/permission';
import { localeAfterLogout } from '../language';
import { currentRoute, logout, onLogout } from '../session';
import { useShellSettings } from '../shell/settings/use-shell-settings';
import { consoleConfig } from './console-config';
import { consoleNotices } from './console-notices';

/**
 * Wires the shared runtime to the console, once at start: notices through the console's
 * bridge, the console's logout on 401 and expired tokens, a page reload afterwards, and the
 * low-app id of the route on screen; after logout the next user's preferences and language.
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
  // Preferences are kept per user: after logout the next user starts from their own.
  onLogout(() => useShellSettings.getState().loadFor(null));
  onLogout(localeAfterLogout);
}
