import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { call, get, signIn, snapshot } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

interface Node {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  menuType: number;
  perms: string | null;
  isLeaf: boolean;
  route: boolean;
  hidden: boolean;
  ruleFlag: number;
  children?: Node[];
}

const idOf = async (column: 'url' | 'perms', value: string) =>
  (await server.app.db.selectFrom('sys_permission').select('id').where(column, '=', value).executeTakeFirstOrThrow())
    .id;
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const entry = async (id: string) =>
  server.app.db.selectFrom('sys_permission').selectAll().where('id', '=', id).executeTakeFirst();

/** A user whose only role grants exactly the given entries (and who is no administrator). */
async function delegate(username: string, permissionIds: string[]): Promise<{ token: string; roleId: string }> {
  await call(server, tokens.admin, 'POST', '/sys/role/add', { roleName: username, roleCode: username });
  const roleId = (
    await server.app.db.selectFrom('sys_role').select('id').where('roleCode', '=', username).executeTakeFirstOrThrow()
  ).id;
  await call(server, tokens.admin, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: permissionIds.join(','),
  });
  await call(server, tokens.admin, 'POST', '/sys/user/add', {
    username,
    realname: username,
    password: 'Harvest-2024-x',
    selectedroles: roleId,
  });
  return { token: await server.login(username, 'Harvest-2024-x'), roleId };
}

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'operator']);
});
afterAll(() => server.close());

describe('reading the menu table', () => {
  it('answers the whole tree with buttons, flags as booleans', async () => {
    const { answer } = await get<Node[]>(server, tokens.admin, '/sys/permission/list');
    const users = flatten(answer.result).find((node) => node.url === '/isystem/user');
    expect(users).toMatchObject({
      title: '用户管理',
      component: 'system/UserList',
      menuType: 1,
      isLeaf: false,
      route: true,
      hidden: false,
    });
    expect(users?.children?.map((button) => button.perms)).toContain('user:add');
    expect(users?.children?.every((button) => button.isLeaf && button.menuType === 2)).toBe(true);
  });

  it('answers the top menus, then the children of one or several entries', async () => {
    const top = (await get<Node[]>(server, tokens.admin, '/sys/permission/getSystemMenuList')).answer.result;
    expect(top.every((node) => node.parentId === null)).toBe(true);
    const system = top.find((node) => node.title === '系统管理');
    const monitor = top.find((node) => node.title === '系统监控');
    const children = (
      await get<Node[]>(server, tokens.admin, `/sys/permission/getSystemSubmenu?parentId=${system?.id}`)
    ).answer.result;
    expect(children.map((node) => node.url)).toContain('/isystem/role');
    const batch = (
      await get<Record<string, Node[]>>(
        server,
        tokens.admin,
        `/sys/permission/getSystemSubmenuBatch?parentIds=${system?.id},${monitor?.id}`,
      )
    ).answer.result;
    expect(Object.keys(batch).sort()).toEqual([system?.id, monitor?.id].sort());
    expect(batch[monitor?.id ?? ''].map((node) => node.url)).toContain('/monitor/log');
  });

  it('marks the entries that have data rules', async () => {
    const nodes = flatten((await get<Node[]>(server, tokens.admin, '/sys/permission/list')).answer.result);
    expect(nodes.find((node) => node.url === '/online/cgformList/farm_order')?.ruleFlag).toBe(1);
    expect(nodes.find((node) => node.url === '/isystem/user')?.ruleFlag).toBe(0);
  });

  it("is the menu page's: a role without it (the operator) is refused, code 510", async () => {
    for (const url of ['/sys/permission/list', '/sys/permission/getSystemMenuList', '/sys/permission/queryTreeList']) {
      expect((await get(server, tokens.operator, url)).answer.code, url).toBe(510);
    }
  });
});

