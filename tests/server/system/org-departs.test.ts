import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextOrgCode } from '../../../server/modules/org';
import { orgMessages, systemMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { call, get, signIn } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'lisi', 'zhaoliu']);
});
afterAll(() => server.close());

interface DepartNode {
  id: string;
  key: string;
  title: string;
  value: string;
  orgCode: string;
  departName: string;
  parentId: string | null;
  isLeaf: boolean;
  children?: DepartNode[];
}

const flatten = (nodes: DepartNode[]): DepartNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const depart = (id: string) =>
  server.app.db.selectFrom('sys_depart').selectAll().where('id', '=', id).executeTakeFirst();
const byName = async (departName: string) =>
  await server.app.db
    .selectFrom('sys_depart')
    .selectAll()
    .where('departName', '=', departName)
    .executeTakeFirstOrThrow();

describe('department codes', () => {
  it('counts A01..A99 then B01 among siblings, three characters a level', () => {
    expect(nextOrgCode('', [])).toBe('A01');
    expect(nextOrgCode('A01', ['A01', 'A01A01', 'A01A02', 'A01A02A01'])).toBe('A01A03');
    expect(nextOrgCode('A01', ['A01A99'])).toBe('A01B01');
    expect(nextOrgCode('A01', ['A01Z99'])).toBeNull();
  });
});

describe('the department trees', () => {
  it('answers the whole tree with tree keys and leaf flags', async () => {
    const tree = (await get<DepartNode[]>(server, tokens.lisi, '/sys/sysDepart/queryTreeList')).answer.result;
    expect(tree.map((node) => node.title)).toEqual(['丰收农机服务有限公司']);
    const nodes = flatten(tree);
    expect(nodes).toHaveLength(15);
    expect(nodes.find((node) => node.id === 'dep-service')).toMatchObject({
      key: 'dep-service',
      value: 'dep-service',
      orgCode: 'A01A03',
      isLeaf: false,
    });
    expect(nodes.find((node) => node.id === 'dep-it')?.isLeaf).toBe(true);
  });

  it('answers one level at a time by parent id', async () => {
    const roots = (await get<DepartNode[]>(server, tokens.lisi, '/sys/sysDepart/queryDepartTreeSync')).answer.result;
    expect(roots.map((node) => node.id)).toEqual(['dep-root']);
    const below = (await get<DepartNode[]>(server, tokens.lisi, '/sys/sysDepart/queryDepartTreeSync?pid=dep-hlj'))
      .answer.result;
    expect(below.map((node) => [node.id, node.isLeaf])).toEqual([
      ['dep-hlj-harbin', true],
      ['dep-hlj-jiamusi', true],
    ]);
  });

  it('answers the slim id tree of the department selects', async () => {
    const tree = (
      await get<{ key: string; value: string; title: string; children?: unknown[] }[]>(
        server,
        tokens.lisi,
        '/sys/sysDepart/queryIdTree',
      )
    ).answer.result;
    expect(tree[0]).toMatchObject({ key: 'dep-root', value: 'dep-root', title: '丰收农机服务有限公司' });
    expect(Object.keys(tree[0]).sort()).toEqual(['children', 'key', 'title', 'value']);
  });

  it('searches by name and says so when nothing matches', async () => {
    const found = (
      await get<DepartNode[]>(server, tokens.lisi, `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('服务站')}`)
    ).answer.result;
    expect(found.map((node) => node.id).sort()).toEqual([
      'dep-henan-zhengzhou',
      'dep-hlj-harbin',
      'dep-hlj-jiamusi',
      'dep-shandong-jinan',
    ]);
    const none = await get(server, tokens.lisi, `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('不存在')}`);
    expect(none.answer).toMatchObject({ success: false, message: orgMessages.searchNothing });
  });

  it("answers a superior's own departments, and '1' for everyone else", async () => {
    await call(server, tokens.admin, 'PUT', '/sys/user/edit', {
      id: 'user-zhaoliu',
      realname: '赵六',
      userIdentity: 2,
      departIds: 'dep-hlj',
    });
    const mine = await get<DepartNode[]>(server, tokens.zhaoliu, '/sys/sysDepart/queryMyDeptTreeList');
    expect(mine.answer.message).toBe('2');
    expect(flatten(mine.answer.result).map((node) => node.id)).toEqual([
      'dep-hlj',
      'dep-hlj-harbin',
      'dep-hlj-jiamusi',
    ]);
    const searched = await get<DepartNode[]>(
      server,
      tokens.zhaoliu,
      `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('服务站')}&myDeptSearch=1`,
    );
    expect(searched.answer.result.map((node) => node.id)).toEqual(['dep-hlj-harbin', 'dep-hlj-jiamusi']);
    const plain = await get(server, tokens.lisi, '/sys/sysDepart/queryMyDeptTreeList');
    expect(plain.answer).toMatchObject({ success: true, message: '1', result: null });
  });
});

