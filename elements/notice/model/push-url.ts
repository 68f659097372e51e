/**
 * The notice channel's address, `/websocket/{userId}` under the API base. The scheme follows
 * the configured domain: a base with `https:` (or a page served over https) gives `wss:`.
 */
export function noticeSocketUrl(basePath: string, userId: string, pageUrl: string): string {
  const base = new URL(`${basePath.replace(/\/+$/, '')}/`, pageUrl);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return new URL(`websocket/${encodeURIComponent(userId)}`, base).href;
}