describe('adding, editing and deleting menu entries', () => {
  it('adds a page tidied as JeecgBoot does, and a button below it', async () => {
    const systemId = await idOf('url', '/isystem');
    const added = await call(server, tokens.admin, 'POST', '/sys/permission/add', {
      parentId: systemId,
      name: '巡检记录',
      url: 'isystem/inspection',
      component: '/views/system/InspectionList.vue',
      menuType: 1,
      sortNo: 30,
      route: true,
      hidden: false,
    });
    expect(added.answer).toMatchObject({ success: true, message: systemMessages.addSucceeded });
    const pageId = await idOf('url', '/isystem/inspection');
    expect(await entry(pageId)).toMatchObject({ component: 'system/InspectionList', isRoute: 1, hidden: 0, isLeaf: 1 });

    await call(server, tokens.admin, 'POST', '/sys/permission/add', {
      parentId: pageId,
      name: '导出',
      menuType: 2,
      perms: 'inspection:export',
      permsType: '1',
    });
    expect(await entry(pageId)).toMatchObject({ isLeaf: 0 });
  });

  it('gives a top menu without a component the route view, and refuses a button without a parent', async () => {
    await call(server, tokens.admin, 'POST', '/sys/permission/add', {
      name: '农机巡检',
      url: '/inspection',
      menuType: 0,
    });
    expect(await entry(await idOf('url', '/inspection'))).toMatchObject({
      component: 'layouts/RouteView',
      parentId: null,
    });
    const orphan = await call(server, tokens.admin, 'POST', '/sys/permission/add', {
      name: '孤儿',
      menuType: 2,
      perms: 'orphan:add',
    });
    expect(orphan.answer.message).toBe(systemMessages.permissionParentRequired);
  });

  it('refuses code-like button codes and an entry under itself', async () => {
    const pageId = await idOf('url', '/isystem/inspection');
    const bad = await call(server, tokens.admin, 'POST', '/sys/permission/add', {
      parentId: pageId,
      name: 'x',
      menuType: 2,
      perms: "a'); drop table sys_permission; --",
    });
    expect(bad.answer.success).toBe(false);
    const systemId = await idOf('url', '/isystem');
    const loop = await call(server, tokens.admin, 'PUT', '/sys/permission/edit', {
      id: systemId,
      parentId: pageId,
      name: '系统管理',
      menuType: 1,
    });
    expect(loop.answer.message).toBe(systemMessages.permissionParentLoop);
  });

  it('deletes an entry with everything below it and every grant of them', async () => {
    const pageId = await idOf('url', '/isystem/inspection');
    const buttonId = await idOf('perms', 'inspection:export');
    await call(server, tokens.admin, 'POST', '/sys/permission/saveRolePermission', {
      roleId: 'role-admin',
      permissionIds: [...(await grantedTo('role-admin')), pageId, buttonId].join(','),
    });
    const deleted = await call(server, tokens.admin, 'DELETE', `/sys/permission/delete?id=${pageId}`);
    expect(deleted.answer).toMatchObject({ success: true, message: systemMessages.deleted });
    expect(await entry(buttonId)).toBeUndefined();
    expect(
      await server.app.db
        .selectFrom('sys_role_permission')
        .select('id')
        .where('permissionId', 'in', [pageId, buttonId])
        .execute(),
    ).toEqual([]);
  });
});

async function grantedTo(roleId: string): Promise<string[]> {
  return (await get<string[]>(server, tokens.admin, `/sys/permission/queryRolePermission?roleId=${roleId}`)).answer
    .result;
}

describe("saving a role's grants", () => {
  it('applies only the difference between what the editor loaded and what it checked', async () => {
    const [a, b, c] = [
      await idOf('url', '/isystem/user'),
      await idOf('url', '/isystem/role'),
      await idOf('url', '/isystem/depart'),
    ];
    await call(server, tokens.admin, 'POST', '/sys/role/add', { roleName: '差异', roleCode: 'diff_role' });
    const roleId = (
      await server.app.db
        .selectFrom('sys_role')
        .select('id')
        .where('roleCode', '=', 'diff_role')
        .executeTakeFirstOrThrow()
    ).id;
    await call(server, tokens.admin, 'POST', '/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: `${a},${b}`,
    });
    // Someone else granted c meanwhile; this editor loaded a,b and unchecks b.
    await call(server, tokens.admin, 'POST', '/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: `${a},${b},${c}`,
      lastpermissionIds: `${a},${b}`,
    });
    const saved = await call(server, tokens.admin, 'POST', '/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: a,
      lastpermissionIds: `${a},${b}`,
    });
    expect(saved.answer).toMatchObject({ success: true, message: systemMessages.saved });
    expect((await grantedTo(roleId)).sort()).toEqual([a, c].sort());
  });

  it('refuses unknown entries', async () => {
    expect(
      (
        await call(server, tokens.admin, 'POST', '/sys/permission/saveRolePermission', {
          roleId: 'role-guest',
          permissionIds: 'nope',
        })
      ).answer.message,
    ).toBe(systemMessages.unknownPermission);
  });
});

