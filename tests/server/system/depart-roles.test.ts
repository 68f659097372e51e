import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMessages, systemMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { call, get, signIn, snapshot, type Page } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'operator', 'lisi']);
});
afterAll(() => server.close());

interface DepartRole {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
}

const idOf = async (column: 'url' | 'perms', value: string) =>
  (await server.app.db.selectFrom('sys_permission').select('id').where(column, '=', value).executeTakeFirstOrThrow())
    .id;
const rolesOf = async (departId: string) =>
  (
    await get<Page<DepartRole>>(
      server,
      tokens.admin,
      `/sys/sysDepartRole/list?deptId=${departId}&column=roleCode&order=asc`,
    )
  ).answer.result.records;
const departGrants = async (departId: string) =>
  (await get<string[]>(server, tokens.admin, `/sys/permission/queryDepartPermission?departId=${departId}`)).answer
    .result;
const roleGrants = async (roleId: string) =>
  (await get<string[]>(server, tokens.admin, `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`))
    .answer.result;

describe('department roles', () => {
  it('lists the roles of one department only', async () => {
    expect((await rolesOf('dep-service')).map((role) => role.roleCode)).toEqual(['station_lead', 'technician']);
    expect(await rolesOf('dep-sales')).toEqual([]);
    const list = await get<DepartRole[]>(
      server,
      tokens.admin,
      '/sys/sysDepartRole/getDeptRoleList?departId=dep-service&userId=user-zhangsan',
    );
    expect(list.answer.result).toHaveLength(2);
  });

  it('are read by the holders of the department-role buttons only', async () => {
    for (const url of [
      '/sys/sysDepartRole/list?deptId=dep-service',
      '/sys/sysDepartRole/getDeptRoleList?departId=dep-service',
      '/sys/sysDepartRole/getDeptRoleByUserId?userId=user-wangwu&departId=dep-service',
      '/sys/permission/queryDepartPermission?departId=dep-service',
      '/sys/sysDepartPermission/queryTreeListForDeptRole?departId=dep-service',
    ]) {
      const { status, answer } = await get(server, tokens.lisi, url);
      expect([status, answer.code], url).toEqual([200, 510]);
    }
  });

  it('adds, edits and deletes a role, its code unique within the department', async () => {
    const added = await call(server, tokens.admin, 'POST', '/sys/sysDepartRole/add', {
      departId: 'dep-sales',
      roleName: '销售组长',
      roleCode: 'team_lead',
    });
    expect(added.answer.success).toBe(true);
    const again = await call(server, tokens.admin, 'POST', '/sys/sysDepartRole/add', {
      departId: 'dep-sales',
      roleName: '重复',
      roleCode: 'team_lead',
    });
    expect(again.answer.message).toBe(orgMessages.departRoleCodeTaken);
    expect(
      (
        await call(server, tokens.admin, 'POST', '/sys/sysDepartRole/add', {
          departId: 'dep-service',
          roleName: '组长',
          roleCode: 'team_lead',
        })
      ).answer.success,
    ).toBe(true);

    const [lead] = await rolesOf('dep-sales');
    const edited = await call(server, tokens.admin, 'PUT', '/sys/sysDepartRole/edit', {
      id: lead.id,
      departId: 'dep-sales',
      roleName: '销售主管',
      roleCode: 'team_lead',
    });
    expect(edited.answer.message).toBe(orgMessages.edited);
    const moved = await call(server, tokens.admin, 'PUT', '/sys/sysDepartRole/edit', {
      id: lead.id,
      departId: 'dep-finance',
      roleName: '销售主管',
      roleCode: 'team_lead',
    });
    expect(moved.answer.message).toBe(orgMessages.departRoleDepartFixed);
    expect(
      (await get<DepartRole>(server, tokens.admin, `/sys/sysDepartRole/queryById?id=${lead.id}`)).answer.result,
    ).toMatchObject({ roleName: '销售主管', departId: 'dep-sales' });

    expect((await call(server, tokens.admin, 'DELETE', `/sys/sysDepartRole/delete?id=${lead.id}`)).answer.success).toBe(
      true,
    );
    expect(await rolesOf('dep-sales')).toEqual([]);
  });
});

