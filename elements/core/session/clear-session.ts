import { currentBacking } from './session-backing';
import { STORAGE_KEYS } from './storage-keys';
import { announceTokenChange } from './token-subscription';
import { removeVueLs } from './vue-ls-entry';

/**
 * Forgets what logout forgets (shell spec section 4): token, permission list, stored user,
 * username, dictionary, tenant and kept-alive list. The permission list this runtime stores is
 * the pair of button authorisation lists; the menu itself lives in the console's store.
 */
export function clearSession(): void {
  const { local, session } = currentBacking();
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.username,
    STORAGE_KEYS.dictCache,
    STORAGE_KEYS.keptAliveRoutes,
    STORAGE_KEYS.tenantId,
  ]) {
    removeVueLs(local, key);
  }
  session.removeItem(STORAGE_KEYS.userButtonAuth);
  session.removeItem(STORAGE_KEYS.sysButtonAuth);
  announceTokenChange();
}
