// The pickers' calls against the real reference server (in memory, through Fastify's inject):
// what they send is what the server reads, and what it answers is what they read.
import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearDictMemoryCache } from '../../../elements/core/dict';
import { configureHttp, resetHttpConfig } from '../../../elements/core/http';
import {
  echoCategories,
  loadCategoryChildren,
  loadCategoryRoots,
} from '../../../elements/pickers/category-select/category-query';
import { echoPositions, queryPositions } from '../../../elements/pickers/position-picker/position-query';
import { departForest, flattenDeparts, loadDepartLevel } from '../../../elements/pickers/shared/depart-query';
import { echoTree, loadTreeLevel } from '../../../elements/pickers/tree-select/tree-query';
import { echoUsers, queryUsers, userQueryField } from '../../../elements/pickers/user-picker/user-query';
import { startServer, type TestServer } from '../../server/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  const token = await server.login('admin');
  const adapter: AxiosAdapter = async (config) => {
    const reply = await server.app.inject({
      method: (config.method ?? 'get').toUpperCase() as 'GET',
      url: axios.getUri(config),
      headers: Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([key, value]) => [key, String(value)]),
      ),
      payload: config.data as string | undefined,
    });
    return {
      data: reply.json(),
      status: reply.statusCode,
      statusText: String(reply.statusCode),
      headers: new AxiosHeaders(),
      config,
    };
  };
  configureHttp({ adapter, getToken: () => token, getTenantId: () => null });
});

afterAll(async () => {
  resetHttpConfig();
  clearDictMemoryCache();
  await server.close();
});

describe('user picker calls', () => {
  const field = userQueryField(['username', 'realname', 'sex', 'phone', 'orgCodeTxt'], 'username', 'realname');

  it('pages users of a department and below, searched by account', async () => {
    const page = await queryUsers({ departId: 'dep-hlj', pageNo: 1, pageSize: 10 }, field);
    expect(page.records.map((user) => user.username).sort()).toEqual(['zhangsan', 'zhaoliu', 'zhengshi']);
    const searched = await queryUsers({ username: 'ang', pageNo: 1, pageSize: 10 }, field);
    expect(searched.records.map((user) => user.username).sort()).toEqual(['liuyang', 'wangwu', 'zhangsan']);
  });

  it('gets back the fields it asks for in field, and no others', async () => {
    const page = await queryUsers(
      { pageNo: 1, pageSize: 5 },
      userQueryField(['username', 'orgCodeTxt'], 'id', 'realname'),
    );
    for (const user of page.records)
      expect(Object.keys(user).sort()).toEqual(['id', 'orgCodeTxt', 'realname', 'username']);
  });

  it('echoes usernames through getMultiUser', async () => {
    const users = await echoUsers('username', ['lisi', 'wangwu']);
    expect(users.map((user) => user.username).sort()).toEqual(['lisi', 'wangwu']);
  });

  it('loads the department tree level by level', async () => {
    const roots = await loadDepartLevel();
    expect(roots.length).toBeGreaterThan(0);
    const parent = roots.find((root) => !root.isLeaf)!;
    const children = await loadDepartLevel(String(parent.key));
    expect(children.every((child) => child.parentId === parent.id)).toBe(true);
  });
});

describe('department picker calls', () => {
  it('reads the whole tree with names for echoes', async () => {
    const forest = await departForest();
    const all = flattenDeparts(forest);
    expect(all.length).toBeGreaterThan(forest.length);
    expect(all.find((depart) => depart.id === 'dep-hlj')?.title).toMatch(/\S/);
  });
});

describe('position picker calls', () => {
  it('searches names as "contains" and echoes codes', async () => {
    const page = await queryPositions({ pageNo: 1, pageSize: 50 });
    const some = page.records.slice(0, 2);
    expect(some.length).toBe(2);
    const found = await queryPositions({ name: some[0].name.slice(1), pageNo: 1, pageSize: 50 });
    expect(found.records.map((position) => position.code)).toContain(some[0].code);
    const echoed = await echoPositions(
      'code',
      some.map((position) => position.code),
    );
    expect(echoed.map((position) => position.code).sort()).toEqual(some.map((position) => position.code).sort());
  });
});

describe('tree select calls', () => {
  const tree = { dict: 'sys_depart,depart_name,id', pidField: 'parent_id' };

  it('loads a table tree by pid and echoes through the table dictionary', async () => {
    const level = await loadTreeLevel(tree, 'dep-service');
    expect(level.length).toBeGreaterThan(0);
    const [echoed] = await echoTree(tree.dict, [String(level[0].key)]);
    expect(echoed.title).toBe(level[0].title);
  });
});

describe('category select calls', () => {
  it('loads the children of a pcode, deeper levels by pid, and echoes names by id', async () => {
    const roots = await loadCategoryRoots({ pcode: 'A01' });
    expect(roots.length).toBeGreaterThan(0);
    const parent = roots.find((root) => !root.isLeaf);
    if (parent) expect((await loadCategoryChildren({}, String(parent.key))).length).toBeGreaterThan(0);
    const [echoed] = await echoCategories([roots[0].value]);
    expect(echoed.title).toBe(roots[0].title);
  });

  it('a root load that fails rejects with the server message', async () => {
    await expect(loadCategoryRoots({ pcode: 'NO-SUCH-CODE' })).rejects.toThrow(/./);
  });
});
