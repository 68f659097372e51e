import { getHttpConfig } from '../../elements/core/http';
import { getTenantId, getUserInfo } from '../../elements/core/session';
import type { PlaceholderSource } from './menu-url';

function absolute(url: string): string {
  if (/^https?:\/\//i.test(url) || typeof location === 'undefined') return url;
  return `${location.origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The session values menu url placeholders may name, read now. */
export function menuUrlSource(): PlaceholderSource {
  const { basePath, staticDomainUrl } = getHttpConfig();
  return {
    user: getUserInfo(),
    tenantId: getTenantId(),
    apiUrl: absolute(basePath),
    staticUrl: absolute(staticDomainUrl ?? `${basePath}/sys/common/static`),
  };
}
