/** The grids of one browser page share its page id (a random id per page, as JeecgBoot's). */
export function newPageId(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * `ws(s)://host{basePath}/vxeSocket/{userId}/{pageId}[?tenantId=n]`: the API base as the HTTP
 * client uses it; the token is not part of the url (it travels as the sub-protocol). Browsers
 * cannot send the `tenant-id` header on a WebSocket, so the tenant the HTTP client works in goes
 * as a parameter, which keeps row updates within it; without one (0, none chosen yet) the server
 * takes the user's first tenant, as for a JeecgBoot client.
 */
export function tableChannelUrl(
  origin: string,
  basePath: string,
  userId: string,
  pageId: string,
  tenantId?: string | number | null,
): string {
  const url = new URL(
    `${basePath.replace(/\/+$/, '')}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`,
    origin,
  );
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const tenant = Number(tenantId);
  if (Number.isSafeInteger(tenant) && tenant > 0) url.searchParams.set('tenantId', String(tenant));
  return url.toString();
}
