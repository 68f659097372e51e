import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { call, get, signIn, type Page } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'lisi']);
});
afterAll(() => server.close());

interface Role {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

const roleByCode = async (roleCode: string) =>
  (await get<Page<Role>>(server, tokens.admin, `/sys/role/list?roleCode=${roleCode}`)).answer.result.records[0] as
    | Role
    | undefined;

describe('reading roles', () => {
  it('pages the roles with filters and answers all of them for the role select', async () => {
    const page = await get<Page<Role>>(
      server,
      tokens.admin,
      `/sys/role/list?roleName=${encodeURIComponent('*专员*')}&column=roleCode&order=asc`,
    );
    expect(page.answer.result.records.map((role) => role.roleCode)).toEqual(['operator', 'sales']);
    const all = await get<Role[]>(server, tokens.admin, '/sys/role/queryall');
    expect(all.answer.result.map((role) => role.roleCode)).toEqual(
      expect.arrayContaining(['admin', 'operator', 'guest']),
    );
    expect((await get<Role>(server, tokens.admin, '/sys/role/queryById?id=role-guest')).answer.result.roleName).toBe(
      '访客',
    );
  });

  it("is the role page's (role:list); queryall answers others their own roles only (the account page)", async () => {
    for (const url of [
      '/sys/role/list',
      '/sys/role/queryById?id=role-admin',
      '/sys/role/queryTreeList',
      '/sys/user/userRoleList?roleId=role-admin',
    ]) {
      expect((await get(server, tokens.lisi, url)).answer.code, url).toBe(510);
    }
    expect(
      (await get<Role[]>(server, tokens.lisi, '/sys/role/queryall')).answer.result.map((role) => role.roleCode),
    ).toEqual(['sales']);
  });

  it('answers the grant tree: every menu and button with its ids', async () => {
    const { answer } = await get<{ treeList: { key: string; title: string; children?: unknown[] }[]; ids: string[] }>(
      server,
      tokens.admin,
      '/sys/role/queryTreeList',
    );
    const count = await server.app.db.selectFrom('sys_permission').select('id').execute();
    expect(answer.result.ids).toHaveLength(count.length);
    expect(answer.result.treeList.map((node) => node.title)).toContain('系统管理');
  });

  it('checks that a role code is free, except for the role being edited', async () => {
    expect((await get(server, tokens.admin, '/sys/role/checkRoleCode?roleCode=sales')).answer).toMatchObject({
      success: false,
      message: systemMessages.roleCodeTaken,
    });
    expect(
      (await get(server, tokens.admin, '/sys/role/checkRoleCode?roleCode=sales&id=role-sales')).answer.success,
    ).toBe(true);
    expect((await get(server, tokens.admin, '/sys/role/checkRoleCode?roleCode=fresh')).answer.success).toBe(true);
  });
});

describe('adding and editing roles', () => {
  it('adds a role and refuses a taken code', async () => {
    const added = await call(server, tokens.admin, 'POST', '/sys/role/add', {
      roleName: '巡检员',
      roleCode: 'inspector',
      description: '巡检农机',
    });
    expect(added.answer).toMatchObject({ success: true, message: systemMessages.addSucceeded });
    expect(await roleByCode('inspector')).toMatchObject({ roleName: '巡检员', description: '巡检农机' });
    const again = await call(server, tokens.admin, 'POST', '/sys/role/add', {
      roleName: '另一个',
      roleCode: 'inspector',
    });
    expect(again.answer.message).toBe(systemMessages.roleCodeTaken);
  });

  it('refuses a code that is not letters, digits and underscores', async () => {
    expect(
      (await call(server, tokens.admin, 'POST', '/sys/role/add', { roleName: 'x', roleCode: "x' or '1" })).answer
        .success,
    ).toBe(false);
  });

  it("edits a role, but never the administrators' role code", async () => {
    const inspector = await roleByCode('inspector');
    const edited = await call(server, tokens.admin, 'PUT', '/sys/role/edit', {
      id: inspector?.id,
      roleName: '高级巡检员',
      roleCode: 'inspector',
    });
    expect(edited.answer.success).toBe(true);
    expect((await roleByCode('inspector'))?.roleName).toBe('高级巡检员');
    const admin = await call(server, tokens.admin, 'PUT', '/sys/role/edit', {
      id: 'role-admin',
      roleName: '管理员',
      roleCode: 'boss',
    });
    expect(admin.answer.message).toBe(systemMessages.adminRoleProtected);
    expect((await roleByCode('admin'))?.id).toBe('role-admin');
  });
});

describe('deleting roles', () => {
  it('deletes a role with its grants and memberships', async () => {
    await call(server, tokens.admin, 'POST', '/sys/role/add', { roleName: '临时', roleCode: 'temporary' });
    const role = await roleByCode('temporary');
    await call(server, tokens.admin, 'POST', '/sys/permission/saveRolePermission', {
      roleId: role?.id,
      permissionIds: (await grantIds()).slice(0, 2).join(','),
    });
    await call(server, tokens.admin, 'PUT', '/sys/user/edit', {
      id: 'user-lisi',
      realname: '李四',
      selectedroles: `role-sales,${role?.id}`,
    });

    const deleted = await call(server, tokens.admin, 'DELETE', `/sys/role/delete?id=${role?.id}`);
    expect(deleted.answer).toMatchObject({ success: true, message: systemMessages.roleDeleted });
    expect(
      await server.app.db
        .selectFrom('sys_role_permission')
        .select('id')
        .where('roleId', '=', role?.id ?? '')
        .execute(),
    ).toEqual([]);
    expect(
      (await get<string[]>(server, tokens.admin, '/sys/user/queryUserRole?userid=user-lisi')).answer.result,
    ).toEqual(['role-sales']);
  });

  it("refuses to delete the administrators' role, alone or in a batch", async () => {
    expect((await call(server, tokens.admin, 'DELETE', '/sys/role/delete?id=role-admin')).answer.message).toBe(
      systemMessages.adminRoleProtected,
    );
    expect(
      (await call(server, tokens.admin, 'DELETE', '/sys/role/deleteBatch?ids=role-guest,role-admin')).answer.message,
    ).toBe(systemMessages.adminRoleProtected);
    expect(await roleByCode('guest')).toBeDefined();
  });
});

async function grantIds(): Promise<string[]> {
  return (await get<{ ids: string[] }>(server, tokens.admin, '/sys/permission/queryTreeList')).answer.result.ids;
}
