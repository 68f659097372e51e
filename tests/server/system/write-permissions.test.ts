import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { call, signIn, snapshot } from './admin-kit';

/*
 * Every write route of system administration, each sent by a guest (who holds no button) with a
 * well-formed body: code 510, and not one row of the tables it would touch changed.
 */
let server: TestServer;
let guest: string;

beforeAll(async () => {
  server = await startServer();
  ({ wujiu: guest } = await signIn(server, ['wujiu']));
});
afterAll(() => server.close());

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';
const writes: [Method, string, unknown, string, string[]][] = [
  [
    'POST',
    '/sys/user/add',
    { username: 'intruder', realname: 'x', password: 'Harvest-2024-x' },
    'user:add',
    ['sys_user', 'sys_user_role'],
  ],
  [
    'PUT',
    '/sys/user/edit',
    { id: 'user-wujiu', realname: 'x', selectedroles: 'role-admin' },
    'user:edit',
    ['sys_user', 'sys_user_role'],
  ],
  ['DELETE', '/sys/user/delete?id=user-lisi', undefined, 'user:delete', ['sys_user', 'sys_user_role']],
  ['DELETE', '/sys/user/deleteBatch?ids=user-lisi', undefined, 'user:batch_delete', ['sys_user']],
  ['PUT', '/sys/user/frozenBatch', { ids: 'user-admin', status: 2 }, 'user:frozen', ['sys_user', 'sys_user_token']],
  [
    'PUT',
    '/sys/user/changePassword',
    { username: 'admin', password: 'Taken-Over-1', confirmpassword: 'Taken-Over-1' },
    'user:reset_password',
    ['sys_user'],
  ],
  ['POST', '/sys/role/add', { roleName: 'x', roleCode: 'x' }, 'role:add', ['sys_role']],
  ['PUT', '/sys/role/edit', { id: 'role-guest', roleName: 'x', roleCode: 'guest' }, 'role:edit', ['sys_role']],
  ['DELETE', '/sys/role/delete?id=role-sales', undefined, 'role:delete', ['sys_role', 'sys_user_role']],
  ['DELETE', '/sys/role/deleteBatch?ids=role-sales', undefined, 'role:batch_delete', ['sys_role']],
  ['POST', '/sys/permission/add', { name: 'x', menuType: 0, url: '/x' }, 'permission:add', ['sys_permission']],
  ['PUT', '/sys/permission/edit', { id: 'x', name: 'x', menuType: 0 }, 'permission:edit', ['sys_permission']],
  ['DELETE', '/sys/permission/delete?id=x', undefined, 'permission:delete', ['sys_permission']],
  ['DELETE', '/sys/permission/deleteBatch?ids=x', undefined, 'permission:batch_delete', ['sys_permission']],
  [
    'POST',
    '/sys/permission/saveRolePermission',
    { roleId: 'role-guest', permissionIds: '' },
    'role:authorize',
    ['sys_role_permission'],
  ],
  [
    'POST',
    '/sys/permission/addPermissionRule',
    { permissionId: 'x', ruleName: 'x', ruleConditions: '=', ruleValue: '1' },
    'permission:rule',
    ['sys_permission_data_rule'],
  ],
  [
    'PUT',
    '/sys/permission/editPermissionRule',
    { id: 'x', permissionId: 'x', ruleName: 'x', ruleConditions: '=', ruleValue: '1' },
    'permission:rule',
    ['sys_permission_data_rule'],
  ],
  ['DELETE', '/sys/permission/deletePermissionRule?id=x', undefined, 'permission:rule', ['sys_permission_data_rule']],
  [
    'POST',
    '/sys/permission/saveDepartPermission',
    { departId: 'dep-service', permissionIds: '' },
    'depart:authorize',
    ['sys_depart_permission'],
  ],
  ['POST', '/sys/sysDepart/add', { departName: 'x' }, 'depart:add', ['sys_depart']],
  ['PUT', '/sys/sysDepart/edit', { id: 'dep-it', departName: 'x' }, 'depart:edit', ['sys_depart']],
  ['DELETE', '/sys/sysDepart/delete?id=dep-it', undefined, 'depart:delete', ['sys_depart', 'sys_user_depart']],
  ['DELETE', '/sys/sysDepart/deleteBatch?ids=dep-it', undefined, 'depart:batch_delete', ['sys_depart']],
  [
    'POST',
    '/sys/sysDepartRole/add',
    { departId: 'dep-it', roleName: 'x', roleCode: 'x' },
    'depart_role:add',
    ['sys_depart_role'],
  ],
  [
    'PUT',
    '/sys/sysDepartRole/edit',
    { id: 'x', departId: 'dep-it', roleName: 'x', roleCode: 'x' },
    'depart_role:edit',
    ['sys_depart_role'],
  ],
  ['DELETE', '/sys/sysDepartRole/delete?id=x', undefined, 'depart_role:delete', ['sys_depart_role']],
  ['DELETE', '/sys/sysDepartRole/deleteBatch?ids=x', undefined, 'depart_role:batch_delete', ['sys_depart_role']],
  [
    'POST',
    '/sys/sysDepartRole/deptRoleUserAdd',
    { userId: 'user-wujiu', newRoleId: '' },
    'depart_role:assign',
    ['sys_depart_role_user'],
  ],
  [
    'POST',
    '/sys/sysDepartPermission/saveDeptRolePermission',
    { roleId: 'x', permissionIds: '' },
    'depart_role:authorize',
    ['sys_depart_role_permission'],
  ],
  ['POST', '/sys/position/add', { code: 'x', name: 'x' }, 'position:add', ['sys_position']],
  ['PUT', '/sys/position/edit', { id: 'x', code: 'x', name: 'x' }, 'position:edit', ['sys_position']],
  ['DELETE', '/sys/position/delete?id=x', undefined, 'position:delete', ['sys_position']],
  ['DELETE', '/sys/position/deleteBatch?ids=x', undefined, 'position:batch_delete', ['sys_position']],
  ['POST', '/sys/tenant/add', { id: 9, name: 'x' }, 'tenant:add', ['sys_tenant']],
  ['PUT', '/sys/tenant/edit', { id: 1, name: 'x' }, 'tenant:edit', ['sys_tenant']],
  ['DELETE', '/sys/tenant/delete?id=1', undefined, 'tenant:delete', ['sys_tenant', 'sys_user']],
  ['DELETE', '/sys/tenant/deleteBatch?ids=1', undefined, 'tenant:batch_delete', ['sys_tenant']],
  ['DELETE', '/sys/log/delete?id=x', undefined, 'log:delete', ['sys_log']],
  ['DELETE', '/sys/log/deleteBatch?ids=allclear', undefined, 'log:delete', ['sys_log']],
  ['POST', '/sys/gatewayRoute/add', { routerId: 'x', name: 'x', uri: 'lb://x' }, 'gateway:add', ['sys_gateway_route']],
  [
    'PUT',
    '/sys/gatewayRoute/edit',
    { id: 'x', routerId: 'x', name: 'x', uri: 'lb://x' },
    'gateway:edit',
    ['sys_gateway_route'],
  ],
  ['DELETE', '/sys/gatewayRoute/delete?id=x', undefined, 'gateway:delete', ['sys_gateway_route']],
  ['DELETE', '/sys/gatewayRoute/deleteBatch?ids=x', undefined, 'gateway:batch_delete', ['sys_gateway_route']],
  ['POST', '/sys/dataSource/add', { code: 'x', name: 'x', dbPassword: 'x' }, 'datasource:add', ['sys_data_source']],
  ['PUT', '/sys/dataSource/edit', { id: 'x', code: 'x', name: 'x' }, 'datasource:edit', ['sys_data_source']],
  ['DELETE', '/sys/dataSource/delete?id=x', undefined, 'datasource:delete', ['sys_data_source']],
  ['DELETE', '/sys/dataSource/deleteBatch?ids=x', undefined, 'datasource:batch_delete', ['sys_data_source']],
];

