/** Enterprise WeChat and DingTalk in-app browsers: the OAuth2 app environment (shell spec 4). */
export function isEnterpriseChatUserAgent(userAgent: string | null | undefined): boolean {
  return /wxwork|dingtalk/i.test(userAgent ?? '');
}

export function detectEnterpriseChatBrowser(): boolean {
  return typeof navigator !== 'undefined' && isEnterpriseChatUserAgent(navigator.userAgent);
}

/** The part of a router location the low-app header needs. */
export interface LowAppRoute {
  name?: string | symbol | null;
  params?: Record<string, unknown> | null;
}

/** Routes named low-app… that carry an appId send it as X-Low-App-ID (shell spec section 2). */
export function lowAppIdFromRoute(route: LowAppRoute | null | undefined): string | null {
  if (!route || typeof route.name !== 'string' || !route.name.startsWith('low-app')) return null;
  const appId = route.params?.appId;
  return appId === undefined || appId === null || appId === '' ? null : String(appId);
}
