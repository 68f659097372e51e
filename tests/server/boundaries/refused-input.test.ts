import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';

/** The inputs of the "Data boundaries" issue that answered HTTP 500, each now refused or served. */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('admin');
});
afterAll(() => server.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  server.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

// A number out of range is a refused value (HTTP 200, success:false); text that is not text cannot be read (HTTP 400).
describe('numbers no column can hold', () => {
  it.each(['1e309', 'Infinity', '1e20'])(
    'refuses the online list page %s with a message naming pageNo',
    async (pageNo) => {
      const response = await send('GET', `/sys/online/list?pageNo=${pageNo}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<Answer>()).toMatchObject({
        success: false,
        message: httpMessages.numberOutOfRange('pageNo'),
      });
    },
  );

  it.each(['1e309', 'Infinity', '1e999', '9007199254740993'])(
    'refuses list paging %s on a generic list',
    async (pageNo) => {
      const response = await send('GET', `/sys/user/list?pageNo=${pageNo}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<Answer>().success).toBe(false);
    },
  );

  it.each(['Infinity', '1e999'])('refuses the tenant id %s without touching the tenants', async (id) => {
    const before = (await send('GET', '/sys/tenant/list?pageSize=1000')).json<Answer<{ total: number }>>().result.total;
    const response = await send('POST', '/sys/tenant/add', { id, name: '边界租户' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer>().success).toBe(false);
    expect((await send('GET', '/sys/tenant/list?pageSize=1000')).json<Answer<{ total: number }>>().result.total).toBe(
      before,
    );
  });
});

describe('text that cannot be stored as sent', () => {
  it('refuses a lone surrogate in a body field, naming it', async () => {
    const response = await send('POST', '/sys/tenant/add', { id: 77, name: 'a\ud800' });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().message).toBe(httpMessages.invalidText('name'));
  });

  it('refuses a lone surrogate in a duplicate check, which SQLite would have compared as U+FFFD', async () => {
    const response = await send('GET', '/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=%ED%A0%80');
    expect(response.statusCode).toBeLessThan(500);
    const direct = await server.app.inject({
      method: 'POST',
      url: '/farm-machine/sys/tenant/add',
      headers: { 'X-Access-Token': token, 'content-type': 'application/json' },
      payload: '{"id":78,"name":"\\udc00x"}',
    });
    expect(direct.statusCode).toBe(400);
  });

  it('keeps a proper surrogate pair (an emoji) as it is', async () => {
    const response = await send('POST', '/sys/tenant/add', { id: 79, name: '农场🚜' });
    expect(response.json<Answer>().success).toBe(true);
  });
});

describe('names a client may choose', () => {
  it.each(['__proto__', 'constructor'])('answers the dictionary %s as an empty one', async (code) => {
    const response = await send('GET', `/sys/dict/getDictItems/${code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Answer>().result).toEqual([]);
  });

  it("deletes nothing for the category id 0, the roots' parent", async () => {
    const count = async () =>
      Number(
        (
          await server.app.db
            .selectFrom('sys_category')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const answer = (await send('DELETE', '/sys/category/delete?id=0')).json<Answer>();
    expect(answer.success).toBe(false);
    expect(await count()).toBe(before);
  });
});

describe("the order number, now the server's", () => {
  it.each([null, '', ' '])('answers an order sent with orderNo %j without a server error', async (orderNo) => {
    const response = await send('POST', '/online/cgform/api/form/farm_order', {
      orderNo,
      farmerName: '边界',
      workArea: 1,
      unitPrice: 1,
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});
