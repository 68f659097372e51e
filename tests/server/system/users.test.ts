import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, httpMessages, systemMessages } from '../../../server/messages';
import { ADMIN_PASSWORD, startServer, type TestServer } from '../support/test-server';
import { call, get, signIn, type Page } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'operator', 'lisi']);
});
afterAll(() => server.close());

interface User {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
  workNo: string | null;
  orgCode: string | null;
  status: number;
}

const rolesOf = async (userId: string) =>
  (await get<string[]>(server, tokens.admin, `/sys/user/queryUserRole?userid=${userId}`)).answer;
const departsOf = async (userId: string) =>
  (
    await get<{ key: string; title: string }[]>(server, tokens.admin, `/sys/user/userDepartList?userId=${userId}`)
  ).answer.result.map((d) => d.key);
const userById = async (id: string) => (await get<User>(server, tokens.admin, `/sys/user/queryById?id=${id}`)).answer;

async function addUser(username: string, extra: Record<string, unknown> = {}): Promise<string> {
  const added = await call(server, tokens.admin, 'POST', '/sys/user/add', {
    username,
    realname: `新用户${username}`,
    password: 'Harvest-2024-x',
    selectedroles: 'role-guest',
    selecteddeparts: 'dep-sales',
    ...extra,
  });
  expect(added.answer.success).toBe(true);
  const page = await get<Page<User>>(server, tokens.admin, `/sys/user/list?username=${username}`);
  return page.answer.result.records[0].id;
}

describe('reading one user', () => {
  it('answers the record by id, without password or salt', async () => {
    const { answer } = await get<User>(server, tokens.operator, '/sys/user/queryById?id=user-zhangsan');
    expect(answer.result).toMatchObject({ username: 'zhangsan', realname: '张三', phone: '13800000003' });
  });

  it("answers anyone their own record and roles, another user's only with user:list", async () => {
    expect((await get<User>(server, tokens.lisi, '/sys/user/queryById?id=user-lisi')).answer.result).toMatchObject({
      username: 'lisi',
      phone: '13800000004',
    });
    expect(
      (await get<string[]>(server, tokens.lisi, '/sys/user/queryUserRole?userid=user-lisi')).answer.result,
    ).toEqual(['role-sales']);
    for (const url of [
      '/sys/user/queryById?id=user-zhangsan',
      '/sys/user/queryUserRole?userid=user-admin',
      '/sys/user/userDepartList?userId=user-zhangsan',
      '/sys/user/checkOnlyUser?phone=13800000003',
    ]) {
      const { status, answer } = await get(server, tokens.lisi, url);
      expect([status, answer.code], url).toEqual([200, 510]);
    }
  });

  it('answers the role ids of a user, and a failure for a user without any', async () => {
    expect((await rolesOf('user-zhangsan')).result).toEqual(['role-repair']);
    const none = await get(server, tokens.admin, '/sys/user/queryUserRole?userid=nobody');
    expect(none.answer).toMatchObject({ success: false, message: systemMessages.userHasNoRole });
  });

  it('answers the departments of a user as select nodes', async () => {
    const { answer } = await get<{ key: string; value: string; title: string }[]>(
      server,
      tokens.admin,
      '/sys/user/userDepartList?userId=user-zhangsan',
    );
    expect(answer.result).toEqual([
      { key: 'dep-service', value: 'dep-service', title: '维修服务中心' },
      { key: 'dep-service-east', value: 'dep-service-east', title: '东区维修站' },
      { key: 'dep-hlj-harbin', value: 'dep-hlj-harbin', title: '哈尔滨服务站' },
    ]);
  });
});

describe('checking that a value is free', () => {
  it('says whether a username, phone, e-mail or work number is taken', async () => {
    expect((await get(server, tokens.admin, '/sys/user/checkOnlyUser?username=lisi')).answer).toMatchObject({
      success: false,
      message: systemMessages.usernameTaken,
    });
    expect((await get(server, tokens.admin, '/sys/user/checkOnlyUser?phone=13800000004')).answer).toMatchObject({
      success: false,
      message: systemMessages.phoneTaken,
    });
    expect((await get(server, tokens.admin, '/sys/user/checkOnlyUser?email=lisi@farm.example')).answer.message).toBe(
      systemMessages.emailTaken,
    );
    expect((await get(server, tokens.admin, '/sys/user/checkOnlyUser?workNo=F0004')).answer.message).toBe(
      systemMessages.workNoTaken,
    );
    expect((await get(server, tokens.admin, '/sys/user/checkOnlyUser?username=nobody_yet')).answer).toMatchObject({
      success: true,
      result: true,
    });
  });

  it('does not count the user being edited', async () => {
    expect(
      (await get(server, tokens.admin, '/sys/user/checkOnlyUser?id=user-lisi&phone=13800000004')).answer.success,
    ).toBe(true);
  });

  it('refuses a question about no field at all', async () => {
    const reply = await get(server, tokens.admin, '/sys/user/checkOnlyUser?id=user-lisi');
    expect(reply.answer.success).toBe(false);
    expect(reply.answer.message).toBe(systemMessages.checkOnlyUserNothing);
  });
});

