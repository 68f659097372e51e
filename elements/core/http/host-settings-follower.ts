import { followPageSettings } from '../embedding/page-settings';
import type { FarmHostSettings } from '../embedding/host-settings';
import { getTenantId, getToken } from '../session';
import { configureHttp, type HttpRuntimeConfig } from './http-config';

const TRAILING_SLASHES = /\/+$/;

/** The HTTP part of a host page's settings; members not given keep the session-storage defaults. */
export function httpConfigFromHostSettings({
  apiBase,
  tokenProvider,
  tenantId,
}: FarmHostSettings): Partial<HttpRuntimeConfig> {
  return {
    ...(apiBase !== undefined ? { basePath: apiBase.replace(TRAILING_SLASHES, '') } : {}),
    getToken: tokenProvider ?? getToken,
    getTenantId: tenantId === undefined ? getTenantId : typeof tenantId === 'function' ? tenantId : () => tenantId,
  };
}

let following = false;

/** Makes the shared client follow `FarmElements.configure()` / `configureFarmElements()` (once per runtime). */
export function followHostHttpSettings(): void {
  if (following) return;
  following = true;
  followPageSettings((settings) => configureHttp(httpConfigFromHostSettings(settings)));
}
