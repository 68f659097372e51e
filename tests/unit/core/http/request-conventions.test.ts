import { describe, expect, it } from 'vitest';
import { lowAppIdFromRoute } from '../../../../elements/core/http';
import { clientWith } from './client-fixture';
import { ok } from './fake-backend';

describe('every request goes under the base path with a 9000 ms timeout', () => {
  it('uses /farm-machine and 9000 ms by default', async () => {
    const { client, requests } = clientWith(() => ok());
    await client.getAction('/sys/user/list');
    expect(requests[0].baseURL).toBe('/farm-machine');
    expect(requests[0].timeout).toBe(9000);
  });

  it('uses a configured base path (a stock JeecgBoot uses /jeecg-boot)', async () => {
    const { client, requests } = clientWith(() => ok(), { basePath: '/jeecg-boot' });
    await client.getAction('/sys/user/list');
    expect(requests[0].baseURL).toBe('/jeecg-boot');
  });
});

describe('session headers', () => {
  it('sends X-Access-Token when logged in and tenant-id 0 when no tenant is chosen', async () => {
    const { client, requests } = clientWith(() => ok());
    await client.postAction('/sys/role/add', { roleName: 'x' });
    expect(requests[0].headers.get('X-Access-Token')).toBe('token-1');
    expect(requests[0].headers.get('tenant-id')).toBe('0');
  });

  it('sends no token header when logged out, and the chosen tenant id', async () => {
    const { client, requests } = clientWith(() => ok(), { getToken: () => null, getTenantId: () => 12 });
    await client.getAction('/sys/user/list');
    expect(requests[0].headers.has('X-Access-Token')).toBe(false);
    expect(requests[0].headers.get('tenant-id')).toBe('12');
  });

  it('sends X-Low-App-ID on low-app routes only', async () => {
    let route: { name: string; params: Record<string, string> } = { name: 'low-app-design', params: { appId: 'A7' } };
    const { client, requests } = clientWith(() => ok(), { getLowAppId: () => lowAppIdFromRoute(route) });
    await client.getAction('/x');
    route = { name: 'dashboard', params: { appId: 'A7' } };
    await client.getAction('/x');
    expect(requests[0].headers.get('X-Low-App-ID')).toBe('A7');
    expect(requests[1].headers.has('X-Low-App-ID')).toBe(false);
  });

  it('reads the low-app id only from routes named low-app… that carry an appId', () => {
    expect(lowAppIdFromRoute({ name: 'low-app-list', params: { appId: 5 } })).toBe('5');
    expect(lowAppIdFromRoute({ name: 'low-app-list', params: {} })).toBeNull();
    expect(lowAppIdFromRoute({ name: 'orders', params: { appId: '5' } })).toBeNull();
  });
});

describe('GET requests carry _t in unix seconds, except dictionary item lookups', () => {
  it('adds _t to a GET, keeping the caller’s params', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { client, requests } = clientWith(() => ok());
    await client.getAction('/sys/user/list', { pageNo: 1 });
    const params = requests[0].params as Record<string, unknown>;
    expect(params.pageNo).toBe(1);
    expect(Number.isInteger(params._t)).toBe(true);
    expect(params._t as number).toBeGreaterThanOrEqual(before);
    expect(params._t as number).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('leaves _t off dictionary item lookups and off non-GET requests', async () => {
    const { client, requests } = clientWith(() => ok());
    await client.getAction('/sys/dict/getDictItems/sex');
    await client.postAction('/sys/role/add', {});
    await client.deleteAction('/sys/role/delete', { id: '1' });
    expect(requests[0].params).toBeUndefined();
    expect(requests[1].params).toBeUndefined();
    expect(requests[2].params).toEqual({ id: '1' });
  });
});

describe('helpers', () => {
  it('put sends a body, delete sends query parameters', async () => {
    const { client, requests } = clientWith(() => ok());
    await client.putAction('/sys/role/edit', { id: '1' });
    await client.deleteAction('/sys/role/deleteBatch', { ids: 'a,b' });
    expect([requests[0].method, requests[0].data]).toEqual(['put', JSON.stringify({ id: '1' })]);
    expect([requests[1].method, requests[1].params]).toEqual(['delete', { ids: 'a,b' }]);
  });

  it('httpAction sends the data as body for POST/PUT and as query for GET/DELETE', async () => {
    const { client, requests } = clientWith(() => ok());
    await client.httpAction('/a', { x: 1 }, 'POST');
    await client.httpAction('/a', { x: 1 }, 'put');
    await client.httpAction('/a', { x: 1 }, 'delete');
    expect(requests.map((request) => [request.method, request.data ?? null, request.params ?? null])).toEqual([
      ['post', '{"x":1}', null],
      ['put', '{"x":1}', null],
      ['delete', null, { x: 1 }],
    ]);
  });
});
