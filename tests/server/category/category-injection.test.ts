import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryMessages, dictMessages, queryMessages } from '../../../server/messages';
import { expectNoSecrets, startServer, type Answer, type TestServer } from '../support/test-server';

/*
 * Injections published against JeecgBoot's category API (#3663: `field` of loadOne went into the
 * SQL) and the tree condition it shares with the dictionaries, replayed by a signed-in user.
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
  return { status: response.statusCode, answer: response.json<Answer<unknown>>() };
}
const categoryCount = async () =>
  (await attack('/sys/category/rootList?name=*&pageSize=1')).answer as Answer<{ total: number }>;

describe('loadOne: field must be a column of the category table (#3663)', () => {
  const payloads = [
    'extractvalue(1,concat(char(126),(version()),md5(1678381038)))',
    'updatexml(1,concat(0x7e,(select password from sys_user limit 1)),1)',
    'name=name or 1',
    'password',
  ];
  for (const field of payloads) {
    it(`refuses field=${field}`, async () => {
      const { answer } = await attack(
        `/sys/category/loadOne?field=${encodeURIComponent(field)}&val=f39a06bf9f390ba4a53d11bc4e0018d7`,
      );
      expect(answer).toMatchObject({ success: false, message: categoryMessages.badField });
    });
  }

  it('binds val: a quote-breaking value matches nothing', async () => {
    const { answer } = await attack(`/sys/category/loadOne?field=code&val=${encodeURIComponent("x' or '1'='1")}`);
    expect(answer).toMatchObject({ success: false, message: categoryMessages.noMatch });
  });
});

describe("loadTreeData: the condition's keys go through the allow-list", () => {
  it('refuses a SQL key and the _tableFilterSql key', async () => {
    for (const key of ['1=1) or (1', '_tableFilterSql']) {
      const condition = encodeURIComponent(JSON.stringify({ [key]: 'x' }));
      const { status, answer } = await attack(`/sys/category/loadTreeData?pcode=A01&condition=${condition}`);
      expect(status).toBe(200);
      expect(answer).toMatchObject({ success: false, message: dictMessages.unknownField(key) });
    }
  });
});

describe('the admin list refuses sort and filter names outside the table', () => {
  it('refuses SQL as a sort column and as a filter field, and the table keeps its rows', async () => {
    const before = (await categoryCount()).result.total;
    const sort = await attack(
      `/sys/category/rootList?column=${encodeURIComponent('name;drop table sys_category')}&order=asc`,
    );
    expect(sort).toMatchObject({
      status: 200,
      answer: { success: false, message: queryMessages.unknownSortColumn('name;drop table sys_category') },
    });
    const filter = await attack(`/sys/category/childList?${encodeURIComponent('1=1 or pid')}=x`);
    expect(filter.answer).toMatchObject({ success: false, message: queryMessages.unknownFilterField('1=1 or pid') });
    expect((await categoryCount()).result.total).toBe(before);
  });
});
