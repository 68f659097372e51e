import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictMessages, httpMessages, validationMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';

let server: TestServer;
let operator: string;
let sales: string;

beforeAll(async () => {
  server = await startServer();
  operator = await server.login('operator');
  sales = await server.login('lisi');
});
afterAll(() => server.close());

interface Dict {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  type: number;
  delFlag: number;
  createBy: string;
}
interface Page<T> {
  records: T[];
  total: number;
}

async function send<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = operator,
): Promise<Answer<T>> {
  return (await server.call({ method, url, token, ...(payload ? { payload } : {}) })).json<Answer<T>>();
}
const list = async (query: string) => (await send<Page<Dict>>('GET', `/sys/dict/list?${query}`)).result;
const byCode = async (code: string) => (await list(`dictCode=${code}`)).records[0];

describe('/sys/dict/list', () => {
  beforeAll(async () => {
    for (const [dictCode, dictName] of [
      ['zz_machine_status', '农机状态'],
      ['zz_driver_status', '机手状态'],
      ['zz_machine_kind', '农机种类'],
    ]) {
      await send('POST', '/sys/dict/add', { dictName, dictCode });
    }
  });

  it('pages the dictionaries, filtered by the list conventions', async () => {
    const page = await list(`dictCode=zz_*&dictName=${encodeURIComponent('*状态')}&column=dictCode&order=asc`);
    expect(page.records.map((dict) => dict.dictCode)).toEqual(['zz_driver_status', 'zz_machine_status']);
    expect(page.total).toBe(2);
  });

  it('searches code or name with keywords', async () => {
    const page = await list('keywords=zz_machine&column=dictCode&order=asc');
    expect(page.records.map((dict) => dict.dictCode)).toEqual(['zz_machine_kind', 'zz_machine_status']);
  });
});

describe('/sys/dict/add and /sys/dict/edit', () => {
  it("adds a dictionary under the caller's name", async () => {
    expect(
      await send('POST', '/sys/dict/add', {
        dictName: '作业季节',
        dictCode: 'work_season',
        description: '春耕、夏收、秋收',
      }),
    ).toMatchObject({
      success: true,
      message: dictMessages.saved,
    });
    expect(await byCode('work_season')).toMatchObject({
      dictName: '作业季节',
      type: 0,
      delFlag: 0,
      createBy: 'operator',
    });
  });

  it('refuses a code already taken', async () => {
    expect(await send('POST', '/sys/dict/add', { dictName: '另一个', dictCode: 'sex' })).toMatchObject({
      success: false,
      message: dictMessages.dictCodeTaken('sex'),
    });
  });

  it('refuses a code with a comma (it would read as a table dictionary) and ignores unknown fields', async () => {
    expect((await send('POST', '/sys/dict/add', { dictName: 'x', dictCode: 'sys_user,password,id' })).message).toBe(
      validationMessages.pattern('dictCode'),
    );
    expect(
      await send('POST', '/sys/dict/add', { dictName: 'x', dictCode: 'x1', delSql: '1', delFlag: 1 }),
    ).toMatchObject({ success: true });
    expect(await byCode('x1')).toMatchObject({ dictName: 'x', delFlag: 0 });
  });

  it('edits with the record as the list gave it (read-only columns are ignored)', async () => {
    const record = await byCode('work_season');
    expect(
      await send('PUT', '/sys/dict/edit', { ...record, dictName: '作业季', createBy: 'someone-else' }),
    ).toMatchObject({ success: true, message: dictMessages.edited });
    expect(await byCode('work_season')).toMatchObject({ dictName: '作业季', createBy: 'operator' });
  });

  it('refuses to edit a dictionary that does not exist', async () => {
    expect(await send('PUT', '/sys/dict/edit', { id: 'nope', dictName: 'x' })).toMatchObject({
      success: false,
      message: dictMessages.notFound,
    });
  });
});

