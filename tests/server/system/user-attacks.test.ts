import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryMessages, systemMessages } from '../../../server/messages';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../support/test-server';
import { call, get, signIn, snapshot } from './admin-kit';

/*
 * The operator holds user:edit and user:frozen but not user:add, user:delete or
 * user:reset_password, and far fewer permissions than the admin.
 */
let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'operator']);
});
afterAll(() => server.close());

const storedSecret = (id: string) =>
  server.app.db
    .selectFrom('sys_user')
    .select(['id', 'password', 'salt', 'status', 'delFlag', 'createBy', 'createTime', 'orgCode'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('mass assignment through the user form', () => {
  // JeecgBoot's form sends the whole record back: fields the edit does not take are ignored, never written.
  for (const field of ['password', 'salt', 'status', 'delFlag', 'createBy', 'orgCode']) {
    it(`ignores ${field} in an edit: it stays as stored`, async () => {
      const before = await storedSecret('user-lisi');
      const reply = await call(server, tokens.admin, 'PUT', '/sys/user/edit', {
        id: 'user-lisi',
        realname: '李四',
        [field]: field === 'status' || field === 'delFlag' ? 2 : 'x',
      });
      expect(reply.answer.success).toBe(true);
      expect(await storedSecret('user-lisi')).toEqual(before);
    });
  }

  it('treats the id as the record to edit, never as a value to write', async () => {
    const reply = await call(server, tokens.admin, 'PUT', '/sys/user/edit', { id: 'user-lisi', realname: '李四改' });
    expect(reply.answer.success).toBe(true);
    expect(await server.app.db.selectFrom('sys_user').select('id').where('realname', '=', '李四改').execute()).toEqual([
      { id: 'user-lisi' },
    ]);
    await call(server, tokens.admin, 'PUT', '/sys/user/edit', { id: 'user-lisi', realname: '李四' });
  });

  it('takes no salt, status or deletion flag for a new user: the server sets its own', async () => {
    const reply = await call(server, tokens.admin, 'POST', '/sys/user/add', {
      username: 'salty',
      realname: 'x',
      password: 'Harvest-2024-x',
      salt: 'abc',
      status: 2,
      delFlag: 1,
    });
    expect(reply.answer.success).toBe(true);
    const added = await server.app.db
      .selectFrom('sys_user')
      .select(['salt', 'status', 'delFlag'])
      .where('username', '=', 'salty')
      .executeTakeFirstOrThrow();
    expect(added).toMatchObject({ status: 1, delFlag: 0 });
    expect(added.salt).not.toBe('abc');
    // The directory counts below are of the seeded users.
    await server.app.db.deleteFrom('sys_user').where('username', '=', 'salty').execute();
  });
});

describe('privilege escalation', () => {
  it('refuses an operator giving themselves the admin role', async () => {
    const roles = await snapshot(server, 'sys_user_role');
    const reply = await call(server, tokens.operator, 'PUT', '/sys/user/edit', {
      id: 'user-operator',
      realname: '王晓运',
      selectedroles: 'role-operator,role-admin',
    });
    expect(reply.answer).toMatchObject({ success: false, code: 510, message: systemMessages.roleBeyondOwnGrants });
    expect(await snapshot(server, 'sys_user_role')).toEqual(roles);
    const buttons = await get<{ auth: { action: string }[] }>(
      server,
      tokens.operator,
      '/sys/permission/getUserPermissionByToken',
    );
    expect(buttons.answer.result.auth.map((entry) => entry.action)).not.toContain('user:add');
  });

  it('refuses a role that grants anything the operator lacks (the branch role has the department users page)', async () => {
    const roles = await snapshot(server, 'sys_user_role');
    const reply = await call(server, tokens.operator, 'PUT', '/sys/user/edit', {
      id: 'user-operator',
      realname: '王晓运',
      selectedroles: 'role-operator,role-branch',
    });
    expect(reply.answer).toMatchObject({ code: 510, message: systemMessages.roleBeyondOwnGrants });
    expect(await snapshot(server, 'sys_user_role')).toEqual(roles);
  });

  it('lets the operator hold a role within their own grants', async () => {
    const reply = await call(server, tokens.operator, 'PUT', '/sys/user/edit', {
      id: 'user-operator',
      realname: '王晓运',
      selectedroles: 'role-operator,role-guest',
    });
    expect(reply.answer.success).toBe(true);
    await call(server, tokens.admin, 'PUT', '/sys/user/edit', {
      id: 'user-operator',
      realname: '王晓运',
      selectedroles: 'role-operator',
    });
  });

  it('refuses an operator editing or freezing the admin, and changes nothing', async () => {
    const users = await snapshot(server, 'sys_user');
    const edit = await call(server, tokens.operator, 'PUT', '/sys/user/edit', {
      id: 'user-admin',
      realname: '管理员',
      phone: '13700000000',
      selectedroles: '',
    });
    expect(edit.answer).toMatchObject({ code: 510, message: systemMessages.userBeyondOwnGrants });
    const freeze = await call(server, tokens.operator, 'PUT', '/sys/user/frozenBatch', {
      ids: 'user-admin',
      status: 2,
    });
    expect(freeze.answer).toMatchObject({ code: 510, message: systemMessages.userBeyondOwnGrants });
    expect(await snapshot(server, 'sys_user')).toEqual(users);
    await expect(server.login('admin', ADMIN_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('refuses an operator resetting passwords at all (no user:reset_password)', async () => {
    const reply = await call(server, tokens.operator, 'PUT', '/sys/user/changePassword', {
      username: 'admin',
      password: 'Taken-Over-1',
      confirmpassword: 'Taken-Over-1',
    });
    expect(reply.answer).toMatchObject({ success: false, code: 510 });
    await expect(server.login('admin', ADMIN_PASSWORD)).resolves.toEqual(expect.any(String));
  });
});

describe('injection through list parameters', () => {
  const lists = [
    '/sys/user/queryUserComponentData',
    '/sys/role/list',
    '/sys/position/list',
    '/sys/tenant/list',
    '/sys/log/list',
    '/sys/dataSource/list',
  ];

  for (const url of lists) {
    it(`${url} refuses a sort or filter that is not a column, and secrets`, async () => {
      const sort = await get(server, tokens.admin, `${url}?column=${encodeURIComponent('id; drop table sys_user')}`);
      expect(sort.answer).toMatchObject({
        success: false,
        message: queryMessages.unknownSortColumn('id; drop table sys_user'),
      });
      const filter = await get(server, tokens.admin, `${url}?${encodeURIComponent('1=1 or id')}=x`);
      expect(filter.answer.success).toBe(false);
      for (const secret of ['password', 'salt', 'dbPassword']) {
        expect((await get(server, tokens.admin, `${url}?column=${secret}`)).answer.success).toBe(false);
      }
    });
  }

  it('binds a quoted value as data in the picker search', async () => {
    const reply = await get<{ total: number }>(
      server,
      tokens.admin,
      `/sys/user/queryUserComponentData?username=${encodeURIComponent("' or '1'='1")}`,
    );
    expect(reply.answer.result.total).toBe(0);
    expect(
      (await get<{ total: number }>(server, tokens.admin, '/sys/user/queryUserComponentData')).answer.result.total,
    ).toBe(12);
  });

  it('binds a quoted department id as data', async () => {
    const reply = await get<unknown[]>(
      server,
      tokens.admin,
      `/sys/user/queryUserByDepId?id=${encodeURIComponent("dep-root' or '1'='1")}`,
    );
    expect(reply.answer.result).toEqual([]);
  });
});
