import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMessages } from '../../../server/messages';
import { expectNoSecrets, startServer, type Answer, type TestServer } from '../support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('wujiu');
});
afterAll(() => server.close());

async function check(params: Record<string, string>): Promise<{ status: number; answer: Answer<unknown> }> {
  const response = await server.call({
    method: 'GET',
    url: `/sys/duplicate/check?${new URLSearchParams(params)}`,
    token,
  });
  expectNoSecrets(response.body);
  return { status: response.statusCode, answer: response.json<Answer<unknown>>() };
}

describe('/sys/duplicate/check: is a value taken?', () => {
  it('says a free value is available', async () => {
    expect((await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'newcomer' })).answer).toMatchObject({
      success: true,
      message: checkMessages.valueAvailable,
    });
  });

  it('says a taken value is not, naming no row', async () => {
    expect((await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'lisi' })).answer).toEqual(
      expect.objectContaining({ success: false, code: 500, message: checkMessages.valueTaken, result: null }),
    );
  });

  it('leaves the edited row aside (dataId) and accepts snake_case names', async () => {
    expect(
      (await check({ tableName: 'sys_user', fieldName: 'work_no', fieldVal: 'F0004', dataId: 'user-lisi' })).answer,
    ).toMatchObject({ success: true });
    expect(
      (await check({ tableName: 'sys_user', fieldName: 'work_no', fieldVal: 'F0004', dataId: 'user-admin' })).answer,
    ).toMatchObject({ success: false });
  });

  it('answers an empty value as JeecgBoot does: success, code 500, nothing checked', async () => {
    expect((await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: '' })).answer).toMatchObject({
      success: true,
      code: 500,
      message: checkMessages.emptyValue,
    });
  });

  it('checks the tables other modules add to the allow-list', async () => {
    expect(
      (await check({ tableName: 'sys_check_rule', fieldName: 'rule_code', fieldVal: 'machine_plate' })).answer,
    ).toMatchObject({ success: false });
  });
});

describe('/sys/duplicate/check refuses the published injections (#4129, #4737) and secret columns', () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      'a time-based expression as the field (#4737)',
      { tableName: 'v3_hello', fieldName: "1 and\tif(user()='root@localhost',sleep(0),sleep(0))" },
      checkMessages.unknownTable('v3_hello'),
    ],
    [
      'a time-based expression as the field of a real table',
      { tableName: 'sys_user', fieldName: "1 and\tif(user()='root@localhost',sleep(0),sleep(0))" },
      checkMessages.unknownField("1 and\tif(user()='root@localhost',sleep(0),sleep(0))"),
    ],
    [
      'an arithmetic field',
      { tableName: 'sys_user', fieldName: '1 * and username' },
      checkMessages.unknownField('1 * and username'),
    ],
    [
      'a commented table (#4129)',
      { tableName: 'sys_user where 1=1 --', fieldName: 'username' },
      checkMessages.unknownTable('sys_user where 1=1 --'),
    ],
    [
      'a sub-select as the table',
      { tableName: '(select password as username from sys_user)', fieldName: 'username' },
      checkMessages.unknownTable('(select password as username from sys_user)'),
    ],
    [
      'the password column (an oracle for hashes)',
      { tableName: 'sys_user', fieldName: 'password' },
      checkMessages.unknownField('password'),
    ],
    [
      'the session table',
      { tableName: 'sys_user_token', fieldName: 'token_hash' },
      checkMessages.unknownTable('sys_user_token'),
    ],
  ];
  for (const [what, params, message] of cases) {
    it(`refuses ${what}`, async () => {
      const { status, answer } = await check({ fieldVal: '1', ...params });
      expect(status).toBe(200);
      expect(answer).toMatchObject({ success: false, message });
    });
  }

  it('binds values and ids: a quote-breaking value or dataId is only data', async () => {
    expect(
      (await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: "lisi' or '1'='1" })).answer,
    ).toMatchObject({ success: true });
    expect(
      (await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'lisi', dataId: "x' or '1'='1" })).answer,
    ).toMatchObject({ success: false });
  });
});
