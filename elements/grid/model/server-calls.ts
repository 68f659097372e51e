import type * as Dict from '../../core/dict';
import type { HttpClient } from '../../core/http';

// The grid's calls to the server load the HTTP client (axios, request signing, session expiry:
// some 28 KB gzip) the first time one is made, so a grid fed through `rows` never downloads it.

export const getAction: HttpClient['getAction'] = async (url, params, options) =>
  (await import('../../core/http/default-client')).getAction(url, params, options);

export async function loadDictItem(
  ...args: Parameters<typeof Dict.loadDictItem>
): ReturnType<typeof Dict.loadDictItem> {
  return (await import('../../core/dict/dict-lookups')).loadDictItem(...args);
}