describe('editing a user', () => {
  it('changes the profile and replaces roles and departments when given', async () => {
    const id = await addUser('edit_me');
    const edited = await call(server, tokens.admin, 'PUT', '/sys/user/edit', {
      id,
      username: 'edit_me',
      realname: '改过的名字',
      phone: '13900000001',
      selectedroles: 'role-sales,role-guest',
      selecteddeparts: 'dep-hlj-harbin',
    });
    expect(edited.answer).toMatchObject({ success: true, message: systemMessages.editSucceeded });
    expect((await userById(id)).result).toMatchObject({
      realname: '改过的名字',
      phone: '13900000001',
      orgCode: 'A01A06A01',
    });
    expect((await rolesOf(id)).result.sort()).toEqual(['role-guest', 'role-sales']);
    expect(await departsOf(id)).toEqual(['dep-hlj-harbin']);
  });

  it('leaves fields, roles and departments the form does not send as they are', async () => {
    const id = await addUser('keep_links', { phone: '13900000002', workNo: 'F0101' });
    await call(server, tokens.admin, 'PUT', '/sys/user/edit', { id, realname: '只改名字' });
    expect((await userById(id)).result).toMatchObject({
      realname: '只改名字',
      phone: '13900000002',
      workNo: 'F0101',
      orgCode: 'A01A02',
    });
    expect((await rolesOf(id)).result).toEqual(['role-guest']);
    expect(await departsOf(id)).toEqual(['dep-sales']);
    await call(server, tokens.admin, 'PUT', '/sys/user/edit', { id, realname: '只改名字', phone: '' });
    expect((await userById(id)).result.phone).toBeNull();
  });

  it('refuses another username, a taken phone and unknown references', async () => {
    const id = await addUser('strict_edit');
    expect(
      (await call(server, tokens.admin, 'PUT', '/sys/user/edit', { id, username: 'other', realname: 'x' })).answer
        .message,
    ).toBe(systemMessages.usernameFixed);
    expect(
      (await call(server, tokens.admin, 'PUT', '/sys/user/edit', { id, realname: 'x', phone: '13800000004' })).answer
        .message,
    ).toBe(systemMessages.phoneTaken);
    expect(
      (await call(server, tokens.admin, 'PUT', '/sys/user/edit', { id, realname: 'x', selectedroles: 'role-none' }))
        .answer.message,
    ).toBe(systemMessages.unknownRole);
    expect(
      (await call(server, tokens.admin, 'PUT', '/sys/user/edit', { id, realname: 'x', relTenantIds: '99' })).answer
        .message,
    ).toBe(systemMessages.unknownTenant);
    expect(
      (await call(server, tokens.admin, 'PUT', '/sys/user/edit', { id: 'nobody', realname: 'x' })).answer.message,
    ).toBe(systemMessages.notFound);
  });

  it('needs the user:edit button', async () => {
    const refused = await call(server, tokens.lisi, 'PUT', '/sys/user/edit', { id: 'user-lisi', realname: '想改名' });
    expect(refused.answer).toMatchObject({ success: false, code: 510, message: httpMessages.noAuthorisation });
    expect((await userById('user-lisi')).result.realname).toBe('李四');
  });
});

