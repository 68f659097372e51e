import { getSysButtonAuth, getUserButtonAuth } from '../session';
import type { AuthEntry } from './auth-entry';
import { excludedButtonCodes } from './auth-prefix';
import { hasPermission } from './has-permission';

/** hasPermission against the lists the session holds, plus a flow form's own list if any. */
export function buttonAllowed(action: string, formPermissions?: readonly AuthEntry[] | null): boolean {
  return hasPermission(action, { formPermissions, auth: getUserButtonAuth(), allAuth: getSysButtonAuth() });
}

/** excludedButtonCodes against the lists the session holds. */
export function sessionExcludedButtonCodes(authPrefix: string | null | undefined): string[] {
  return excludedButtonCodes(authPrefix, { auth: getUserButtonAuth(), allAuth: getSysButtonAuth() });
}
