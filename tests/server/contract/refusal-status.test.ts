import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesMessages, httpMessages, queryMessages, validationMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';
import { stockClient, type StockClient } from './stock-client';

// Issue 26, point 1: which refusal gets which HTTP status (server/README.md, "Answers"). A
// well-formed request whose values are refused is answered HTTP 200, `success: false`, code 500,
// as JeecgBoot's Result.error; a request that cannot be read as one keeps HTTP 400. Either way
// nothing is written.

let server: TestServer;
let token: string;
let admin: StockClient;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('admin');
  admin = stockClient(server, token);
});
afterAll(() => server.close());

const roleCount = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('sys_role')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** HTTP 200 with the refusal in the envelope, and the role table as it was. */
async function refusedInEnvelope(
  send: () => Promise<{ statusCode: number; json: <T>() => T }>,
  message: string,
): Promise<void> {
  const before = await roleCount();
  const response = await send();
  expect(response.statusCode).toBe(200);
  expect(response.json<Answer>()).toMatchObject({ success: false, code: 500, message, result: null });
  expect(await roleCount()).toBe(before);
}

describe('HTTP 200, success:false, code 500: a well-formed request refused', () => {
  it('a required field missing from the body', () =>
    refusedInEnvelope(
      () => admin.raw('POST', '/sys/role/add', { roleName: '无编码' }),
      validationMessages.required('roleCode'),
    ));

  it('a field of the body with a value of the wrong type', () =>
    refusedInEnvelope(
      () => admin.raw('POST', '/sys/role/add', { roleName: '类型', roleCode: { $ne: '' } }),
      validationMessages.type('roleCode', 'string'),
    ));

  it('a query parameter beyond its schema', () =>
    refusedInEnvelope(
      () =>
        admin.raw('GET', `/sys/duplicate/check?tableName=sys_role&fieldName=role_code&fieldVal=${'x'.repeat(1001)}`),
      validationMessages.maxLength('fieldVal', 1000),
    ));

  it('a filter on a field the list does not have, and a sort on one', async () => {
    await refusedInEnvelope(
      () => admin.raw('GET', '/sys/role/list?_t=1&nope=1'),
      queryMessages.unknownFilterField('nope'),
    );
    await refusedInEnvelope(
      () => admin.raw('GET', '/sys/role/list?_t=1&column=password'),
      queryMessages.unknownSortColumn('password'),
    );
  });

  it('a page number no column can hold', () =>
    refusedInEnvelope(() => admin.raw('GET', '/sys/role/list?pageNo=1e999'), queryMessages.badPaging));

  it('a number no column can hold, where the schema reads it as one', () =>
    refusedInEnvelope(
      () => admin.raw('GET', '/sys/online/list?pageNo=1e309'),
      httpMessages.numberOutOfRange('pageNo'),
    ));
});

describe('fields a body carries that the route does not take are ignored, never written', () => {
  it('adds the role, leaving out the unknown field and the server-owned ones', async () => {
    const answer = await admin.postAction('/sys/role/add', {
      roleName: '巡检员',
      roleCode: 'inspector',
      isAdmin: true,
      createBy: 'intruder',
      createTime: '2000-01-01 00:00:00',
      tenantId: 2,
    });
    expect(answer.success).toBe(true);
    expect(
      await server.app.db
        .selectFrom('sys_role')
        .selectAll()
        .where('roleCode', '=', 'inspector')
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ createBy: 'admin' });
  });
});

describe('HTTP 400: a request that cannot be read as one', () => {
  const post = (payload: string, contentType = 'application/json') =>
    server.call({ method: 'POST', url: '/sys/role/add', token, headers: { 'content-type': contentType }, payload });

  it('JSON that does not parse, and an empty JSON body', async () => {
    for (const [payload, message] of [
      ['{"roleName": ', httpMessages.invalidJson],
      ['', httpMessages.emptyJson],
    ] as const) {
      const before = await roleCount();
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<Answer>()).toMatchObject({ success: false, message });
      expect(await roleCount()).toBe(before);
    }
  });

  it('text that is not text (half of a UTF-16 surrogate pair)', async () => {
    const response = await post('{"roleName":"\\ud800x","roleCode":"half"}');
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().message).toBe(httpMessages.invalidText('roleName'));
  });

  it('a path parameter of the wrong shape: the URL names nothing', async () => {
    const response = await server.call({ method: 'GET', url: '/sys/randomImage/..%2F..%2Fetc' });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().success).toBe(false);
  });

  it('a multipart upload that is not multipart', async () => {
    const response = await server.call({ method: 'POST', url: '/sys/common/upload', token, payload: { file: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().message).toBe(filesMessages.notMultipart);
  });

  it('a content type no route reads: 415', async () => {
    const response = await post('<role/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json<Answer>()).toMatchObject({ success: false, message: httpMessages.unsupportedMediaType });
  });
});