describe('deleting dictionaries and the recycle bin', () => {
  it('moves a deleted dictionary to the recycle bin; its items leave the lookups', async () => {
    const dict = await byCode('work_season');
    await send('POST', '/sys/dictItem/add', { dictId: dict.id, itemText: '秋收', itemValue: 'autumn' });
    const texts = async () =>
      (await send<{ text: string }[]>('GET', '/sys/dict/getDictItems/work_season')).result.map((item) => item.text);
    expect(await texts()).toEqual(['秋收']);
    expect(await send('DELETE', `/sys/dict/delete?id=${dict.id}`)).toMatchObject({
      success: true,
      message: dictMessages.deleted,
    });
    expect(await byCode('work_season')).toBeUndefined();
    expect(await texts()).toEqual([]);
    const bin = await send<Dict[]>('GET', '/sys/dict/deleteList');
    expect(bin.result.map((row) => row.dictCode)).toContain('work_season');
  });

  it('refuses a new dictionary with a code held in the recycle bin, saying so', async () => {
    expect(await send('POST', '/sys/dict/add', { dictName: 'x', dictCode: 'work_season' })).toMatchObject({
      success: false,
      message: dictMessages.dictCodeInRecycleBin('work_season'),
    });
  });

  it('restores from the recycle bin', async () => {
    const [binned] = (await send<Dict[]>('GET', '/sys/dict/deleteList')).result;
    expect(await send('PUT', `/sys/dict/back/${binned.id}`)).toMatchObject({
      success: true,
      message: dictMessages.restored,
    });
    expect(await byCode(binned.dictCode)).toBeDefined();
  });

  it('deletes for good only what is in the recycle bin, with its items', async () => {
    const dict = await byCode('work_season');
    await send('POST', '/sys/dictItem/add', { dictId: dict.id, itemText: '春耕', itemValue: 'spring' });
    expect(await send('DELETE', `/sys/dict/deletePhysic/${dict.id}`)).toMatchObject({
      success: false,
      message: dictMessages.notFound,
    });
    await send('DELETE', `/sys/dict/deleteBatch?ids=${dict.id}`);
    expect(await send('DELETE', `/sys/dict/deleteRecycleBin?ids=${dict.id}`)).toMatchObject({ success: true });
    expect((await send<Dict[]>('GET', '/sys/dict/deleteList')).result).toEqual([]);
    expect((await send<Page<unknown>>('GET', `/sys/dictItem/list?dictId=${dict.id}`)).result.total).toBe(0);
  });

  it('deletes one binned dictionary for good with deletePhysic', async () => {
    await send('POST', '/sys/dict/add', { dictName: '临时', dictCode: 'zz_short_lived' });
    const dict = await byCode('zz_short_lived');
    await send('DELETE', `/sys/dict/delete?id=${dict.id}`);
    expect(await send('DELETE', `/sys/dict/deletePhysic/${dict.id}`)).toMatchObject({
      success: true,
      message: dictMessages.deleted,
    });
    expect(await send('PUT', `/sys/dict/back/${dict.id}`)).toMatchObject({
      success: false,
      message: dictMessages.notFound,
    });
  });

  it('restores several at once with putRecycleBin', async () => {
    const ids = [(await byCode('yn')).id, (await byCode('sex')).id];
    await send('DELETE', `/sys/dict/deleteBatch?ids=${ids.join(',')}`);
    expect(await send('PUT', '/sys/dict/putRecycleBin', { ids: ids.join(',') })).toMatchObject({ success: true });
    expect((await send<Dict[]>('GET', '/sys/dict/deleteList')).result).toEqual([]);
  });
});

describe('changing dictionaries needs the dictionary buttons', () => {
  it('answers 510 to a user without them, and changes nothing', async () => {
    for (const [method, url, payload] of [
      ['POST', '/sys/dict/add', { dictName: 'x', dictCode: 'by_sales' }],
      ['PUT', '/sys/dict/edit', { id: 'x', dictName: 'y' }],
      ['DELETE', '/sys/dict/delete?id=x', undefined],
      ['DELETE', '/sys/dict/deleteBatch?ids=x', undefined],
      ['GET', '/sys/dict/deleteList', undefined],
    ] as const) {
      expect(await send(method, url, payload, sales)).toMatchObject({
        success: false,
        code: 510,
        message: httpMessages.noAuthorisation,
      });
    }
    expect(await byCode('by_sales')).toBeUndefined();
  });
});
