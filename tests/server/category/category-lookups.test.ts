import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryMessages, dictMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('lisi');
});
afterAll(() => server.close());

interface Node {
  key: string;
  title: string;
  value: string;
  code: string;
  parentId: string;
  leaf: boolean;
  children?: Node[];
}
interface Category {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
}

const get = async <T>(url: string) => (await server.call({ method: 'GET', url, token })).json<Answer<T>>();
const idOf = async (code: string) => (await get<Category>(`/sys/category/loadOne?field=code&val=${code}`)).result.id;
const titles = (nodes: Node[]) => nodes.map((node) => node.title);

describe('the seeded machinery categories', () => {
  it('hold tractors, harvesters, planters, sprayers and dryers under A01, coded by level', async () => {
    const answer = await get<Node[]>('/sys/category/loadTreeRoot?async=false&pcode=A01');
    const codes = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.code, ...codes(node.children ?? [])]);
    const all = codes(answer.result);
    expect(titles(answer.result)).toEqual([
      '耕整地机械',
      '种植施肥机械',
      '植保机械',
      '收获机械',
      '烘干机械',
      '动力机械',
    ]);
    expect(all).toEqual(expect.arrayContaining(['A01A06A01', 'A01A04A01', 'A01A02A01', 'A01A03A01', 'A01A05A01']));
    expect(all.every((code) => /^A01([A-Z][0-9]{2}){1,2}$/.test(code))).toBe(true);
  });
});

describe('loadTreeRoot: the children of a code', () => {
  it('answers one level when async, every level when not', async () => {
    const lazy = await get<Node[]>('/sys/category/loadTreeRoot?async=true&pcode=A01');
    expect(lazy.result.every((node) => node.children === undefined && node.leaf === false)).toBe(true);
    const full = await get<Node[]>('/sys/category/loadTreeRoot?async=false&pcode=A01');
    const power = full.result.find((node) => node.code === 'A01A06') as Node;
    expect(titles(power.children ?? [])).toEqual(['轮式拖拉机', '履带式拖拉机', '手扶拖拉机']);
    expect(power.children?.every((node) => node.leaf && node.value === node.key && node.parentId === power.key)).toBe(
      true,
    );
  });

  it("answers the roots for no code or '0'", async () => {
    expect(titles((await get<Node[]>('/sys/category/loadTreeRoot?async=true&pcode=0')).result)).toEqual([
      '农机类别',
      '作物',
    ]);
  });

  it('names an unknown code', async () => {
    expect(await get('/sys/category/loadTreeRoot?async=true&pcode=Z99')).toMatchObject({
      success: false,
      message: categoryMessages.unknownCode('Z99'),
    });
  });
});

describe('loadTreeChildren and loadTreeData: what the category select loads', () => {
  it('loadTreeChildren answers the children of pid', async () => {
    expect(titles((await get<Node[]>(`/sys/category/loadTreeChildren?pid=${await idOf('A01A05')}`)).result)).toEqual([
      '谷物烘干机',
      '果蔬烘干机',
    ]);
  });

  it('loadTreeData starts from pcode, and pid wins over it', async () => {
    expect(titles((await get<Node[]>('/sys/category/loadTreeData?pcode=A01A03')).result)).toEqual([
      '喷杆喷雾机',
      '植保无人机',
      '风送式喷雾机',
    ]);
    const pid = await idOf('A01A05');
    expect(titles((await get<Node[]>(`/sys/category/loadTreeData?pid=${pid}&pcode=A01A03`)).result)).toEqual([
      '谷物烘干机',
      '果蔬烘干机',
    ]);
  });

  it('loadTreeData filters with a JSON condition', async () => {
    const condition = encodeURIComponent(JSON.stringify({ name: '植保无人机' }));
    expect(
      titles((await get<Node[]>(`/sys/category/loadTreeData?pcode=A01A03&condition=${condition}`)).result),
    ).toEqual(['植保无人机']);
  });

  it("loadTreeData answers JeecgBoot's messages for missing and unknown parameters", async () => {
    expect(await get('/sys/category/loadTreeData')).toMatchObject({
      success: false,
      message: categoryMessages.treeParamsMissing,
    });
    expect(await get('/sys/category/loadTreeData?pcode=X99')).toMatchObject({
      success: false,
      message: categoryMessages.treeCodeUnknown,
    });
    expect(await get('/sys/category/loadTreeData?pcode=A01&condition=name')).toMatchObject({
      success: false,
      message: dictMessages.conditionNotJson,
    });
  });
});

