import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryMessages, systemMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { call, get, signIn, snapshot, type Page } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  // zhaoliu is a branch manager: the 部门用户 buttons, nothing of the user pages.
  tokens = await signIn(server, ['admin', 'operator', 'zhaoliu']);
});
afterAll(() => server.close());

interface Member {
  id: string;
  username: string;
  realname: string;
  orgCodeTxt: string;
}

const members = async (depId: string, extra = '') =>
  (
    await get<Page<Member>>(
      server,
      tokens.admin,
      `/sys/user/departUserList?depId=${depId}&column=username&order=asc${extra}`,
    )
  ).answer.result;
const usernames = async (depId: string) => (await members(depId, '&pageSize=100')).records.map((user) => user.username);
const userRow = (id: string) =>
  server.app.db.selectFrom('sys_user').select(['orgCode', 'delFlag']).where('id', '=', id).executeTakeFirstOrThrow();
const departRolesOf = (userId: string) =>
  server.app.db
    .selectFrom('sys_depart_role_user as ru')
    .innerJoin('sys_depart_role as r', 'r.id', 'ru.droleId')
    .select(['r.roleCode', 'r.departId'])
    .where('ru.userId', '=', userId)
    .execute();

describe('the users of a department', () => {
  it('pages the users of the department and those below it, filtered by account and name as contains', async () => {
    expect(await usernames('dep-service-east')).toEqual(['zhangsan']);
    expect(await usernames('dep-service')).toEqual(['wangwu', 'zhangsan']);
    await call(server, tokens.admin, 'POST', '/sys/user/editSysDepartWithUser', {
      depId: 'dep-office',
      userIdList: ['user-zhouba', 'user-zhaoliu'],
    });
    const page = await members('dep-office', '&pageSize=2');
    expect(page).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(page.records.map((user) => user.username)).toEqual(['operator', 'zhaoliu']);
    expect(page.records[0]).toMatchObject({ realname: '王晓运' });
    expect(page.records[0]).not.toHaveProperty('password');
    expect(page.records[0]).not.toHaveProperty('salt');
    // JeecgBoot clients send the value plain, ours as *x*: both mean contains.
    expect((await members('dep-office', '&username=hao')).records.map((user) => user.username)).toEqual(['zhaoliu']);
    expect(
      (await members('dep-office', `&realname=${encodeURIComponent('*周*')}`)).records.map((user) => user.username),
    ).toEqual(['zhouba']);
  });

  it('answers an empty page without a department (the page loads before one is chosen) and refuses a filter on a column that is not public', async () => {
    expect((await get(server, tokens.admin, '/sys/user/departUserList')).answer).toMatchObject({
      success: true,
      result: { records: [], total: 0 },
    });
    expect(
      (await get(server, tokens.admin, '/sys/user/departUserList?depId=dep-sales&password=x')).answer,
    ).toMatchObject({ success: false, message: queryMessages.unknownFilterField('password') });
    expect(
      (await get(server, tokens.admin, '/sys/user/departUserList?depId=dep-sales&column=salt')).answer,
    ).toMatchObject({ success: false, message: queryMessages.unknownSortColumn('salt') });
  });

  it('leaves deleted users out', async () => {
    expect(await usernames('dep-henan-zhengzhou')).toEqual(['liuyang']);
    await server.app.db.updateTable('sys_user').set({ delFlag: 1 }).where('id', '=', 'user-liuyang').execute();
    expect(await usernames('dep-henan-zhengzhou')).toEqual([]);
    await server.app.db.updateTable('sys_user').set({ delFlag: 0 }).where('id', '=', 'user-liuyang').execute();
  });

  it('links users chosen in the picker, keeping the ones already there once', async () => {
    expect((await userRow('user-wujiu')).orgCode).toBeNull();
    const added = await call(server, tokens.admin, 'POST', '/sys/user/editSysDepartWithUser', {
      depId: 'dep-finance',
      userIdList: ['user-lisi', 'user-wujiu', 'user-lisi', 'user-chenxi'],
    });
    expect(added.answer).toMatchObject({ success: true, message: systemMessages.addSucceeded });
    expect(await usernames('dep-finance')).toEqual(['chenxi', 'lisi', 'wujiu']);
    const links = await server.app.db
      .selectFrom('sys_user_depart')
      .select('userId')
      .where('depId', '=', 'dep-finance')
      .execute();
    expect(links).toHaveLength(3);
    // lisi keeps his own department; wujiu, who had none, now signs in to this one.
    expect(await usernames('dep-sales')).toEqual(['lisi']);
    expect((await userRow('user-lisi')).orgCode).toBe('A01A02');
    expect((await userRow('user-wujiu')).orgCode).toBe('A01A05');
  });

  it("unlinks one user, dropping that department's roles and moving their current department", async () => {
    expect(await departRolesOf('user-zhangsan')).toEqual([{ roleCode: 'station_lead', departId: 'dep-service' }]);
    expect((await userRow('user-zhangsan')).orgCode).toBe('A01A03');
    const one = await call(
      server,
      tokens.admin,
      'DELETE',
      '/sys/user/deleteUserInDepart?depId=dep-service&userId=user-zhangsan',
    );
    expect(one.answer).toMatchObject({ success: true, message: systemMessages.deleted });
    const links = await server.app.db
      .selectFrom('sys_user_depart')
      .select('depId')
      .where('userId', '=', 'user-zhangsan')
      .execute();
    expect(links.map((link) => link.depId).sort()).toEqual(['dep-hlj-harbin', 'dep-service-east']);
    // Still listed under 维修服务中心, through 东区维修站 below it.
    expect(await usernames('dep-service')).toEqual(['wangwu', 'zhangsan']);
    expect(await departRolesOf('user-zhangsan')).toEqual([]);
    expect(['A01A03A01', 'A01A06A01']).toContain((await userRow('user-zhangsan')).orgCode);
    // His other departments stay.
    expect(await usernames('dep-service-east')).toEqual(['zhangsan']);
    expect(await usernames('dep-hlj-harbin')).toEqual(['zhangsan']);
  });

  it('unlinks several at once', async () => {
    await call(server, tokens.admin, 'POST', '/sys/user/editSysDepartWithUser', {
      depId: 'dep-it',
      userIdList: ['user-sunqi', 'user-zhengshi'],
    });
    // 郑石 belongs to tenant 2 only: the admin, working in tenant 1, does not see him listed.
    expect(await usernames('dep-it')).toEqual(['admin', 'sunqi']);
    const linked = await server.app.db
      .selectFrom('sys_user_depart')
      .select('userId')
      .where('depId', '=', 'dep-it')
      .execute();
    expect(linked.map((link) => link.userId).sort()).toEqual(['user-admin', 'user-sunqi', 'user-zhengshi']);
    const many = await call(
      server,
      tokens.admin,
      'DELETE',
      '/sys/user/deleteUserInDepartBatch?depId=dep-it&userIds=user-sunqi,user-zhengshi',
    );
    expect(many.answer).toMatchObject({ success: true, message: systemMessages.deleted });
    expect(await usernames('dep-it')).toEqual(['admin']);
    expect(await usernames('dep-henan')).toEqual(['liuyang', 'sunqi']);
  });

  it('refuses an unknown department or user, or users not in the department, and changes nothing', async () => {
    const before = await snapshot(server, 'sys_user_depart');
    const unknownDepart = await call(server, tokens.admin, 'POST', '/sys/user/editSysDepartWithUser', {
      depId: 'dep-nowhere',
      userIdList: ['user-lisi'],
    });
    expect(unknownDepart.answer).toMatchObject({ success: false, message: systemMessages.unknownDepart });
    const unknownUser = await call(server, tokens.admin, 'POST', '/sys/user/editSysDepartWithUser', {
      depId: 'dep-sales',
      userIdList: ['user-wujiu', 'user-nobody'],
    });
    expect(unknownUser.answer).toMatchObject({ success: false, message: systemMessages.userNotFound });
    const notThere = await call(
      server,
      tokens.admin,
      'DELETE',
      '/sys/user/deleteUserInDepart?depId=dep-sales&userId=user-wujiu',
    );
    expect(notThere.answer).toMatchObject({ success: false, message: systemMessages.userNotInDepart });
    const unknownRemoval = await call(
      server,
      tokens.admin,
      'DELETE',
      '/sys/user/deleteUserInDepartBatch?depId=dep-nowhere&userIds=user-lisi',
    );
    expect(unknownRemoval.answer).toMatchObject({ success: false, message: systemMessages.unknownDepart });
    expect(
      (
        await call(server, tokens.admin, 'POST', '/sys/user/editSysDepartWithUser', {
          depId: 'dep-sales',
          userIdList: [],
        })
      ).answer.success,
    ).toBe(false);
    expect(
      (
        await call(server, tokens.admin, 'POST', '/sys/user/editSysDepartWithUser', {
          depId: 'dep-sales',
          userIdList: [],
          extra: 1,
        })
      ).answer.success,
    ).toBe(false);
    expect(
      (await call(server, tokens.admin, 'DELETE', '/sys/user/deleteUserInDepartBatch?depId=dep-sales&userIds=,')).answer
        .success,
    ).toBe(false);
    expect(await snapshot(server, 'sys_user_depart')).toEqual(before);
  });
});

