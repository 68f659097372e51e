import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictMessages } from '../../../server/messages';
import { expectNoSecrets, startServer, type Answer, type TestServer } from '../support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('lisi');
});
afterAll(() => server.close());

interface Item {
  value: string;
  text: string;
  title: string;
  label: string;
}

async function get<T>(url: string): Promise<Answer<T>> {
  const response = await server.call({ method: 'GET', url, token });
  expectNoSecrets(response.body);
  return response.json<Answer<T>>();
}
const pairs = (answer: Answer<Item[]>) => answer.result.map((item) => [item.value, item.text]);
const USERS = encodeURIComponent('sys_user,realname,username');

describe('getDictItems: a dictionary by code', () => {
  it("answers a plain dictionary's enabled items in their order", async () => {
    expect(pairs(await get<Item[]>('/sys/dict/getDictItems/sex'))).toEqual([
      ['1', '男'],
      ['2', '女'],
    ]);
  });

  it('answers a table dictionary table,text,value with a structured filter', async () => {
    const answer = await get<Item[]>(
      `/sys/dict/getDictItems/${encodeURIComponent("sys_depart,depart_name,id,org_category='1' and parent_id='dep-root'")}`,
    );
    expect(answer.result.map((item) => item.text).sort()).toEqual(['山东分公司', '河南分公司', '黑龙江分公司'].sort());
    expect(answer.result[0]).toMatchObject({ title: answer.result[0].text, label: answer.result[0].text });
  });

  it('answers an unknown dictionary code with no items', async () => {
    expect(await get<Item[]>('/sys/dict/getDictItems/no_such_dict')).toMatchObject({ success: true, result: [] });
  });
});

describe('loadDict: the searching select', () => {
  it('answers 10 options by default, and pageSize more', async () => {
    expect((await get<Item[]>(`/sys/dict/loadDict/${USERS}`)).result).toHaveLength(10);
    expect((await get<Item[]>(`/sys/dict/loadDict/${USERS}?pageSize=20`)).result).toHaveLength(12);
  });

  it('finds options whose text or value contains the keyword', async () => {
    expect(pairs(await get<Item[]>(`/sys/dict/loadDict/${USERS}?keyword=${encodeURIComponent('张')}`))).toEqual([
      ['zhangsan', '张三'],
    ]);
    expect(pairs(await get<Item[]>(`/sys/dict/loadDict/${USERS}?keyword=wangw`))).toEqual([['wangwu', '王五']]);
  });

  it('takes a comma list as exact values (the current values of a multiple select)', async () => {
    const answer = await get<Item[]>(`/sys/dict/loadDict/${USERS}?keyword=lisi,zhangsan,zhang`);
    expect(answer.result.map((item) => item.value).sort()).toEqual(['lisi', 'zhangsan']);
  });

  it('pages with pageNo', async () => {
    const first = await get<Item[]>(`/sys/dict/loadDict/${USERS}?pageSize=5&pageNo=1`);
    const third = await get<Item[]>(`/sys/dict/loadDict/${USERS}?pageSize=5&pageNo=3`);
    expect(third.result).toHaveLength(2);
    expect(third.result.some((item) => first.result.some((seen) => seen.value === item.value))).toBe(false);
  });

  it('searches a plain dictionary too', async () => {
    expect(
      pairs(await get<Item[]>(`/sys/dict/loadDict/farm_order_status?keyword=${encodeURIComponent('已')}`)),
    ).toEqual([
      ['2', '已接单'],
      ['4', '已完成'],
      ['5', '已取消'],
    ]);
  });
});

describe('loadDictOrderByValue: the first page with the current values first', () => {
  it('puts chosen values missing from the first page in front of it', async () => {
    // Texts sort by code point: 陈曦 comes last, 刘洋 first.
    const answer = await get<Item[]>(`/sys/dict/loadDictOrderByValue/${USERS}?pageSize=3&keyword=chenxi,liuyang`);
    expect(answer.result.map((item) => item.value)).toEqual(['chenxi', 'liuyang', 'wujiu', 'zhouba']);
  });
});

describe('loadDictItem: texts of values, in the order asked', () => {
  it('answers the texts in key order, leaving out unknown keys', async () => {
    expect((await get<string[]>(`/sys/dict/loadDictItem/${USERS}?key=lisi,nobody,admin`)).result).toEqual([
      '李四',
      '管理员',
    ]);
  });

  it('answers an unknown key as itself with delNotExist=false', async () => {
    expect((await get<string[]>(`/sys/dict/loadDictItem/${USERS}?key=lisi,nobody&delNotExist=false`)).result).toEqual([
      '李四',
      'nobody',
    ]);
  });

  it('reads a plain dictionary', async () => {
    expect((await get<string[]>('/sys/dict/loadDictItem/priority?key=H,L')).result).toEqual(['高', '低']);
  });

  it('needs a key', async () => {
    expect(await get(`/sys/dict/loadDictItem/${USERS}`)).toMatchObject({
      success: false,
      message: dictMessages.keysRequired,
    });
  });
});

describe('queryTableData: a table dictionary by separate names', () => {
  it('answers the rows through the same allow-list', async () => {
    expect(
      pairs(
        await get<Item[]>(
          `/sys/dict/queryTableData?table=sys_role&text=role_name&code=role_code&keyword=${encodeURIComponent('访客')}`,
        ),
      ),
    ).toEqual([['guest', '访客']]);
  });
});

describe('the cache calls', () => {
  it('queryAllDictItems answers every dictionary by code', async () => {
    const answer = await get<Record<string, Item[]>>('/sys/dict/queryAllDictItems');
    expect(pairs({ ...answer, result: answer.result.priority })).toEqual([
      ['L', '低'],
      ['M', '中'],
      ['H', '高'],
    ]);
  });

  it("refleshCache answers the spec's text", async () => {
    expect(await get('/sys/dict/refleshCache')).toMatchObject({ success: true, message: dictMessages.cacheRefreshed });
  });
});

describe('every lookup needs a signed-in caller', () => {
  it('answers 401 without a token', async () => {
    const response = await server.call({ method: 'GET', url: `/sys/dict/loadDict/${USERS}` });
    expect(response.statusCode).toBe(401);
  });
});
