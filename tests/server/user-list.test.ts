import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryMessages } from '../../server/messages';
import { expectNoSecrets, startServer, type Answer, type TestServer } from './support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('operator');
});
afterAll(() => server.close());

interface UserRecord {
  username: string;
  realname: string;
  sex: number;
  sex_dictText: string;
  status_dictText: string;
  birthday: string;
}
interface UserPage {
  records: UserRecord[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

async function list(query: string): Promise<Answer<UserPage>> {
  const response = await server.call({ method: 'GET', url: `/sys/user/list?_t=1726800000&${query}`, token });
  expectNoSecrets(response.body);
  return response.json<Answer<UserPage>>();
}
const usernames = (answer: Answer<UserPage>) => answer.result.records.map((user) => user.username);

describe('GET /sys/user/list: paging', () => {
  it('answers a JeecgBoot page, 10 rows by default', async () => {
    const answer = await list('');
    expect(answer.result).toMatchObject({ total: 12, size: 10, current: 1, pages: 2 });
    expect(answer.result.records).toHaveLength(10);
  });

  it('serves the requested page and size', async () => {
    const answer = await list('pageNo=2&pageSize=5&column=username&order=asc');
    expect(answer.result).toMatchObject({ total: 12, size: 5, current: 2, pages: 3 });
    expect(usernames(answer)).toEqual(['sunqi', 'wangwu', 'wujiu', 'zhangsan', 'zhaoliu']);
  });

  it('adds the dictionary texts of coded fields', async () => {
    const answer = await list('username=sunqi');
    expect(answer.result.records[0]).toMatchObject({ sex: 2, sex_dictText: '女', status_dictText: '正常' });
  });
});

describe('GET /sys/user/list: filters and sorting', () => {
  it('understands the plain-value conventions', async () => {
    expect(usernames(await list('realname=*王*&column=username&order=asc'))).toEqual(['operator', 'wangwu']);
    expect(usernames(await list('username=zhang*'))).toEqual(['zhangsan']);
    expect(usernames(await list('username=*ba'))).toEqual(['zhouba']);
    expect(usernames(await list('username=lisi,wujiu&column=username&order=asc'))).toEqual(['lisi', 'wujiu']);
    expect((await list('sex=!1')).result.total).toBe(4);
    expect(usernames(await list('birthday=>= 1996-01-01&column=birthday&order=desc'))).toEqual(['wujiu', 'liuyang']);
    expect(usernames(await list('birthday_begin=1990-01-01&birthday_end=1990-12-31'))).toEqual(['lisi']);
  });

  it('sorts by a dictionary column named by its text column', async () => {
    expect(usernames(await list('column=sex_dictText&order=desc&pageSize=4')).length).toBe(4);
    expect((await list('column=sex_dictText&order=desc&pageSize=4')).result.records.every((u) => u.sex === 2)).toBe(
      true,
    );
  });

  it('understands the advanced query, matched with and / or', async () => {
    const params = (items: object[], match: string) =>
      `superQueryParams=${encodeURIComponent(encodeURI(JSON.stringify(items)))}&superQueryMatchType=${match}&column=username&order=asc`;
    const items = [
      { field: 'sex', type: 'int', rule: 'eq', val: '2' },
      { field: 'username', type: 'string', rule: 'right_like', val: 'chen' },
    ];
    expect(usernames(await list(params(items, 'and')))).toEqual(['chenxi']);
    expect(usernames(await list(params(items, 'or')))).toEqual(['chenxi', 'operator', 'sunqi', 'wujiu']);
  });

  it('treats % and _ typed by the user as themselves', async () => {
    expect((await list('username=*%*')).result.total).toBe(0);
    expect((await list('username=*_*')).result.total).toBe(0);
  });
});

describe('GET /sys/user/list: injection attempts', () => {
  const refused = async (query: string, message: string) => {
    const response = await server.call({ method: 'GET', url: `/sys/user/list?${query}`, token });
    // Refused in the envelope, as JeecgBoot answers a refused request.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, message });
  };

  it('refuses a sort column that is not a column of the resource', async () => {
    await refused(
      `column=${encodeURIComponent('createTime; drop table sys_user')}`,
      queryMessages.unknownSortColumn('createTime; drop table sys_user'),
    );
    await refused('column=password', queryMessages.unknownSortColumn('password'));
    await refused(`order=${encodeURIComponent('desc, (select 1)')}`, queryMessages.badOrder);
  });

  it('refuses a filter field that is not a column of the resource', async () => {
    await refused(
      `${encodeURIComponent('username or 1=1 --')}=x`,
      queryMessages.unknownFilterField('username or 1=1 --'),
    );
    await refused('salt=abc', queryMessages.unknownFilterField('salt'));
    const advanced = encodeURIComponent(JSON.stringify([{ field: '1=1) or (1', rule: 'eq', val: '1' }]));
    await refused(`superQueryParams=${advanced}`, queryMessages.unknownFilterField('1=1) or (1'));
    const badRule = encodeURIComponent(JSON.stringify([{ field: 'username', rule: 'USE_SQL_RULES', val: '1=1' }]));
    await refused(`superQueryParams=${badRule}`, queryMessages.badSuperQueryRule('USE_SQL_RULES'));
  });

  it('binds an injected value as plain data: no rows, and the table is intact', async () => {
    expect((await list(`username=${encodeURIComponent("admin' or '1'='1")}`)).result.total).toBe(0);
    expect((await list(`sex=${encodeURIComponent('1 or 1=1')}`)).success).toBe(false);
    expect((await list('')).result.total).toBe(12);
  });
});