describe('deleting users', () => {
  it('removes the user from lists, with roles, departments and sessions, in one go', async () => {
    const id = await addUser('leaving_1');
    const theirToken = await server.login('leaving_1', 'Harvest-2024-x');
    const deleted = await call(server, tokens.admin, 'DELETE', `/sys/user/delete?id=${id}`);
    expect(deleted.answer).toMatchObject({ success: true, message: systemMessages.userDeleted });
    expect((await get<Page<User>>(server, tokens.admin, '/sys/user/list?username=leaving_1')).answer.result.total).toBe(
      0,
    );
    for (const table of ['sys_user_role', 'sys_user_depart', 'sys_user_token'] as const) {
      expect(await server.app.db.selectFrom(table).select('id').where('userId', '=', id).execute()).toEqual([]);
    }
    expect((await server.call({ method: 'GET', url: '/sys/user/list', token: theirToken })).statusCode).toBe(401);
  });

  it('keeps a deleted username taken', async () => {
    const again = await call(server, tokens.admin, 'POST', '/sys/user/add', {
      username: 'leaving_1',
      realname: '重名',
      password: 'Harvest-2024-x',
    });
    expect(again.answer.message).toBe(systemMessages.usernameTaken);
  });

  it('deletes several at once', async () => {
    const ids = [await addUser('leaving_2'), await addUser('leaving_3')];
    const deleted = await call(server, tokens.admin, 'DELETE', `/sys/user/deleteBatch?ids=${ids.join(',')}`);
    expect(deleted.answer).toMatchObject({ success: true, message: systemMessages.usersDeleted });
    expect(
      (await get<Page<User>>(server, tokens.admin, '/sys/user/list?username=leaving_2,leaving_3')).answer.result.total,
    ).toBe(0);
  });

  it('refuses to delete oneself or a user that does not exist', async () => {
    expect((await call(server, tokens.admin, 'DELETE', '/sys/user/delete?id=user-admin')).answer.message).toBe(
      systemMessages.notOnYourself,
    );
    expect((await call(server, tokens.admin, 'DELETE', '/sys/user/delete?id=nobody')).answer.message).toBe(
      systemMessages.notFound,
    );
    expect((await call(server, tokens.admin, 'DELETE', '/sys/user/deleteBatch?ids=,')).answer.success).toBe(false);
  });
});

describe('freezing users', () => {
  it('freezes (ending the sessions) and unfreezes', async () => {
    const id = await addUser('cold_one');
    const theirToken = await server.login('cold_one', 'Harvest-2024-x');
    expect(
      (await call(server, tokens.admin, 'PUT', '/sys/user/frozenBatch', { ids: id, status: 2 })).answer,
    ).toMatchObject({ success: true, message: systemMessages.operationSucceeded });
    expect((await server.call({ method: 'GET', url: '/sys/user/list', token: theirToken })).statusCode).toBe(401);
    const login = await server.call({
      method: 'POST',
      url: '/sys/login',
      payload: { username: 'cold_one', password: 'Harvest-2024-x' },
    });
    expect(login.json().message).toBe(authMessages.frozen);

    await call(server, tokens.admin, 'PUT', '/sys/user/frozenBatch', { ids: id, status: 1 });
    await expect(server.login('cold_one', 'Harvest-2024-x')).resolves.toEqual(expect.any(String));
  });

  it('refuses an unknown status and freezing oneself', async () => {
    expect(
      (await call(server, tokens.admin, 'PUT', '/sys/user/frozenBatch', { ids: 'user-lisi', status: 3 })).answer
        .success,
    ).toBe(false);
    expect(
      (await call(server, tokens.admin, 'PUT', '/sys/user/frozenBatch', { ids: 'user-admin', status: 2 })).answer
        .message,
    ).toBe(systemMessages.notOnYourself);
  });
});

describe("an administrator setting another user's password", () => {
  it("sets it and ends that user's sessions", async () => {
    await addUser('forgetful');
    const theirToken = await server.login('forgetful', 'Harvest-2024-x');
    const changed = await call(server, tokens.admin, 'PUT', '/sys/user/changePassword', {
      username: 'forgetful',
      password: 'New-Field-2025',
      confirmpassword: 'New-Field-2025',
    });
    expect(changed.answer).toMatchObject({ success: true, message: systemMessages.passwordChanged });
    expect((await server.call({ method: 'GET', url: '/sys/user/list', token: theirToken })).statusCode).toBe(401);
    await expect(server.login('forgetful', 'New-Field-2025')).resolves.toEqual(expect.any(String));
  });

  it('applies the password rule and the confirmation', async () => {
    const weak = await call(server, tokens.admin, 'PUT', '/sys/user/changePassword', {
      username: 'forgetful',
      password: 'short',
      confirmpassword: 'short',
    });
    expect(weak.answer.message).toBe(authMessages.passwordRule);
    const differ = await call(server, tokens.admin, 'PUT', '/sys/user/changePassword', {
      username: 'forgetful',
      password: 'New-Field-2026',
      confirmpassword: 'New-Field-2027',
    });
    expect(differ.answer.message).toBe(authMessages.passwordsDiffer);
  });

  it("sends one's own password through updatePassword instead", async () => {
    const own = await call(server, tokens.admin, 'PUT', '/sys/user/changePassword', {
      username: 'admin',
      password: 'New-Field-2025',
      confirmpassword: 'New-Field-2025',
    });
    expect(own.answer.message).toBe(systemMessages.ownPasswordThroughUpdate);
    await expect(server.login('admin', ADMIN_PASSWORD)).resolves.toEqual(expect.any(String));
  });
});
