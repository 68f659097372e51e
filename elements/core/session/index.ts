export { STORAGE_KEYS, SESSION_LIFETIME_MS, VUE_LS_NAMESPACE, type StorageKey } from './storage-keys';
export { createMemoryStorage } from './memory-storage';
export { configureSession, resetSessionBacking, type SessionBacking } from './session-backing';
export {
  readStored,
  writeStored,
  removeStored,
  getToken,
  setToken,
  removeToken,
  getTenantId,
  setTenantId,
  getUserInfo,
  setUserInfo,
  getUsername,
  setUsername,
  getDictCache,
  setDictCache,
  getKeptAliveRoutes,
  setKeptAliveRoutes,
  getUserButtonAuth,
  setUserButtonAuth,
  getSysButtonAuth,
  setSysButtonAuth,
  type DictCache,
  type SessionUserInfo,
} from './session-entries';
export { subscribeToken } from './token-subscription';
export { clearSession } from './clear-session';
