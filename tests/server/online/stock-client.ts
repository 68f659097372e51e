import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_TEST_NOW } from '../support/test-defaults';
import type { Answer, FarmServer } from './farm-support';

/*
 * Requests as the stock JeecgBoot Vue 2 client sends them (ant-design-vue-jeecg 3.4 and its
 * online pages): axios GETs with `_t` (unix seconds) first, then the page's parameters in order,
 * empty ones dropped (its `filterObj`); the headers `X-Access-Token` and `tenant-id` (0 before a
 * tenant is chosen). Parameter values are written as axios writes them.
 */

/** `_t` as the client computes it (`Date.parse(new Date()) / 1000`) at the test clock's start. */
export const CLIENT_T = DEFAULT_TEST_NOW / 1000;

/** axios's encoding of a query value: encodeURIComponent, then ':', '$', ',', '[', ']' kept and spaces as '+'. */
function axiosEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

/** A query string as axios builds it from `params`, after the client's filterObj dropped the empty values. */
export function clientQuery(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(
      ([name, value]) =>
        `${axiosEncode(name)}=${axiosEncode(typeof value === 'object' ? JSON.stringify(value) : String(value))}`,
    )
    .join('&');
}

/** The online list's query as the client first sends it: newest first, page 1 of 10, advanced query's match 'and'. */
export const CLIENT_LIST_STATE = { column: 'id', order: 'desc', pageNo: 1, pageSize: 10, superQueryMatchType: 'and' };

export interface ClientCaller {
  token: string;
  /** The tenant the client has chosen (its `tenant-id` header); 0 when none. */
  tenantId?: number;
}

/** The stock client's GET (getAction / downFile): `_t` first, then the parameters. */
export function clientGet(
  farm: FarmServer,
  path: string,
  params: Readonly<Record<string, unknown>>,
  caller: ClientCaller,
): Promise<LightMyRequestResponse> {
  const query = clientQuery({ _t: CLIENT_T, ...params });
  return farm.call('GET', `${path}?${query}`, {
    token: caller.token,
    headers: { 'tenant-id': String(caller.tenantId ?? 0) },
  });
}

/** The envelope of a stock-client GET. */
export async function clientAnswer<T>(
  farm: FarmServer,
  path: string,
  params: Readonly<Record<string, unknown>>,
  caller: ClientCaller,
): Promise<Answer<T>> {
  return (await clientGet(farm, path, params, caller)).json<Answer<T>>();
}

/** The stock client's POST / PUT (postAction / putAction / httpAction): a JSON body, no `_t`. */
export function clientSend(
  farm: FarmServer,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  caller: ClientCaller,
): Promise<LightMyRequestResponse> {
  return farm.call(method, path, {
    token: caller.token,
    payload: body === undefined ? undefined : (body as object),
    headers: { 'tenant-id': String(caller.tenantId ?? 0) },
  });
}