describe('department grants', () => {
  it('saves what a department may hand out, taking removed entries from its roles too', async () => {
    const [lead] = (await rolesOf('dep-service')).filter((role) => role.roleCode === 'station_lead');
    const before = await departGrants('dep-service');
    expect(before.length).toBeGreaterThan(1);
    const kept = before.slice(0, 1);
    const saved = await call(server, tokens.admin, 'POST', '/sys/permission/saveDepartPermission', {
      departId: 'dep-service',
      permissionIds: kept.join(','),
      lastpermissionIds: before.join(','),
    });
    expect(saved.answer).toMatchObject({ success: true, message: systemMessages.saved });
    expect(await departGrants('dep-service')).toEqual(kept);
    expect(await roleGrants(lead.id)).toEqual(kept);
    await call(server, tokens.admin, 'POST', '/sys/permission/saveDepartPermission', {
      departId: 'dep-service',
      permissionIds: before.join(','),
    });
  });

  it("answers the department role editor's tree: only the department's grants", async () => {
    const { answer } = await get<{ treeList: { key: string; title: string; children?: unknown[] }[]; ids: string[] }>(
      server,
      tokens.admin,
      '/sys/sysDepartPermission/queryTreeListForDeptRole?departId=dep-service',
    );
    expect(answer.result.ids.sort()).toEqual((await departGrants('dep-service')).sort());
    expect(answer.result.treeList.map((node) => node.title)).toEqual(['维修工单']);
    const injected = await get<{ ids: string[] }>(
      server,
      tokens.admin,
      `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${encodeURIComponent("x' or '1'='1")}`,
    );
    expect(injected.answer.result.ids).toEqual([]);
  });

  it('grants a department role only what its department holds', async () => {
    const [technician] = (await rolesOf('dep-service')).filter((role) => role.roleCode === 'technician');
    const outside = await idOf('url', '/isystem/user');
    const refused = await call(server, tokens.admin, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId: technician.id,
      permissionIds: outside,
    });
    expect(refused.answer.message).toBe(orgMessages.beyondDepartGrants);
    const inside = await departGrants('dep-service');
    const saved = await call(server, tokens.admin, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId: technician.id,
      permissionIds: inside.join(','),
    });
    expect(saved.answer.success).toBe(true);
    expect((await roleGrants(technician.id)).sort()).toEqual([...inside].sort());
  });
});

describe('who holds a department role', () => {
  it('assigns and removes by the difference of the two lists, members of the department only', async () => {
    const [lead, technician] = await rolesOf('dep-service');
    const held = async () =>
      (
        await get<{ droleId: string }[]>(
          server,
          tokens.admin,
          '/sys/sysDepartRole/getDeptRoleByUserId?userId=user-wangwu&departId=dep-service',
        )
      ).answer.result.map((row) => row.droleId);
    // wangwu works in the west station, not in the service centre itself.
    const outsider = await call(server, tokens.admin, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      userId: 'user-wangwu',
      newRoleId: technician.id,
      oldRoleId: '',
    });
    expect(outsider.answer.message).toBe(orgMessages.notInDepart);
    await call(server, tokens.admin, 'PUT', '/sys/user/edit', {
      id: 'user-wangwu',
      realname: '王五',
      selecteddeparts: 'dep-service-west,dep-service',
    });

    expect(
      (
        await call(server, tokens.admin, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
          userId: 'user-wangwu',
          newRoleId: `${lead.id},${technician.id}`,
          oldRoleId: '',
        })
      ).answer.success,
    ).toBe(true);
    expect((await held()).sort()).toEqual([lead.id, technician.id].sort());
    await call(server, tokens.admin, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      userId: 'user-wangwu',
      newRoleId: technician.id,
      oldRoleId: `${lead.id},${technician.id}`,
    });
    expect(await held()).toEqual([technician.id]);
  });

  it('refuses handing out a role that grants more than the caller holds', async () => {
    const [lead] = await rolesOf('dep-service');
    const departPage = await idOf('url', '/isystem/depart');
    const assign = await idOf('perms', 'depart_role:assign');
    await call(server, tokens.admin, 'POST', '/sys/role/add', { roleName: '分配员', roleCode: 'assigner' });
    const roleId = (
      await server.app.db
        .selectFrom('sys_role')
        .select('id')
        .where('roleCode', '=', 'assigner')
        .executeTakeFirstOrThrow()
    ).id;
    await call(server, tokens.admin, 'POST', '/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: [departPage, assign].join(','),
    });
    await call(server, tokens.admin, 'POST', '/sys/user/add', {
      username: 'assigner',
      realname: '分配员',
      password: 'Harvest-2024-x',
      selectedroles: roleId,
      selecteddeparts: 'dep-service',
    });
    // A newcomer without roles: the assigner may manage them, but the lead role grants the repair pages.
    await call(server, tokens.admin, 'POST', '/sys/user/add', {
      username: 'newcomer',
      realname: '新人',
      password: 'Harvest-2024-x',
      selecteddeparts: 'dep-service',
    });
    const newcomer = (
      await server.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'newcomer')
        .executeTakeFirstOrThrow()
    ).id;
    const token = await server.login('assigner', 'Harvest-2024-x');
    const before = await snapshot(server, 'sys_depart_role_user');
    const reply = await call(server, token, 'POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      userId: newcomer,
      newRoleId: lead.id,
      oldRoleId: '',
    });
    expect(reply.answer).toMatchObject({ code: 510, message: systemMessages.beyondOwnGrants });
    expect(await snapshot(server, 'sys_depart_role_user')).toEqual(before);
  });

  it('deleting a role takes its members and grants with it', async () => {
    const [, technician] = await rolesOf('dep-service');
    await call(server, tokens.admin, 'DELETE', `/sys/sysDepartRole/deleteBatch?ids=${technician.id}`);
    expect(
      await server.app.db
        .selectFrom('sys_depart_role_user')
        .select('id')
        .where('droleId', '=', technician.id)
        .execute(),
    ).toEqual([]);
    expect(await roleGrants(technician.id)).toEqual([]);
  });
});
