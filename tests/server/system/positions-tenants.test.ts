import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMessages, systemMessages } from '../../../server/messages';
import { startServer, type TestServer } from '../support/test-server';
import { call, get, signIn, type Page } from './admin-kit';

let server: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  tokens = await signIn(server, ['admin', 'lisi']);
});
afterAll(() => server.close());

interface Position {
  id: string;
  code: string;
  name: string;
  postRank: string | null;
  postRank_dictText: string;
}

interface Tenant {
  id: number;
  name: string;
  status: number;
  beginDate: string | null;
}

const userColumn = async (id: string, column: 'post' | 'relTenantIds') =>
  (await server.app.db.selectFrom('sys_user').select(column).where('id', '=', id).executeTakeFirstOrThrow())[column];
const positionByCode = async (code: string) =>
  (await get<Page<Position>>(server, tokens.lisi, `/sys/position/list?code=${code}`)).answer.result.records[0];

describe('positions', () => {
  it("lists positions for the picker, by name, with the rank's text", async () => {
    const { answer } = await get<Page<Position>>(
      server,
      tokens.lisi,
      `/sys/position/list?name=${encodeURIComponent('*站长*')}`,
    );
    expect(answer.result.records).toEqual([
      expect.objectContaining({
        code: 'station_master',
        name: '服务站站长',
        postRank: '4',
        postRank_dictText: '副高级',
      }),
    ]);
  });

  it('adds a position and refuses a taken code', async () => {
    const added = await call(server, tokens.admin, 'POST', '/sys/position/add', {
      code: 'inspector',
      name: '巡检员',
      postRank: '2',
    });
    expect(added.answer.success).toBe(true);
    expect(await positionByCode('inspector')).toMatchObject({ name: '巡检员', postRank_dictText: '助级' });
    expect(
      (await call(server, tokens.admin, 'POST', '/sys/position/add', { code: 'inspector', name: 'x' })).answer.message,
    ).toBe(orgMessages.positionCodeTaken);
  });

  it("renames a code in the users' positions too", async () => {
    const technician = await positionByCode('technician');
    const edited = await call(server, tokens.admin, 'PUT', '/sys/position/edit', {
      id: technician.id,
      code: 'mechanic',
      name: '维修技师',
      postRank: '3',
    });
    expect(edited.answer.success).toBe(true);
    expect(await userColumn('user-wangwu', 'post')).toBe('mechanic');
    expect(
      (await get<Position>(server, tokens.lisi, `/sys/position/queryById?id=${technician.id}`)).answer.result.code,
    ).toBe('mechanic');
  });

  it("removes a deleted position from the users' positions", async () => {
    const sales = await positionByCode('sales_consultant');
    expect((await call(server, tokens.admin, 'DELETE', `/sys/position/delete?id=${sales.id}`)).answer.message).toBe(
      systemMessages.deleted,
    );
    expect(await userColumn('user-lisi', 'post')).toBeNull();
    const refused = await call(server, tokens.admin, 'PUT', '/sys/user/edit', {
      id: 'user-lisi',
      realname: '李四',
      post: 'sales_consultant',
    });
    expect(refused.answer.message).toBe(systemMessages.unknownPosition);
  });
});

describe('tenants', () => {
  it('lists tenants and the valid ones among given ids', async () => {
    const page = await get<Page<Tenant>>(server, tokens.admin, '/sys/tenant/list?column=id&order=asc');
    expect(page.answer.result.records.map((tenant) => tenant.id)).toEqual([1, 2]);
    const valid = await get<Tenant[]>(server, tokens.admin, '/sys/tenant/queryList?ids=2,9');
    expect(valid.answer.result.map((tenant) => tenant.id)).toEqual([2]);
  });

  it("is the tenant page's; others get only their own tenants from the sign-in select", async () => {
    expect((await get(server, tokens.lisi, '/sys/tenant/list')).answer.code).toBe(510);
    expect((await get(server, tokens.lisi, '/sys/tenant/queryById?id=1')).answer.code).toBe(510);
    // lisi belongs to tenant 1 only.
    expect(
      (await get<Tenant[]>(server, tokens.lisi, '/sys/tenant/queryList')).answer.result.map((tenant) => tenant.id),
    ).toEqual([1]);
    expect((await get<Tenant[]>(server, tokens.lisi, '/sys/tenant/queryList?ids=2')).answer.result).toEqual([]);
  });

  it('adds a tenant under the number given, refusing a taken one', async () => {
    const added = await call(server, tokens.admin, 'POST', '/sys/tenant/add', {
      id: 3,
      name: '绿野合作社',
      beginDate: '2024-09-01',
      status: 1,
    });
    expect(added.answer.success).toBe(true);
    expect((await get<Tenant>(server, tokens.admin, '/sys/tenant/queryById?id=3')).answer.result).toMatchObject({
      name: '绿野合作社',
      beginDate: '2024-09-01 00:00:00',
    });
    expect((await call(server, tokens.admin, 'POST', '/sys/tenant/add', { id: 3, name: 'x' })).answer.message).toBe(
      orgMessages.tenantIdTaken,
    );
  });

  it('edits a tenant, freezing it out of the valid list', async () => {
    await call(server, tokens.admin, 'PUT', '/sys/tenant/edit', { id: 3, name: '绿野合作社', status: 0 });
    expect((await get<Tenant[]>(server, tokens.admin, '/sys/tenant/queryList?ids=3')).answer.result).toEqual([]);
  });

  // A tenant still in use is kept (tests/server/tenancy/tenant-deletion.test.ts).
  it('deletes a tenant no one uses, keeping one with users', async () => {
    expect((await call(server, tokens.admin, 'DELETE', '/sys/tenant/deleteBatch?ids=2,3')).answer.success).toBe(true);
    expect(await userColumn('user-admin', 'relTenantIds')).toBe('1,2');
    expect(await userColumn('user-zhengshi', 'relTenantIds')).toBe('2');
    expect(
      (await call(server, tokens.admin, 'DELETE', `/sys/tenant/delete?id=${encodeURIComponent('1 or 1=1')}`)).answer
        .message,
    ).toBe(systemMessages.idsRequired);
    expect((await get<Page<Tenant>>(server, tokens.admin, '/sys/tenant/list')).answer.result.total).toBe(2);
  });
});
