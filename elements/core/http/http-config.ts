import type { AxiosRequestConfig } from 'axios';
import { getTenantId, getToken, removeToken } from '../session';
import { detectEnterpriseChatBrowser } from './environment';
import { silentNotifier, type Notifier } from './notifier';
import { saveBlobAsFile } from './save-file';

/** Everything the HTTP client depends on, injectable so hosts and tests plug their own in. */
export interface HttpRuntimeConfig {
  /** Path prefix of every call (build setting; `/jeecg-boot` on a stock JeecgBoot). */
  basePath: string;
  /** Prefix of stored files; null means `${basePath}/sys/common/static`. */
  staticDomainUrl: string | null;
  /** Secret of X-Sign. There is deliberately no default: signing without one throws. */
  signSecret: string | null;
  /** Paths whose requests are signed: '*' is one path segment, '**' any rest; or a RegExp. */
  signedUrls: readonly (string | RegExp)[];
  timeoutMs: number;
  /** Identical GETs still in flight share one request. */
  dedupeGets: boolean;
  getToken: () => string | null | undefined;
  clearToken: () => void;
  getTenantId: () => string | number | null | undefined;
  /** The current route's low-app id (see lowAppIdFromRoute), or nothing. */
  getLowAppId: () => string | null | undefined;
  isEnterpriseChatBrowser: () => boolean;
  notify: Notifier;
  reload: () => void;
  /** The logout run on 401 and on re-login; null: clear the session and POST /sys/logout. */
  onLogout: (() => Promise<void> | void) | null;
  saveFile: (blob: Blob, fileName: string) => void;
  /** The axios adapter; null uses axios' own (tests pass one that answers in memory). */
  adapter: AxiosRequestConfig['adapter'] | null;
}

/** The dictionary and lookup endpoints a stock JeecgBoot backend checks signatures on. */
export const JEECG_SIGNED_URLS: readonly string[] = [
  '/sys/dict/getDictItems/*',
  '/sys/dict/loadDict/*',
  '/sys/dict/loadDictOrderByValue/*',
  '/sys/dict/loadDictItem/*',
  '/sys/dict/loadTreeData',
  '/sys/api/queryTableDictItemsByCode',
  '/sys/api/queryFilterTableDictInfo',
  '/sys/api/queryTableDictByKeys',
  '/sys/api/translateDictFromTable',
  '/sys/api/translateDictFromTableByKeys',
];

function defaultHttpConfig(): HttpRuntimeConfig {
  return {
    basePath: '/farm-machine',
    staticDomainUrl: null,
    signSecret: null,
    signedUrls: [],
    timeoutMs: 9000,
    dedupeGets: false,
    getToken,
    clearToken: removeToken,
    getTenantId,
    getLowAppId: () => null,
    isEnterpriseChatBrowser: detectEnterpriseChatBrowser,
    notify: silentNotifier,
    reload: () => globalThis.location?.reload(),
    onLogout: null,
    saveFile: saveBlobAsFile,
    adapter: null,
  };
}

let current = defaultHttpConfig();

export function getHttpConfig(): HttpRuntimeConfig {
  return current;
}

/** Changes the runtime configuration; clients created without overrides follow it. */
export function configureHttp(patch: Partial<HttpRuntimeConfig>): void {
  current = { ...current, ...patch };
}

export function resetHttpConfig(): void {
  current = defaultHttpConfig();
}

/** The static prefix files are served under. */
export function staticPrefix(config: HttpRuntimeConfig): string {
  return (config.staticDomainUrl ?? `${config.basePath}/sys/common/static`).replace(/\/+$/, '');
}