const reads: [string, string][] = [
  ['/sys/log/list', 'log:list'],
  ['/sys/online/list', 'online:list'],
  ['/sys/gatewayRoute/list', 'gateway:list'],
  ['/sys/gatewayRoute/queryById?id=x', 'gateway:list'],
  ['/sys/dataSource/list', 'datasource:list'],
  ['/sys/dataSource/queryById?id=x', 'datasource:list'],
];

describe('write routes without their button code', () => {
  for (const [method, url, payload, code, tables] of writes) {
    it(`${method} ${url.split('?')[0]} needs ${code}: 510, nothing changed`, async () => {
      const before = await Promise.all(tables.map((table) => snapshot(server, table)));
      const reply = await call(server, guest, method, url, payload);
      expect(reply.status).toBe(200);
      expect(reply.answer).toMatchObject({ success: false, code: 510, message: httpMessages.noAuthorisation });
      expect(await Promise.all(tables.map((table) => snapshot(server, table)))).toEqual(before);
    });
  }

  it('every code checked here is seeded and granted to the admin role', async () => {
    const codes = [...new Set([...writes.map((write) => write[3]), ...reads.map((read) => read[1])])];
    const granted = await server.app.db
      .selectFrom('sys_permission as p')
      .innerJoin('sys_role_permission as rp', 'rp.permissionId', 'p.id')
      .select('p.perms')
      .where('rp.roleId', '=', 'role-admin')
      .where('p.perms', 'in', codes)
      .execute();
    expect(new Set(granted.map((row) => row.perms))).toEqual(new Set(codes));
  });
});

describe('monitor reads without their button code', () => {
  for (const [url, code] of reads) {
    it(`GET ${url.split('?')[0]} needs ${code}`, async () => {
      expect((await call(server, guest, 'GET', url)).answer).toMatchObject({ success: false, code: 510 });
    });
  }
});

describe('without a token', () => {
  it('answers 401 to every write route', async () => {
    for (const [method, url, payload] of writes) {
      const response = await server.call({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
