import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { call, get, signIn, snapshot, type Page } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'operator', 'lisi']);
});
afterAll(() => server.close());

interface Member {
  id: string;
  username: string;
  realname: string;
  orgCodeTxt: string;
}

const members = async (roleId: string, extra = '') =>
  (
    await get<Page<Member>>(
      server,
      tokens.admin,
      `/sys/user/userRoleList?roleId=${roleId}&column=username&order=asc${extra}`,
    )
  ).answer.result;
const usernames = async (roleId: string) =>
  (await members(roleId, '&pageSize=100')).records.map((user) => user.username);

describe('the users of a role', () => {
  it("pages a role's users with the username and realname filters", async () => {
    expect(await usernames('role-repair')).toEqual(['wangwu', 'zhangsan', 'zhengshi']);
    const page = await members('role-repair', '&pageSize=2');
    expect(page).toMatchObject({ total: 3, size: 2, pages: 2 });
    expect(page.records[0]).toMatchObject({ username: 'wangwu', realname: '王五' });
    expect(page.records[0]).not.toHaveProperty('password');
    expect(
      (await members('role-repair', `&realname=${encodeURIComponent('*张*')}`)).records.map((user) => user.username),
    ).toEqual(['zhangsan']);
    expect((await members('role-repair', '&username=*zheng*')).records.map((user) => user.username)).toEqual([
      'zhengshi',
    ]);
  });

  it('needs a role id and refuses a filter on a column that is not public', async () => {
    expect((await get(server, tokens.admin, '/sys/user/userRoleList')).answer.success).toBe(false);
    expect(
      (await get(server, tokens.admin, '/sys/user/userRoleList?roleId=role-repair&password=x')).answer.success,
    ).toBe(false);
  });

  it('adds users chosen in the picker, keeping the ones already in the role once', async () => {
    const added = await call(server, tokens.admin, 'POST', '/sys/user/addSysUserRole', {
      roleId: 'role-guest',
      userIdList: ['user-lisi', 'user-wujiu', 'user-lisi'],
    });
    expect(added.answer).toMatchObject({ success: true, message: systemMessages.addSucceeded });
    expect(await usernames('role-guest')).toEqual(['lisi', 'wujiu']);
    const links = await server.app.db
      .selectFrom('sys_user_role')
      .select('id')
      .where('roleId', '=', 'role-guest')
      .execute();
    expect(links).toHaveLength(2);
  });

  it('removes one user, then several', async () => {
    await call(server, tokens.admin, 'POST', '/sys/user/addSysUserRole', {
      roleId: 'role-guest',
      userIdList: ['user-zhouba', 'user-zhaoliu'],
    });
    const one = await call(
      server,
      tokens.admin,
      'DELETE',
      '/sys/user/deleteUserRole?roleId=role-guest&userId=user-lisi',
    );
    expect(one.answer).toMatchObject({ success: true, message: systemMessages.deleted });
    expect(await usernames('role-guest')).toEqual(['wujiu', 'zhaoliu', 'zhouba']);
    const many = await call(
      server,
      tokens.admin,
      'DELETE',
      '/sys/user/deleteUserRoleBatch?roleId=role-guest&userIds=user-zhouba,user-zhaoliu',
    );
    expect(many.answer.success).toBe(true);
    expect(await usernames('role-guest')).toEqual(['wujiu']);
    // The users keep their other roles.
    expect(await usernames('role-sales')).toContain('zhouba');
  });

  it('refuses an unknown role or user and changes nothing', async () => {
    const before = await snapshot(server, 'sys_user_role');
    const unknownRole = await call(server, tokens.admin, 'POST', '/sys/user/addSysUserRole', {
      roleId: 'role-nobody',
      userIdList: ['user-lisi'],
    });
    expect(unknownRole.answer).toMatchObject({ success: false, message: systemMessages.roleNotFound });
    const unknownUser = await call(server, tokens.admin, 'POST', '/sys/user/addSysUserRole', {
      roleId: 'role-guest',
      userIdList: ['user-lisi', 'user-nobody'],
    });
    expect(unknownUser.answer).toMatchObject({ success: false, message: systemMessages.userNotFound });
    expect(
      (await call(server, tokens.admin, 'POST', '/sys/user/addSysUserRole', { roleId: 'role-guest', userIdList: [] }))
        .answer.success,
    ).toBe(false);
    expect(
      (await call(server, tokens.admin, 'DELETE', '/sys/user/deleteUserRoleBatch?roleId=role-guest&userIds=,')).answer
        .success,
    ).toBe(false);
    expect(await snapshot(server, 'sys_user_role')).toEqual(before);
  });

  it("never leaves the administrators' role without a member", async () => {
    const last = await call(
      server,
      tokens.admin,
      'DELETE',
      '/sys/user/deleteUserRole?roleId=role-admin&userId=user-admin',
    );
    expect(last.answer).toMatchObject({ success: false, message: systemMessages.lastAdministrator });
    await call(server, tokens.admin, 'POST', '/sys/user/addSysUserRole', {
      roleId: 'role-admin',
      userIdList: ['user-chenxi'],
    });
    const all = await call(
      server,
      tokens.admin,
      'DELETE',
      '/sys/user/deleteUserRoleBatch?roleId=role-admin&userIds=user-admin,user-chenxi',
    );
    expect(all.answer.message).toBe(systemMessages.lastAdministrator);
    const one = await call(
      server,
      tokens.admin,
      'DELETE',
      '/sys/user/deleteUserRole?roleId=role-admin&userId=user-chenxi',
    );
    expect(one.answer.success).toBe(true);
    expect(await usernames('role-admin')).toEqual(['admin']);
  });
});

describe("who may change a role's users", () => {
  it('needs user:edit', async () => {
    const refused = await call(server, tokens.lisi, 'POST', '/sys/user/addSysUserRole', {
      roleId: 'role-sales',
      userIdList: ['user-wujiu'],
    });
    expect(refused.answer.code).toBe(510);
    expect(
      (await call(server, tokens.lisi, 'DELETE', '/sys/user/deleteUserRole?roleId=role-sales&userId=user-zhouba'))
        .answer.code,
    ).toBe(510);
  });

  it('lets a non-administrator hand out only roles within their own grants, to users not above them', async () => {
    const before = await snapshot(server, 'sys_user_role');
    const adminRole = await call(server, tokens.operator, 'POST', '/sys/user/addSysUserRole', {
      roleId: 'role-admin',
      userIdList: ['user-operator'],
    });
    expect(adminRole.answer).toMatchObject({ code: 510, message: systemMessages.roleBeyondOwnGrants });
    const beyond = await call(server, tokens.operator, 'POST', '/sys/user/addSysUserRole', {
      roleId: 'role-branch',
      userIdList: ['user-wujiu'],
    });
    expect(beyond.answer.code).toBe(510);
    const strip = await call(
      server,
      tokens.operator,
      'DELETE',
      '/sys/user/deleteUserRole?roleId=role-admin&userId=user-admin',
    );
    expect(strip.answer.code).toBe(510);
    expect(await snapshot(server, 'sys_user_role')).toEqual(before);

    const within = await call(server, tokens.operator, 'POST', '/sys/user/addSysUserRole', {
      roleId: 'role-guest',
      userIdList: ['user-wujiu'],
    });
    expect(within.answer.success).toBe(true);
  });
});
