import { cpSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { maskedPhone } from '../../../server/modules/system/users/picker-users';
import { freshDataDir, startServer, type Answer, type TestServer } from '../support/test-server';

/*
 * Issue "Data boundaries", point 3: the guest role (menu: home and account) read every user's
 * phone, e-mail, birthday and work number, who holds the admin role, and the role, tenant,
 * dictionary and menu tables. The directory is the user page's now ('user:list'); pickers get the
 * fields a picker shows.
 */

let server: TestServer;
let guest: string;

beforeAll(async () => {
  server = await startServer();
  guest = await server.login('wujiu');
});
afterAll(() => server.close());

async function get<T = unknown>(url: string, token = guest) {
  const response = await server.call({ method: 'GET', url, token });
  return { status: response.statusCode, body: response.body, answer: response.json<Answer<T>>() };
}

describe('the guest role', () => {
  it.each([
    '/sys/user/list',
    '/sys/user/list?username=admin',
    '/sys/user/queryById?id=user-admin',
    '/sys/user/queryUserRole?userid=user-admin',
    '/sys/user/userRoleList?roleId=role-admin',
    '/sys/user/departUserList?depId=dep-it',
    '/sys/user/userDepartList?userId=user-admin',
    '/sys/user/checkOnlyUser?phone=13800000001',
    '/sys/user/exportXls',
    '/sys/role/list',
    '/sys/role/queryById?id=role-admin',
    '/sys/role/queryTreeList',
    '/sys/permission/list',
    '/sys/permission/queryRolePermission?roleId=role-admin',
    '/sys/tenant/list',
    '/sys/tenant/queryById?id=1',
    '/sys/dict/list',
    '/sys/dictItem/list?dictId=x',
    '/sys/checkRule/list',
    '/sys/fillRule/list',
    '/sys/dataSource/options',
  ])('is refused %s as JeecgBoot refuses: HTTP 200, code 510, nothing of the data', async (url) => {
    const { status, answer, body } = await get(url);
    expect([status, answer.success, answer.code]).toEqual([200, false, 510]);
    expect(body).not.toMatch(/13800000001|admin@farm\.example|F0001/);
  });

  it('still reads its own record and roles, its menu and its notices', async () => {
    expect((await get('/sys/user/queryById?id=user-wujiu')).answer.result).toMatchObject({
      username: 'wujiu',
      phone: '13800000009',
    });
    expect((await get('/sys/user/queryUserRole?userid=user-wujiu')).answer.result).toEqual(['role-guest']);
    expect(
      (await get<{ roleCode: string }[]>('/sys/role/queryall')).answer.result.map((role) => role.roleCode),
    ).toEqual(['guest']);
    expect((await get('/sys/permission/getUserPermissionByToken')).answer.success).toBe(true);
    expect((await get('/sys/annountCement/listByUser')).answer.success).toBe(true);
    expect((await get('/sys/user/login/setting/getUserData')).answer.success).toBe(true);
  });

  it("learns a notice sender's real name through the picker's echo call", async () => {
    const response = await server.call({ method: 'GET', url: '/sys/user/getMultiUser?username=admin', token: guest });
    expect(response.json()).toEqual([expect.objectContaining({ username: 'admin', realname: '管理员' })]);
  });
});

describe('the pickers', () => {
  const PICKER_FIELDS = [
    'avatar',
    'createTime',
    'id',
    'orgCode',
    'orgCodeTxt',
    'phone',
    'realname',
    'sex',
    'sex_dictText',
    'username',
  ];

  it('answer only the fields a picker shows, the phone masked', async () => {
    const page = (await get<{ records: Record<string, unknown>[] }>('/sys/user/queryUserComponentData?username=admin'))
      .answer.result;
    expect(Object.keys(page.records[0]).sort()).toEqual(PICKER_FIELDS);
    expect(page.records[0]).toMatchObject({ username: 'admin', realname: '管理员', phone: '138****0001' });
    const echo = (
      await server.call({ method: 'GET', url: '/sys/user/getMultiUser?username=admin,lisi', token: guest })
    ).json<Record<string, unknown>[]>();
    expect(echo.every((user) => Object.keys(user).sort().join() === PICKER_FIELDS.join())).toBe(true);
    const byDepart = (await get<Record<string, unknown>[]>('/sys/user/queryUserByDepId?id=dep-sales')).answer.result;
    expect(Object.keys(byDepart[0]).sort()).toEqual(PICKER_FIELDS);
    for (const { body } of [
      await get('/sys/user/queryUserComponentData?pageSize=100'),
      await get('/sys/user/queryUserByDepId?id=dep-it'),
    ]) {
      expect(body).not.toMatch(
        /13800000001|@farm\.example|F000\d|"birthday"|"email"|"workNo"|"telephone"|"relTenantIds"/,
      );
    }
  });

  it('refuse filters and sorts on what they do not show, so no search probes a phone or an e-mail', async () => {
    for (const query of [
      'phone=13800000001',
      'phone=138*',
      'email=admin*',
      'birthday_begin=1980-01-01',
      'column=phone&order=asc',
      'column=workNo',
    ]) {
      expect((await get(`/sys/user/queryUserComponentData?${query}`)).answer.success, query).toBe(false);
      expect(
        (await server.call({ method: 'GET', url: `/sys/user/getMultiUser?${query}`, token: guest })).json<{
          success: boolean;
        }>().success,
        query,
      ).toBe(false);
    }
  });

  it("mask a mobile number as JeecgBoot's desensitising does", () => {
    expect(maskedPhone('13800000001')).toBe('138****0001');
    expect(maskedPhone('0451-8888')).toBe('045**8888');
    expect(maskedPhone('12345')).toBe('***45');
    expect(maskedPhone(null)).toBeNull();
  });
});

describe('the list buttons of the system pages', () => {
  it('reach the roles that hold the pages, and only them', async () => {
    const operator = await server.login('operator');
    const branch = await server.login('zhaoliu');
    const sales = await server.login('lisi');
    expect((await get('/sys/user/list', operator)).answer.success).toBe(true);
    expect((await get('/sys/dict/list', operator)).answer.success).toBe(true);
    expect((await get('/sys/user/departUserList?depId=dep-hlj', branch)).answer.success).toBe(true);
    expect((await get('/sys/user/list', branch)).answer.code).toBe(510);
    expect((await get('/sys/user/list', sales)).answer.code).toBe(510);
  });

  it('come to a database seeded before them, granted to the roles holding each page', async () => {
    const dataDir = freshDataDir();
    cpSync(inject('seededTemplateDir'), dataDir, { recursive: true });
    try {
      const before = await startServer({}, { dataDir });
      const db = before.app.db;
      const listButtons = await db
        .selectFrom('sys_permission')
        .select('id')
        .where('perms', 'like', '%:list')
        .where('perms', 'in', ['user:list', 'depart_user:list', 'dict:list'])
        .execute();
      const ids = listButtons.map((row) => row.id);
      await db.deleteFrom('sys_role_permission').where('permissionId', 'in', ids).execute();
      await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
      await db.deleteFrom('farm_seed').where('name', '=', 'upgrade-list-buttons').execute();
      await before.close();

      const after = await startServer({}, { dataDir });
      const holders = async (code: string) =>
        (
          await after.app.db
            .selectFrom('sys_role_permission as rp')
            .innerJoin('sys_permission as p', 'p.id', 'rp.permissionId')
            .select('rp.roleId')
            .where('p.perms', '=', code)
            .execute()
        )
          .map((row) => row.roleId)
          .sort();
      expect(await holders('user:list')).toEqual(['role-admin', 'role-operator']);
      expect(await holders('depart_user:list')).toEqual(['role-admin', 'role-branch']);
      expect(await holders('dict:list')).toEqual(['role-admin', 'role-operator']);
      await after.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