describe('adding and editing departments', () => {
  it('gives a new department the next code below its parent', async () => {
    const added = await call(server, tokens.admin, 'POST', '/sys/sysDepart/add', {
      parentId: 'dep-service',
      departName: '北区维修站',
      departOrder: 3,
      orgCategory: '2',
    });
    expect(added.answer).toMatchObject({ success: true, message: systemMessages.addSucceeded });
    expect(await byName('北区维修站')).toMatchObject({
      orgCode: 'A01A03A03',
      orgType: '2',
      parentId: 'dep-service',
      createBy: 'admin',
    });
    await call(server, tokens.admin, 'POST', '/sys/sysDepart/add', { departName: '兄弟公司' });
    expect(await byName('兄弟公司')).toMatchObject({ orgCode: 'A02', orgType: '1', parentId: null });
  });

  it('refuses an unknown parent and ignores a code sent by the client (the server numbers departments)', async () => {
    expect(
      (await call(server, tokens.admin, 'POST', '/sys/sysDepart/add', { parentId: 'nope', departName: 'x' })).answer
        .message,
    ).toBe(orgMessages.parentUnknown);
    expect(
      (await call(server, tokens.admin, 'POST', '/sys/sysDepart/add', { departName: '自带编码', orgCode: 'A01' }))
        .answer.success,
    ).toBe(true);
    expect((await byName('自带编码')).orgCode).not.toBe('A01');
  });

  it('edits a department but keeps its parent', async () => {
    const edited = await call(server, tokens.admin, 'PUT', '/sys/sysDepart/edit', {
      id: 'dep-it',
      parentId: 'dep-root',
      departName: '信息中心',
      mobile: '010-1',
    });
    expect(edited.answer.success).toBe(true);
    expect(await depart('dep-it')).toMatchObject({ departName: '信息中心', mobile: '010-1', orgCode: 'A01A04' });
    const moved = await call(server, tokens.admin, 'PUT', '/sys/sysDepart/edit', {
      id: 'dep-it',
      parentId: 'dep-hlj',
      departName: '信息中心',
    });
    expect(moved.answer.message).toBe(orgMessages.parentFixed);
    expect((await depart('dep-it'))?.parentId).toBe('dep-root');
  });
});

describe('deleting departments', () => {
  it('deletes the departments below too, with memberships, roles and grants, and moves people on', async () => {
    const deleted = await call(server, tokens.admin, 'DELETE', '/sys/sysDepart/delete?id=dep-service');
    expect(deleted.answer).toMatchObject({ success: true, message: systemMessages.deleted });
    for (const id of ['dep-service', 'dep-service-east', 'dep-service-west']) expect(await depart(id)).toBeUndefined();
    const gone = ['dep-service', 'dep-service-east', 'dep-service-west'];
    expect(await server.app.db.selectFrom('sys_user_depart').select('id').where('depId', 'in', gone).execute()).toEqual(
      [],
    );
    expect(
      await server.app.db.selectFrom('sys_depart_role').select('id').where('departId', 'in', gone).execute(),
    ).toEqual([]);
    expect(
      await server.app.db.selectFrom('sys_depart_permission').select('id').where('departId', 'in', gone).execute(),
    ).toEqual([]);
    expect(
      await server.app.db
        .selectFrom('sys_depart_role_user')
        .select('id')
        .where('userId', '=', 'user-zhangsan')
        .execute(),
    ).toEqual([]);
    // zhangsan also works in Harbin; wangwu worked only in the west station.
    const people = await server.app.db
      .selectFrom('sys_user')
      .select(['id', 'orgCode'])
      .where('id', 'in', ['user-zhangsan', 'user-wangwu'])
      .orderBy('id')
      .execute();
    expect(people).toEqual([
      { id: 'user-wangwu', orgCode: null },
      { id: 'user-zhangsan', orgCode: 'A01A06A01' },
    ]);
  });

  it('removes deleted departments from what superiors manage', async () => {
    await call(server, tokens.admin, 'DELETE', '/sys/sysDepart/deleteBatch?ids=dep-hlj-jiamusi');
    expect(
      (
        await server.app.db
          .selectFrom('sys_user')
          .select('departIds')
          .where('id', '=', 'user-zhaoliu')
          .executeTakeFirstOrThrow()
      ).departIds,
    ).toBe('dep-hlj');
    await call(server, tokens.admin, 'DELETE', '/sys/sysDepart/delete?id=dep-hlj');
    expect(
      (
        await server.app.db
          .selectFrom('sys_user')
          .select('departIds')
          .where('id', '=', 'user-zhaoliu')
          .executeTakeFirstOrThrow()
      ).departIds,
    ).toBeNull();
  });

  it('answers a failure for an unknown department', async () => {
    expect((await call(server, tokens.admin, 'DELETE', '/sys/sysDepart/delete?id=nope')).answer.message).toBe(
      systemMessages.notFound,
    );
  });
});
