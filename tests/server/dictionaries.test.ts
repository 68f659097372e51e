import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictMessages } from '../../server/messages';
import { expectNoSecrets, startServer, type Answer, type TestServer } from './support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('lisi');
});
afterAll(() => server.close());

const items = async (code: string) => {
  const response = await server.call({ method: 'GET', url: `/sys/dict/getDictItems/${code}`, token });
  expectNoSecrets(response.body);
  return response.json<Answer<{ value: string; text: string }[]>>();
};

describe('dictionary items', () => {
  it("answers a dictionary's items as { value, text, title, label } in order", async () => {
    const answer = await items('priority');
    expect(answer.result.map((item) => [item.value, item.text])).toEqual([
      ['L', '低'],
      ['M', '中'],
      ['H', '高'],
    ]);
    expect(answer.result[0]).toMatchObject({ title: '低', label: '低' });
  });

  it('answers a table dictionary through the allow-list, with a structured filter', async () => {
    const answer = await items(encodeURIComponent("sys_depart,depart_name,org_code,org_category='1'"));
    expect(answer.result.map((item) => item.value).sort()).toEqual(['A01', 'A01A06', 'A01A07', 'A01A08']);
  });
});

describe('table dictionaries refuse what the allow-list does not name', () => {
  it('refuses a secret column, an unknown table, and a filter that is SQL', async () => {
    expect(await items('sys_user,password,username')).toMatchObject({
      success: false,
      message: dictMessages.unknownField('password'),
    });
    expect(await items('sys_user_token,token_hash,user_id')).toMatchObject({
      success: false,
      message: dictMessages.unknownTable('sys_user_token'),
    });
    const sqlFilter = encodeURIComponent(
      'sys_user,realname,username,1=1 or username like (select password from sys_user)',
    );
    expect(await items(sqlFilter)).toMatchObject({ success: false, message: dictMessages.badFilter });
  });
});
