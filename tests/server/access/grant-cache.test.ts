import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesGrants } from '../../../server/access';
import { httpMessages } from '../../../server/messages';
import { startServer, type Answer, type TestServer } from '../support/test-server';

/*
 * The caller hook keeps each user's roles and button codes in memory. Whatever changes them,
 * through a route or straight through the database, must take effect on the very next request.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

const ORDERS = '/farm/order/list';

async function codeOf(url: string, token: string): Promise<number> {
  return (await server.call({ method: 'GET', url, token })).json<Answer>().code;
}

async function permissionId(perms: string): Promise<string> {
  const row = await server.app.db
    .selectFrom('sys_permission')
    .select('id')
    .where('perms', '=', perms)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function roleGrants(roleId: string): Promise<string[]> {
  return (
    await server.call({ method: 'GET', url: `/sys/permission/queryRolePermission?roleId=${roleId}`, token: admin })
  ).json<Answer<string[]>>().result;
}

async function saveRoleGrants(roleId: string, permissionIds: string[]): Promise<void> {
  const lastpermissionIds = (await roleGrants(roleId)).join(',');
  const answer = await server.call({
    method: 'POST',
    url: '/sys/permission/saveRolePermission',
    token: admin,
    payload: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds },
  });
  expect(answer.json<Answer>().success).toBe(true);
}

describe('a grant removed from a role', () => {
  it('refuses the button on the next request of a user who had just used it', async () => {
    const operator = await server.login('operator');
    expect(await codeOf(ORDERS, operator)).toBe(200);
    const listId = await permissionId('farm_order:list');
    const before = await roleGrants('role-operator');
    await saveRoleGrants(
      'role-operator',
      before.filter((id) => id !== listId),
    );
    expect((await server.call({ method: 'GET', url: ORDERS, token: operator })).json()).toMatchObject({
      code: 510,
      message: httpMessages.noAuthorisation,
    });

    await saveRoleGrants('role-operator', before);
    expect(await codeOf(ORDERS, operator)).toBe(200);
  });
});

describe('a grant added to a role', () => {
  it('serves the button on the next request of a user who was just refused it', async () => {
    const guest = await server.login('wujiu');
    expect(await codeOf(ORDERS, guest)).toBe(510);
    const before = await roleGrants('role-guest');
    await saveRoleGrants('role-guest', [...before, await permissionId('farm_order:list')]);
    expect(await codeOf(ORDERS, guest)).toBe(200);
    await saveRoleGrants('role-guest', before);
    expect(await codeOf(ORDERS, guest)).toBe(510);
  });
});

describe('a change made straight in the database', () => {
  it('takes effect on the next request: a role taken away, a button disabled', async () => {
    const zhangsan = await server.login('zhangsan');
    const repairs = '/farm/repair/list';
    expect(await codeOf(repairs, zhangsan)).toBe(200);
    await server.app.db.deleteFrom('sys_user_role').where('userId', '=', 'user-zhangsan').execute();
    expect(await codeOf(repairs, zhangsan)).toBe(510);
    await server.app.db
      .insertInto('sys_user_role')
      .values({ id: 'ur-test-zhangsan', userId: 'user-zhangsan', roleId: 'role-repair' })
      .execute();
    expect(await codeOf(repairs, zhangsan)).toBe(200);

    await server.app.db
      .updateTable('sys_permission')
      .set({ status: '0' })
      .where('perms', '=', 'farm_repair:list')
      .execute();
    expect(await codeOf(repairs, zhangsan)).toBe(510);
    await server.app.db
      .updateTable('sys_permission')
      .set({ status: '1' })
      .where('perms', '=', 'farm_repair:list')
      .execute();
    expect(await codeOf(repairs, zhangsan)).toBe(200);
  });
});

describe('sessions and user status are never answered from memory', () => {
  it('refuses a revoked token and a frozen user on the next request', async () => {
    const lisi = await server.login('lisi');
    const zhouba = await server.login('zhouba');
    expect(await codeOf('/sys/permission/getUserPermissionByToken', lisi)).toBe(200);
    expect(await codeOf('/sys/permission/getUserPermissionByToken', zhouba)).toBe(200);

    await server.call({ method: 'POST', url: '/sys/online/forceLogout', token: admin, payload: { username: 'lisi' } });
    expect(
      (await server.call({ method: 'GET', url: '/sys/permission/getUserPermissionByToken', token: lisi })).statusCode,
    ).toBe(401);

    await server.app.db.updateTable('sys_user').set({ status: 2 }).where('username', '=', 'zhouba').execute();
    expect(
      (await server.call({ method: 'GET', url: '/sys/permission/getUserPermissionByToken', token: zhouba })).statusCode,
    ).toBe(401);
  });
});

describe('which writes empty the cache', () => {
  const db = () => server.app.db;

  it('counts writes naming a grant table, even in a subquery, and raw statements other than reads', () => {
    expect(changesGrants(db().deleteFrom('sys_role_permission').where('roleId', '=', 'x').toOperationNode())).toBe(
      true,
    );
    expect(
      changesGrants(db().updateTable('sys_user as u').set({ status: 2 }).where('u.id', '=', 'x').toOperationNode()),
    ).toBe(true);
    expect(
      changesGrants(
        db()
          .deleteFrom('farm_order')
          .where('createBy', 'in', db().selectFrom('sys_user_role').select('userId'))
          .toOperationNode(),
      ),
    ).toBe(true);
    expect(changesGrants({ kind: 'RawNode', sqlFragments: ['delete from sys_user_role'], parameters: [] })).toBe(true);
  });

  it('ignores reads and writes of other tables', () => {
    expect(changesGrants(db().selectFrom('sys_user_role').selectAll().toOperationNode())).toBe(false);
    expect(
      changesGrants(db().updateTable('farm_order').set({ status: '2' }).where('id', '=', 'x').toOperationNode()),
    ).toBe(false);
    expect(changesGrants({ kind: 'RawNode', sqlFragments: ['select 1'], parameters: [] })).toBe(false);
  });
});
