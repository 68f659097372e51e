import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictMessages } from '../../../server/messages';
import { expectNoSecrets, startServer, type Answer, type TestServer } from '../support/test-server';

/*
 * The injections published against JeecgBoot's dictionary API (issues #141, #1887, #3713, #4128,
 * #5173 / CVE-2023-38992, #9520, #9522, #9525, #9571), replayed by a signed-in user without any
 * dictionary rights. Names are refused by the allow-list with a clear message; values are bound
 * and only ever match as data. Nothing leaks and nothing changes.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('wujiu');
});
afterAll(() => server.close());

async function attack(url: string): Promise<{ status: number; answer: Answer<unknown> }> {
  const response = await server.call({ method: 'GET', url, token });
  expectNoSecrets(response.body);
  expect(response.body).not.toMatch(/scrypt|Harvest-2024/);
  return { status: response.statusCode, answer: response.json<Answer<unknown>>() };
}

const path = (code: string) => encodeURIComponent(code);
const tree = (params: Record<string, string>) =>
  `/sys/dict/loadTreeData?${new URLSearchParams({ pidField: 'id', ...params })}`;

async function userCount(): Promise<number> {
  const admin = await server.login('admin');
  const response = await server.call({ method: 'GET', url: '/sys/user/list?pageSize=100', token: admin });
  return response.json<Answer<{ total: number }>>().result.total;
}

describe('table dictionary codes naming what the allow-list does not hold are refused', () => {
  const cases: [string, string, string][] = [
    [
      'a secret column as text (#141)',
      `/sys/dict/getDictItems/${path('sys_user,password,username')}`,
      dictMessages.unknownField('password'),
    ],
    [
      'a secret column as value',
      `/sys/dict/loadDictItem/${path('sys_user,username,salt')}?key=x`,
      dictMessages.unknownField('salt'),
    ],
    [
      "another database's table (#3713)",
      `/sys/dict/loadDict/${path('mysql.user,user,host,1<>(select user())')}?keyword=`,
      dictMessages.unknownTable('mysql.user'),
    ],
    [
      'the session table',
      `/sys/dict/getDictItems/${path('sys_user_token,token_hash,user_id')}`,
      dictMessages.unknownTable('sys_user_token'),
    ],
    [
      "SQLite's catalogue",
      `/sys/dict/getDictItems/${path('sqlite_master,sql,name')}`,
      dictMessages.unknownTable('sqlite_master'),
    ],
    [
      'SQL as a filter',
      `/sys/dict/getDictItems/${path('sys_user,realname,id,1=1 union select password,username from sys_user')}`,
      dictMessages.badFilter,
    ],
    [
      'a stacked statement as a filter',
      `/sys/dict/loadDict/${path("sys_user,realname,username,username='x';drop table sys_user")}`,
      dictMessages.badFilter,
    ],
    [
      'an expression as a column',
      `/sys/dict/getDictItems/${path('sys_user,(select password from sys_user limit 1),id')}`,
      dictMessages.unknownField('(select password from sys_user limit 1)'),
    ],
  ];
  for (const [what, url, message] of cases) {
    it(`refuses ${what}`, async () => {
      const { status, answer } = await attack(url);
      expect(status).toBe(200);
      expect(answer).toMatchObject({ success: false, message });
    });
  }
});

describe('loadTreeData names are refused by the allow-list', () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      'a table with an alias (CVE-2023-38992, #5173)',
      { tableName: 'sys_user t', text: 'password,id', code: 'password' },
      dictMessages.unknownTable('sys_user t'),
    ],
    [
      'a secret column as text',
      { tableName: 'sys_user', text: 'password', code: 'id' },
      dictMessages.unknownField('password'),
    ],
    [
      'a column list as text',
      { tableName: 'sys_user', text: 'realname,id', code: 'id' },
      dictMessages.unknownField('realname,id'),
    ],
    [
      'SQL in code (#1887)',
      { tableName: 'sys_user', text: 'realname', code: 'id and (select 1 from (select(sleep(5)))a)' },
      dictMessages.unknownField('id and (select 1 from (select(sleep(5)))a)'),
    ],
    [
      'SQL in pidField',
      { tableName: 'sys_user', text: 'realname', code: 'id', pidField: "1=1 or ''" },
      dictMessages.unknownField("1=1 or ''"),
    ],
    [
      'SQL in hasChildField',
      { tableName: 'sys_user', text: 'realname', code: 'id', hasChildField: '(select password from sys_user)' },
      dictMessages.unknownField('(select password from sys_user)'),
    ],
    [
      'the _tableFilterSql key of the condition (#9571)',
      {
        tableName: 'sys_user',
        text: 'realname',
        code: 'id',
        condition: JSON.stringify({ _tableFilterSql: ' 1=1 union select password,username,id from sys_user' }),
      },
      dictMessages.unknownField('_tableFilterSql'),
    ],
    [
      'SQL as a condition key',
      {
        tableName: 'sys_user',
        text: 'realname',
        code: 'id',
        condition: JSON.stringify({ '1=1) union select password,username from sys_user --': 'x' }),
      },
      dictMessages.unknownField('1=1) union select password,username from sys_user --'),
    ],
    [
      'a secret column as a condition key',
      { tableName: 'sys_user', text: 'realname', code: 'id', condition: JSON.stringify({ password: 'x' }) },
      dictMessages.unknownField('password'),
    ],
  ];
  for (const [what, params, message] of cases) {
    it(`refuses ${what}`, async () => {
      const { status, answer } = await attack(tree(params));
      expect(status).toBe(200);
      expect(answer).toMatchObject({ success: false, message });
    });
  }
});

describe('queryTableData names are refused by the allow-list (#4128)', () => {
  it('refuses the catalogue tables', async () => {
    for (const table of ['information_schema.tables', 'sqlite_master']) {
      const { status, answer } = await attack(
        `/sys/dict/queryTableData?table=${table}&text=table_name&code=TABLE_SCHEMA`,
      );
      expect(status).toBe(200);
      expect(answer).toMatchObject({ success: false, message: dictMessages.unknownTable(table) });
    }
  });
});

describe('payloads in values are bound: they match only as data', () => {
  it('a time-based payload in a condition value (#9520) matches nothing', async () => {
    const condition = JSON.stringify({ realname: "x' AND (SELECT 1 FROM (SELECT(SLEEP(5)))a) AND '1'='1" });
    const { answer } = await attack(tree({ tableName: 'sys_user', text: 'realname', code: 'id', condition }));
    expect(answer).toMatchObject({ success: true, result: [] });
  });

  it('a quote-breaking search keyword (#9522) matches nothing', async () => {
    const { answer } = await attack(
      `/sys/dict/loadDict/${path('sys_user,realname,username')}?keyword=${path("a%' or '1'='1")}`,
    );
    expect(answer).toMatchObject({ success: true, result: [] });
  });

  it("a comma keyword built to break JeecgBoot's in-list (#9525) matches nothing", async () => {
    const keyword = "a') or 1=1 union select password,username from sys_user --,b";
    const { answer } = await attack(
      `/sys/dict/loadDict/${path('sys_user,realname,username')}?keyword=${path(keyword)}`,
    );
    expect(answer).toMatchObject({ success: true, result: [] });
  });

  it('keys of loadDictItem match nothing and come back as themselves at most', async () => {
    const { answer } = await attack(
      `/sys/dict/loadDictItem/${path('sys_user,realname,username')}?key=${path("' or 1=1 --")}&delNotExist=false`,
    );
    expect(answer.result).toEqual(["' or 1=1 --"]);
  });

  it('leaves the users table as it was', async () => {
    expect(await userCount()).toBe(12);
  });
});
