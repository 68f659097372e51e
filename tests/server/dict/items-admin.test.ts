import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictMessages, httpMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';

let server: TestServer;
let operator: string;
let sales: string;
let dictId: string;

interface Item {
  id: string;
  itemText: string;
  itemValue: string;
  sortOrder: number;
  status: number;
}

async function send<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = operator,
): Promise<Answer<T>> {
  return (await server.call({ method, url, token, ...(payload ? { payload } : {}) })).json<Answer<T>>();
}
const items = async () =>
  (await send<{ records: Item[] }>('GET', `/sys/dictItem/list?dictId=${dictId}`)).result.records;
const lookup = async () =>
  (await send<{ value: string; text: string }[]>('GET', '/sys/dict/getDictItems/crop_kind')).result.map(
    (item) => item.text,
  );

beforeAll(async () => {
  server = await startServer();
  operator = await server.login('operator');
  sales = await server.login('lisi');
  await send('POST', '/sys/dict/add', { dictName: '作物种类', dictCode: 'crop_kind' });
  const page = await send<{ records: { id: string }[] }>('GET', '/sys/dict/list?dictCode=crop_kind');
  dictId = page.result.records[0].id;
});
afterAll(() => server.close());

describe('/sys/dictItem/add and list', () => {
  it('adds items that the lookups answer in their sort order', async () => {
    await send('POST', '/sys/dictItem/add', { dictId, itemText: '玉米', itemValue: 'corn', sortOrder: 2 });
    expect(
      await send('POST', '/sys/dictItem/add', { dictId, itemText: '小麦', itemValue: 'wheat', sortOrder: 1 }),
    ).toMatchObject({
      success: true,
      message: dictMessages.saved,
    });
    expect((await items()).map((item) => item.itemValue)).toEqual(['wheat', 'corn']);
    expect(await lookup()).toEqual(['小麦', '玉米']);
  });

  it('refuses a value the dictionary already has, and an unknown dictionary', async () => {
    expect(await send('POST', '/sys/dictItem/add', { dictId, itemText: '玉米2', itemValue: 'corn' })).toMatchObject({
      success: false,
      message: dictMessages.itemValueTaken,
    });
    expect(await send('POST', '/sys/dictItem/add', { dictId: 'nope', itemText: 'x', itemValue: 'x' })).toMatchObject({
      success: false,
      message: dictMessages.dictNotFound,
    });
  });
});

describe('/sys/dictItem/dictItemCheck', () => {
  it('tells whether a value is free in the dictionary, the edited item aside', async () => {
    const corn = (await items()).find((item) => item.itemValue === 'corn') as Item;
    expect(await send('GET', `/sys/dictItem/dictItemCheck?dictId=${dictId}&itemValue=corn`)).toMatchObject({
      success: false,
      message: dictMessages.itemValueTaken,
    });
    expect(
      await send('GET', `/sys/dictItem/dictItemCheck?dictId=${dictId}&itemValue=corn&id=${corn.id}`),
    ).toMatchObject({ success: true, message: dictMessages.itemValueAvailable });
    expect(await send('GET', `/sys/dictItem/dictItemCheck?dictId=${dictId}&itemValue=rice`)).toMatchObject({
      success: true,
    });
  });
});

describe('/sys/dictItem/edit', () => {
  it('edits text and status; a disabled item leaves the lookups', async () => {
    const corn = (await items()).find((item) => item.itemValue === 'corn') as Item;
    expect(await send('PUT', '/sys/dictItem/edit', { ...corn, itemText: '玉米（籽粒）', status: 0 })).toMatchObject({
      success: true,
      message: dictMessages.edited,
    });
    expect(await lookup()).toEqual(['小麦']);
  });

  it('refuses to give an item a value another item holds', async () => {
    const corn = (await items()).find((item) => item.itemValue === 'corn') as Item;
    expect(await send('POST', '/sys/dictItem/edit', { id: corn.id, itemValue: 'wheat' })).toMatchObject({
      success: false,
      message: dictMessages.itemValueTaken,
    });
  });
});

describe('/sys/dictItem/delete and deleteBatch', () => {
  it('deletes items', async () => {
    const [first, second] = await items();
    expect(await send('DELETE', `/sys/dictItem/delete?id=${first.id}`)).toMatchObject({
      success: true,
      message: dictMessages.deleted,
    });
    expect(await send('DELETE', `/sys/dictItem/delete?id=${first.id}`)).toMatchObject({
      success: false,
      message: dictMessages.notFound,
    });
    await send('DELETE', `/sys/dictItem/deleteBatch?ids=${second.id}`);
    expect(await items()).toEqual([]);
  });
});

describe('changing items needs the item buttons', () => {
  it('answers 510 to a user without them, and adds nothing', async () => {
    expect(await send('POST', '/sys/dictItem/add', { dictId, itemText: 'x', itemValue: 'x' }, sales)).toMatchObject({
      code: 510,
      message: httpMessages.noAuthorisation,
    });
    expect(await send('DELETE', '/sys/dictItem/deleteBatch?ids=x', undefined, sales)).toMatchObject({ code: 510 });
    expect(await items()).toEqual([]);
  });
});