describe("who may change a department's users", () => {
  it('needs depart_user:add to link and depart_user:remove to unlink', async () => {
    const before = await snapshot(server, 'sys_user_depart');
    const add = await call(server, tokens.operator, 'POST', '/sys/user/editSysDepartWithUser', {
      depId: 'dep-sales',
      userIdList: ['user-wujiu'],
    });
    expect(add.answer.code).toBe(510);
    const remove = await call(
      server,
      tokens.operator,
      'DELETE',
      '/sys/user/deleteUserInDepart?depId=dep-sales&userId=user-lisi',
    );
    expect(remove.answer.code).toBe(510);
    const batch = await call(
      server,
      tokens.operator,
      'DELETE',
      '/sys/user/deleteUserInDepartBatch?depId=dep-sales&userIds=user-lisi',
    );
    expect(batch.answer.code).toBe(510);
    expect(await snapshot(server, 'sys_user_depart')).toEqual(before);
  });

  it('lets a holder of the codes manage only users not above them', async () => {
    const before = await snapshot(server, 'sys_user_depart');
    const strip = await call(
      server,
      tokens.zhaoliu,
      'DELETE',
      '/sys/user/deleteUserInDepart?depId=dep-it&userId=user-admin',
    );
    expect(strip.answer).toMatchObject({ code: 510, message: systemMessages.userBeyondOwnGrants });
    const moveAdmin = await call(server, tokens.zhaoliu, 'POST', '/sys/user/editSysDepartWithUser', {
      depId: 'dep-hlj',
      userIdList: ['user-admin'],
    });
    expect(moveAdmin.answer.code).toBe(510);
    expect(await snapshot(server, 'sys_user_depart')).toEqual(before);

    const within = await call(server, tokens.zhaoliu, 'POST', '/sys/user/editSysDepartWithUser', {
      depId: 'dep-hlj-harbin',
      userIdList: ['user-wujiu'],
    });
    expect(within.answer.success).toBe(true);
    expect(await usernames('dep-hlj-harbin')).toEqual(['wujiu', 'zhangsan']);
  });
});
