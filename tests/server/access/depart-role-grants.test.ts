import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';

/*
 * JeecgBoot unions a user's department roles into what the user is granted: a button granted to
 * a department role reaches its members, and leaves them when they leave the role.
 */
let server: TestServer;
let admin: string;
let operator: string;
let departRoleId: string;

const DEPART = 'dep-office';
const newUser = {
  username: 'office_new',
  realname: '新同事',
  password: 'Tractor-2024',
  confirmpassword: 'Tractor-2024',
  selectedroles: 'role-guest',
  selecteddeparts: DEPART,
};

async function post(url: string, payload: object): Promise<Answer> {
  return (await server.call({ method: 'POST', url, token: admin, payload })).json<Answer>();
}

async function buttonsOf(token: string): Promise<string[]> {
  const answer = (await server.call({ method: 'GET', url: '/sys/permission/getUserPermissionByToken', token })).json<
    Answer<{ auth: { action: string }[] }>
  >();
  return answer.result.auth.map((entry) => entry.action);
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  operator = await server.login('operator');
  const userAdd = await server.app.db
    .selectFrom('sys_permission')
    .select('id')
    .where('perms', '=', 'user:add')
    .executeTakeFirstOrThrow();
  const held = (
    await server.call({ method: 'GET', url: `/sys/permission/queryDepartPermission?departId=${DEPART}`, token: admin })
  ).json<Answer<string[]>>().result;
  expect(
    await post('/sys/permission/saveDepartPermission', {
      departId: DEPART,
      permissionIds: [...held, userAdd.id].join(','),
      lastpermissionIds: held.join(','),
    }),
  ).toMatchObject({ success: true });
  expect(
    await post('/sys/sysDepartRole/add', { departId: DEPART, roleName: '人事专员', roleCode: 'office_hr' }),
  ).toMatchObject({ success: true });
  const role = await server.app.db
    .selectFrom('sys_depart_role')
    .select('id')
    .where('roleCode', '=', 'office_hr')
    .executeTakeFirstOrThrow();
  departRoleId = role.id;
  expect(
    await post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId: departRoleId, permissionIds: userAdd.id }),
  ).toMatchObject({ success: true });
});
afterAll(() => server.close());

describe('a button granted through a department role', () => {
  it('is refused before the user holds the department role', async () => {
    expect(await buttonsOf(operator)).not.toContain('user:add');
    const answer = (
      await server.call({ method: 'POST', url: '/sys/user/add', token: operator, payload: newUser })
    ).json<Answer>();
    expect(answer).toMatchObject({ code: 510, message: httpMessages.noAuthorisation });
  });

  it("is served once the user holds it, and listed among the user's buttons", async () => {
    expect(
      await post('/sys/sysDepartRole/deptRoleUserAdd', {
        userId: 'user-operator',
        newRoleId: departRoleId,
        oldRoleId: '',
      }),
    ).toMatchObject({ success: true });
    expect(await buttonsOf(operator)).toContain('user:add');
    const answer = (
      await server.call({ method: 'POST', url: '/sys/user/add', token: operator, payload: newUser })
    ).json<Answer>();
    expect(answer).toMatchObject({ success: true });
  });

  it('is refused again on the next request once the user is removed from the role', async () => {
    expect(
      await post('/sys/sysDepartRole/deptRoleUserAdd', {
        userId: 'user-operator',
        newRoleId: '',
        oldRoleId: departRoleId,
      }),
    ).toMatchObject({ success: true });
    expect(await buttonsOf(operator)).not.toContain('user:add');
    const answer = (
      await server.call({
        method: 'POST',
        url: '/sys/user/add',
        token: operator,
        payload: { ...newUser, username: 'office_newer' },
      })
    ).json<Answer>();
    expect(answer).toMatchObject({ code: 510 });
  });
});
