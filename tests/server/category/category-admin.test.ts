import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryMessages, httpMessages } from '../../../server/messages';
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

interface Category {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
  sysOrgCode: string | null;
  createBy: string;
}

async function send<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = operator,
): Promise<Answer<T>> {
  return (await server.call({ method, url, token, ...(payload ? { payload } : {}) })).json<Answer<T>>();
}
const byCode = async (code: string) =>
  (await send<Category>('GET', `/sys/category/loadOne?field=code&val=${code}`)).result;
const byName = async (name: string) =>
  (await send<Category>('GET', `/sys/category/loadOne?field=name&val=${encodeURIComponent(name)}`)).result;

describe('/sys/category/add', () => {
  it('codes a new category after its last sibling and marks the parent as having children', async () => {
    const power = await byCode('A01A06');
    expect(await send('POST', '/sys/category/add', { pid: power.id, name: '插秧机动力底盘' })).toMatchObject({
      success: true,
      message: categoryMessages.added,
    });
    expect(await byName('插秧机动力底盘')).toMatchObject({
      code: 'A01A06A04',
      pid: power.id,
      hasChild: '0',
      createBy: 'operator',
      sysOrgCode: 'A01A01',
    });
  });

  it('starts the first child of a leaf at A01 and makes the leaf a parent', async () => {
    const wheeled = await byCode('A01A06A01');
    await send('POST', '/sys/category/add', { pid: wheeled.id, name: '大马力轮式拖拉机' });
    expect((await byName('大马力轮式拖拉机')).code).toBe('A01A06A01A01');
    expect((await byCode('A01A06A01')).hasChild).toBe('1');
  });

  it('adds a root (no pid) after the last root', async () => {
    await send('POST', '/sys/category/add', { name: '农机配件' });
    expect(await byName('农机配件')).toMatchObject({ code: 'A03', pid: '0' });
  });

  it("keeps a code chosen in the form when it starts with the parent's and is free", async () => {
    const harvesters = await byCode('A01A04');
    expect(
      await send('POST', '/sys/category/add', { pid: harvesters.id, name: '甘蔗收获机', code: 'A01A04B01' }),
    ).toMatchObject({ success: true });
    expect(await send('POST', '/sys/category/add', { pid: harvesters.id, name: 'x', code: 'B01' })).toMatchObject({
      success: false,
      message: categoryMessages.codeMustStartWith('A01A04'),
    });
    expect(await send('POST', '/sys/category/add', { pid: harvesters.id, name: 'x', code: 'A01A04A01' })).toMatchObject(
      { success: false, message: categoryMessages.codeTaken('A01A04A01') },
    );
  });

  it('refuses an unknown parent and ignores unknown fields', async () => {
    expect(await send('POST', '/sys/category/add', { pid: 'nope', name: 'x' })).toMatchObject({
      success: false,
      message: categoryMessages.parentNotFound,
    });
    expect(await send('POST', '/sys/category/add', { name: '未知字段', tenantSql: '1' })).toMatchObject({
      success: true,
    });
  });
});

describe('/sys/category/edit', () => {
  it('renames with the record as the tree table gave it (children and audit columns ignored)', async () => {
    const dryer = await byCode('A01A05A02');
    expect(
      await send('PUT', '/sys/category/edit', {
        ...dryer,
        name: '果蔬干燥机',
        children: [],
        hasChildren: false,
        createBy: 'x',
      }),
    ).toMatchObject({
      success: true,
      message: categoryMessages.edited,
    });
    expect(await byCode('A01A05A02')).toMatchObject({ name: '果蔬干燥机', createBy: 'admin' });
  });

  it("moves a category with a fitting code and keeps both parents' flags true", async () => {
    const accessories = await byCode('A03');
    const chassis = await byName('插秧机动力底盘');
    expect(
      await send('PUT', '/sys/category/edit', { id: chassis.id, pid: accessories.id, code: 'A03A01' }),
    ).toMatchObject({ success: true });
    expect((await byCode('A03')).hasChild).toBe('1');
    const moved = await byCode('A03A01');
    expect(moved.pid).toBe(accessories.id);
  });

  it('refuses to move a category under itself or below it', async () => {
    const power = await byCode('A01A06');
    const below = await byCode('A01A06A01A01');
    for (const pid of [power.id, below.id]) {
      expect(await send('PUT', '/sys/category/edit', { id: power.id, pid, code: 'A01A06' })).toMatchObject({
        success: false,
        message: categoryMessages.parentInsideItself,
      });
    }
    expect((await byCode('A01A06')).pid).toBe((await byCode('A01')).id);
  });

  it("refuses a code that does not start with the parent's", async () => {
    const dryer = await byCode('A01A05A01');
    expect(await send('PUT', '/sys/category/edit', { id: dryer.id, code: 'A02A09' })).toMatchObject({
      success: false,
      message: categoryMessages.codeMustStartWith('A01A05'),
    });
  });
});

describe('/sys/category/delete and deleteBatch', () => {
  it("deletes a category with everything below it and clears the parent's flag when it was the last child", async () => {
    const wheeled = await byCode('A01A06A01');
    expect(await send('DELETE', `/sys/category/delete?id=${(await byCode('A01A06A01A01')).id}`)).toMatchObject({
      success: true,
      message: categoryMessages.deleted,
    });
    expect((await byCode('A01A06A01')).hasChild).toBe('0');
    const accessories = await byCode('A03');
    await send('DELETE', `/sys/category/deleteBatch?ids=${accessories.id},${wheeled.id}`);
    expect(await send('GET', '/sys/category/loadOne?field=code&val=A03A01')).toMatchObject({ success: false });
    expect(await send('GET', '/sys/category/loadOne?field=code&val=A01A06A01')).toMatchObject({ success: false });
    expect((await byCode('A01A06')).hasChild).toBe('1');
  });

  it("answers JeecgBoot's message for an unknown id", async () => {
    expect(await send('DELETE', '/sys/category/delete?id=nope')).toMatchObject({
      success: false,
      message: categoryMessages.notFound,
    });
  });
});

describe('changing categories needs the category buttons', () => {
  it('answers 510 to a user without them, and changes nothing', async () => {
    const harvesters = await byCode('A01A04');
    for (const [method, url, payload] of [
      ['POST', '/sys/category/add', { pid: harvesters.id, name: '销售添加' }],
      ['PUT', '/sys/category/edit', { id: harvesters.id, name: '销售改名' }],
      ['DELETE', `/sys/category/delete?id=${harvesters.id}`, undefined],
      ['DELETE', `/sys/category/deleteBatch?ids=${harvesters.id}`, undefined],
    ] as const) {
      expect(await send(method, url, payload, sales)).toMatchObject({
        success: false,
        code: 510,
        message: httpMessages.noAuthorisation,
      });
    }
    expect(await byCode('A01A04')).toMatchObject({ name: '收获机械', hasChild: '1' });
  });
});