describe('loadDictItem: names of chosen categories, in the order asked', () => {
  it('answers names by id in order, at /loadDictItem/ as the select calls it', async () => {
    const ids = [await idOf('A01A06A02'), 'gone', await idOf('A01A04A01')];
    expect((await get<string[]>(`/sys/category/loadDictItem/?ids=${ids.join(',')}`)).result).toEqual([
      '履带式拖拉机',
      '谷物联合收割机',
    ]);
    expect((await get<string[]>(`/sys/category/loadDictItem?ids=${ids.join(',')}&delNotExist=false`)).result).toEqual([
      '履带式拖拉机',
      'gone',
      '谷物联合收割机',
    ]);
  });

  it('needs ids', async () => {
    expect(await get('/sys/category/loadDictItem/?ids=')).toMatchObject({
      success: false,
      message: categoryMessages.idsEmpty,
    });
  });
});

describe('loadOne, loadAllData, checkCode and the admin lists', () => {
  it('loadOne finds one category by a column', async () => {
    expect(await get(`/sys/category/loadOne?field=name&val=${encodeURIComponent('打捆机')}`)).toMatchObject({
      success: true,
      result: { code: 'A01A04A04' },
    });
    expect(await get('/sys/category/loadOne?field=code&val=Q01')).toMatchObject({
      success: false,
      message: categoryMessages.noMatch,
    });
    expect(await get('/sys/category/loadOne?field=has_child&val=1')).toMatchObject({
      success: false,
      message: categoryMessages.manyMatches('has_child', '1'),
    });
  });

  it('loadAllData answers every category under a code as value and text', async () => {
    const answer = await get<{ value: string; text: string }[]>('/sys/category/loadAllData?code=A01A05');
    expect(answer.result.map((item) => item.text)).toEqual(['烘干机械', '谷物烘干机', '果蔬烘干机']);
    expect(await get('/sys/category/loadAllData?code=Q')).toMatchObject({
      success: false,
      message: categoryMessages.noData,
    });
  });

  it("checkCode wants a child's code to start with its parent's (the form's check: category:add or category:edit)", async () => {
    const pid = await idOf('A01A04');
    const operator = await server.login('operator');
    const check = async (query: string) =>
      (await server.call({ method: 'GET', url: `/sys/category/checkCode?${query}`, token: operator })).json<
        Answer<unknown>
      >();
    expect(await check(`pid=${pid}&code=A01A04A09`)).toMatchObject({ success: true });
    expect(await check(`pid=${pid}&code=B01`)).toMatchObject({
      success: false,
      message: categoryMessages.codeMustStartWith('A01A04'),
    });
    expect(await check(`pid=${pid}`)).toMatchObject({ success: false, message: categoryMessages.codeEmpty });
    expect(await get(`/sys/category/checkCode?pid=${pid}&code=A01A04A09`)).toMatchObject({ success: false, code: 510 });
  });

  it("rootList pages the roots; a name searches every level; childList answers one parent's children", async () => {
    const roots = await get<{ records: Category[]; total: number }>('/sys/category/rootList');
    expect(roots.result.records.map((row) => row.code)).toEqual(['A01', 'A02']);
    const found = await get<{ records: Category[] }>(`/sys/category/rootList?name=${encodeURIComponent('*拖拉机*')}`);
    expect(found.result.records.map((row) => row.code)).toEqual(['A01A06A01', 'A01A06A02', 'A01A06A03']);
    const children = await get<Category[]>(`/sys/category/childList?pid=${await idOf('A01A04')}`);
    expect(children.result.map((row) => row.code)).toEqual(['A01A04A01', 'A01A04A02', 'A01A04A03', 'A01A04A04']);
  });

  it('getChildListBatch answers the children of several parents at once', async () => {
    const parents = [await idOf('A01A05'), await idOf('A01A06')];
    const answer = await get<{ records: Category[] }>(`/sys/category/getChildListBatch?parentIds=${parents.join(',')}`);
    expect(answer.result.records).toHaveLength(5);
  });

  it('queryById answers one category', async () => {
    const id = await idOf('A02');
    expect(await get(`/sys/category/queryById?id=${id}`)).toMatchObject({
      success: true,
      result: { name: '作物', pid: '0', hasChild: '1' },
    });
  });
});
