import type { DictItem } from '../dict';
import type { AuthEntry } from '../permission';
import { currentBacking } from './session-backing';
import { SESSION_LIFETIME_MS, STORAGE_KEYS, type StorageKey } from './storage-keys';
import { announceTokenChange } from './token-subscription';
import { readVueLs, removeVueLs, writeVueLs } from './vue-ls-entry';

/** `UI_CACHE_DB_DICT_DATA`: every dictionary's items by dictionary code (queryAllDictItems). */
export type DictCache = Record<string, DictItem[]>;

/** The user info the login answer carries (api-contract: never the password or salt). */
export interface SessionUserInfo {
  id?: string;
  username: string;
  realname?: string;
  avatar?: string;
  orgCode?: string;
  [field: string]: unknown;
}

/** Reads any vue-ls entry shared with JeecgBoot (theme and layout settings included). */
export function readStored<T>(key: StorageKey): T | null {
  const { local, now } = currentBacking();
  return readVueLs<T>(local, key, now());
}

/** Writes a vue-ls entry; `lifetimeMs` null keeps it until removed. */
export function writeStored(key: StorageKey, value: unknown, lifetimeMs: number | null = SESSION_LIFETIME_MS): void {
  const { local, now } = currentBacking();
  writeVueLs(local, key, value, lifetimeMs, now());
  if (key === STORAGE_KEYS.accessToken) announceTokenChange();
}

export function removeStored(key: StorageKey): void {
  removeVueLs(currentBacking().local, key);
  if (key === STORAGE_KEYS.accessToken) announceTokenChange();
}

export const getToken = (): string | null => readStored<string>(STORAGE_KEYS.accessToken) || null;
export const setToken = (token: string): void => writeStored(STORAGE_KEYS.accessToken, token);
export const removeToken = (): void => removeStored(STORAGE_KEYS.accessToken);

export const getTenantId = (): string | number | null => readStored<string | number>(STORAGE_KEYS.tenantId);
export const setTenantId = (tenantId: string | number): void => writeStored(STORAGE_KEYS.tenantId, tenantId);

export const getUserInfo = (): SessionUserInfo | null => readStored<SessionUserInfo>(STORAGE_KEYS.userInfo);
export const setUserInfo = (userInfo: SessionUserInfo): void => writeStored(STORAGE_KEYS.userInfo, userInfo);

export const getUsername = (): string | null => readStored<string>(STORAGE_KEYS.username);
export const setUsername = (username: string): void => writeStored(STORAGE_KEYS.username, username);

export const getDictCache = (): DictCache | null => readStored<DictCache>(STORAGE_KEYS.dictCache);
export const setDictCache = (dictionaries: DictCache): void => writeStored(STORAGE_KEYS.dictCache, dictionaries);

export const getKeptAliveRoutes = (): string[] => readStored<string[]>(STORAGE_KEYS.keptAliveRoutes) ?? [];
export const setKeptAliveRoutes = (names: readonly string[]): void =>
  writeStored(STORAGE_KEYS.keptAliveRoutes, [...names]);

/**
 * The last text read from each list's key and what it parsed to. A list page asks for both lists
 * once per button of every row, and the administrator's list is hundreds of rules: parsing it
 * again for each ask cost a list page a tenth of a second of script per render. What was stored
 * is still read every time (a page of the stock client in the same tab may rewrite it), and
 * parsed only when it changed.
 */
const parsedLists = new Map<string, { raw: string; list: readonly AuthEntry[] }>();

function readList(key: string): readonly AuthEntry[] {
  const raw = currentBacking().session.getItem(key);
  if (!raw) return [];
  const last = parsedLists.get(key);
  if (last?.raw === raw) return last.list;
  let list: readonly AuthEntry[] = [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) list = Object.freeze(parsed as AuthEntry[]);
  } catch {
    // Not JSON: the same as no list.
  }
  parsedLists.set(key, { raw, list });
  return list;
}

/** What the user holds (`result.auth` of getUserPermissionByToken). */
export const getUserButtonAuth = (): readonly AuthEntry[] => readList(STORAGE_KEYS.userButtonAuth);
export const setUserButtonAuth = (entries: readonly AuthEntry[]): void =>
  currentBacking().session.setItem(STORAGE_KEYS.userButtonAuth, JSON.stringify(entries ?? []));

/** Every button rule of the system (`result.allAuth`). */
export const getSysButtonAuth = (): readonly AuthEntry[] => readList(STORAGE_KEYS.sysButtonAuth);
export const setSysButtonAuth = (entries: readonly AuthEntry[]): void =>
  currentBacking().session.setItem(STORAGE_KEYS.sysButtonAuth, JSON.stringify(entries ?? []));
