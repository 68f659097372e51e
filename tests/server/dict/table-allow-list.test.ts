import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMessages, dictMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';

/*
 * Client-named dictionaries (JeecgBoot's SysTableWhiteList): any signed-in user may read a table
 * dictionary, a tree or a duplicate check, so only names, codes and parents are offered. The
 * system log and people's phone numbers and e-mail addresses are refused by every route, with a
 * clear message, and no answer carries them.
 */
let server: TestServer;
let guest: string;

beforeAll(async () => {
  server = await startServer();
  guest = await server.login('wujiu');
  // Something in the log worth stealing.
  await server.login('admin');
});
afterAll(() => server.close());

const PHONE = '13800000004';
const EMAIL = 'lisi@farm.example';

async function attack(url: string): Promise<Answer<unknown>> {
  const response = await server.call({ method: 'GET', url, token: guest });
  for (const secret of [PHONE, EMAIL, '@farm.example', '1380000']) expect(response.body).not.toContain(secret);
  // Refused in the envelope (HTTP 200), as JeecgBoot refuses a table off its white list.
  expect(response.statusCode).toBe(200);
  return response.json<Answer<unknown>>();
}

const path = (code: string) => encodeURIComponent(code);
const tree = (params: Record<string, string>) => `/sys/dict/loadTreeData?${new URLSearchParams(params)}`;
const duplicate = (params: Record<string, string>) => `/sys/duplicate/check?${new URLSearchParams(params)}`;

describe('table dictionaries: the system log and personal columns are refused', () => {
  it.each([
    [
      'the system log',
      `/sys/dict/getDictItems/${path('sys_log,log_content,id')}`,
      dictMessages.unknownTable('sys_log'),
    ],
    [
      'the system log by loadDict',
      `/sys/dict/loadDict/${path('sys_log,request_param,id')}?keyword=a`,
      dictMessages.unknownTable('sys_log'),
    ],
    [
      'phone numbers as text',
      `/sys/dict/getDictItems/${path('sys_user,phone,username')}`,
      dictMessages.unknownField('phone'),
    ],
    [
      'e-mail addresses as value',
      `/sys/dict/loadDictItem/${path('sys_user,realname,email')}?key=${path(EMAIL)}`,
      dictMessages.unknownField('email'),
    ],
    [
      'a phone number probed through the filter',
      `/sys/dict/getDictItems/${path(`sys_user,realname,username,phone=${PHONE}`)}`,
      dictMessages.unknownField('phone'),
    ],
    [
      'e-mail by the deprecated lookup',
      `/sys/dict/queryTableData?table=sys_user&text=email&code=id`,
      dictMessages.unknownField('email'),
    ],
    [
      "a farmer's phone number",
      `/sys/dict/getDictItems/${path('farm_farmer,phone,id')}`,
      dictMessages.unknownField('phone'),
    ],
    [
      "a farmer's identity card",
      `/sys/dict/getDictItems/${path('farm_farmer,id_card,id')}`,
      dictMessages.unknownField('id_card'),
    ],
  ])('refuses %s', async (_, url, message) => {
    expect(await attack(url)).toMatchObject({ success: false, message });
  });

  it('still serves names and codes', async () => {
    const answer = (
      await server.call({
        method: 'GET',
        url: `/sys/dict/getDictItems/${path('sys_user,realname,username')}`,
        token: guest,
      })
    ).json<Answer<{ value: string }[]>>();
    expect(answer.result.map((item) => item.value)).toContain('lisi');
  });
});

describe('tree data: the system log and personal columns are refused', () => {
  it.each([
    [
      'the system log',
      tree({ tableName: 'sys_log', text: 'log_content', code: 'id', pidField: 'userid' }),
      dictMessages.unknownTable('sys_log'),
    ],
    [
      'phone numbers as titles',
      tree({ tableName: 'sys_user', text: 'phone', code: 'id', pidField: 'username' }),
      dictMessages.unknownField('phone'),
    ],
    [
      'e-mail as the key',
      tree({ tableName: 'sys_user', text: 'realname', code: 'email', pidField: 'username' }),
      dictMessages.unknownField('email'),
    ],
    [
      'a phone number probed through the condition',
      tree({
        tableName: 'sys_depart',
        text: 'depart_name',
        code: 'id',
        pidField: 'parent_id',
        condition: JSON.stringify({ mobile: '1' }),
      }),
      dictMessages.unknownField('mobile'),
    ],
  ])('refuses %s', async (_, url, message) => {
    expect(await attack(url)).toMatchObject({ success: false, message });
  });
});

describe('the duplicate check: no oracle for the system log or personal columns', () => {
  it.each([
    [
      'the system log',
      { tableName: 'sys_log', fieldName: 'ip', fieldVal: '127.0.0.1' },
      checkMessages.unknownTable('sys_log'),
    ],
    [
      'a phone number',
      { tableName: 'sys_user', fieldName: 'phone', fieldVal: PHONE },
      checkMessages.unknownField('phone'),
    ],
    [
      'an e-mail address',
      { tableName: 'sys_user', fieldName: 'email', fieldVal: EMAIL },
      checkMessages.unknownField('email'),
    ],
    [
      "a driver's identity card",
      { tableName: 'farm_driver', fieldName: 'id_card', fieldVal: '110101199003074513' },
      checkMessages.unknownField('id_card'),
    ],
  ])('refuses %s', async (_, params, message) => {
    expect(await attack(duplicate(params))).toMatchObject({ success: false, message });
  });

  it('still checks a username', async () => {
    const answer = (
      await server.call({
        method: 'GET',
        url: duplicate({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'lisi' }),
        token: guest,
      })
    ).json<Answer>();
    expect(answer).toMatchObject({ success: false, message: checkMessages.valueTaken });
  });
});
