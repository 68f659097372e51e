/** The grids of one browser page share its page id (a random id per page, as JeecgBoot's). */
export function newPageId(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * `ws(s)://host{basePath}/vxeSocket/{userId}/{pageId}`: the API base as the HTTP client uses
 * it; the token is not part of the url (it travels as the sub-protocol).
 */
export function tableChannelUrl(origin: string, basePath: string, userId: string, pageId: string): string {
  const url = new URL(`${basePath.replace(/\/+$/, '')}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