describe('privilege escalation through grants and the menu table', () => {
  it('refuses a delegate granting an entry they do not hold, and changes nothing', async () => {
    const rolePage = await idOf('url', '/isystem/role');
    const authorize = await idOf('perms', 'role:authorize');
    const { token, roleId } = await delegate('grant_keeper', [rolePage, authorize]);
    const before = await snapshot(server, 'sys_role_permission');
    const userAdd = await idOf('perms', 'user:add');
    const reply = await call(server, token, 'POST', '/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: [rolePage, authorize, userAdd].join(','),
    });
    expect(reply.answer).toMatchObject({ success: false, code: 510, message: systemMessages.beyondOwnGrants });
    expect(await snapshot(server, 'sys_role_permission')).toEqual(before);

    const admin = await call(server, token, 'POST', '/sys/permission/saveRolePermission', {
      roleId: 'role-admin',
      permissionIds: rolePage,
    });
    expect(admin.answer.message).toBe(systemMessages.adminRoleProtected);
    expect(await snapshot(server, 'sys_role_permission')).toEqual(before);
  });

  it('refuses a delegate rewriting a button they hold into a code they lack', async () => {
    const menuPage = await idOf('url', '/isystem/permission');
    const edit = await idOf('perms', 'permission:edit');
    const exportButton = await idOf('perms', 'permission:export');
    const { token } = await delegate('menu_keeper', [menuPage, edit, exportButton]);
    const before = await entry(exportButton);
    const reply = await call(server, token, 'PUT', '/sys/permission/edit', {
      id: exportButton,
      parentId: menuPage,
      name: '导出',
      menuType: 2,
      perms: 'role:authorize',
    });
    expect(reply.answer).toMatchObject({ code: 510, message: systemMessages.codeBeyondOwnGrants });
    expect(await entry(exportButton)).toEqual(before);
    const allowed = await call(server, token, 'PUT', '/sys/permission/edit', {
      id: exportButton,
      parentId: menuPage,
      name: '导出菜单',
      menuType: 2,
      perms: 'permission:export',
    });
    expect(allowed.answer.success).toBe(true);
  });
});

describe('data rules of a menu entry', () => {
  it('adds, lists, searches, edits and deletes rules', async () => {
    const pageId = await idOf('url', '/isystem/user');
    const added = await call(server, tokens.admin, 'POST', '/sys/permission/addPermissionRule', {
      permissionId: pageId,
      ruleName: '只看本部门',
      ruleColumn: 'orgCode',
      ruleConditions: '=',
      ruleValue: '#{sys_org_code}',
      status: '1',
    });
    expect(added.answer.success).toBe(true);
    const rules = (
      await get<{ id: string; ruleName: string }[]>(
        server,
        tokens.admin,
        `/sys/permission/getPermRuleListByPermId?permissionId=${pageId}`,
      )
    ).answer.result;
    expect(rules.map((rule) => rule.ruleName)).toEqual(['只看本部门']);
    const found = await get<unknown[]>(
      server,
      tokens.admin,
      `/sys/permission/queryPermissionRule?permissionId=${pageId}&ruleName=${encodeURIComponent('部门')}`,
    );
    expect(found.answer.result).toHaveLength(1);
    const edited = await call(server, tokens.admin, 'PUT', '/sys/permission/editPermissionRule', {
      id: rules[0].id,
      permissionId: pageId,
      ruleName: '只看本公司',
      ruleColumn: 'orgCode',
      ruleConditions: 'RIGHT_LIKE',
      ruleValue: 'A01',
    });
    expect(edited.answer.message).toBe(systemMessages.updated);
    expect(
      (await call(server, tokens.admin, 'DELETE', `/sys/permission/deletePermissionRule?id=${rules[0].id}`)).answer
        .success,
    ).toBe(true);
    expect(
      (await get<unknown[]>(server, tokens.admin, `/sys/permission/getPermRuleListByPermId?permissionId=${pageId}`))
        .answer.result,
    ).toEqual([]);
  });

  it('refuses a raw SQL rule and a column name that is not a name', async () => {
    const pageId = await idOf('url', '/isystem/user');
    const sqlRule = await call(server, tokens.admin, 'POST', '/sys/permission/addPermissionRule', {
      permissionId: pageId,
      ruleName: 'x',
      ruleConditions: 'USE_SQL_RULES',
      ruleValue: '1=1',
    });
    expect(sqlRule.answer.success).toBe(false);
    const column = await call(server, tokens.admin, 'POST', '/sys/permission/addPermissionRule', {
      permissionId: pageId,
      ruleName: 'x',
      ruleColumn: 'a or 1=1',
      ruleConditions: '=',
      ruleValue: '1',
    });
    expect(column.answer.success).toBe(false);
    expect(
      await server.app.db
        .selectFrom('sys_permission_data_rule')
        .select('id')
        .where('permissionId', '=', pageId)
        .execute(),
    ).toEqual([]);
  });
});
