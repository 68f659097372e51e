import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgMessages, systemMessages } from '../../../server/messages';
import { TENANT_TABLES } from '../../../server/modules/org/tenant-holdings';
import { startServer, type Answer, type TestServer } from '../support/test-server';

// Issue "Data boundaries": deleting a tenant must not leave its users and business rows behind.
// As JeecgBoot, a tenant still in use is not deleted. Seeded: tenant 2 (黑土地农机合作联社) holds
// zhengshi, zhaoliu and the admin, and the black-soil provinces' business.

let server: TestServer;
let admin = '';
const db = () => server.app.db;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

async function remove(url: string) {
  const response = await server.call({ method: 'DELETE', url, token: admin });
  return { status: response.statusCode, answer: response.json<Answer<unknown>>() };
}

const addTenant = async (id: number, name: string) => {
  const response = await server.call({
    method: 'POST',
    url: '/sys/tenant/add',
    token: admin,
    payload: { id, name, status: 1 },
  });
  expect(response.json<Answer<unknown>>().success).toBe(true);
};
const tenantExists = async (id: number) =>
  (await db().selectFrom('sys_tenant').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** The rows of a tenant over every tenant-scoped table, counted here independently of the route. */
async function businessRowsOf(tenantId: number): Promise<number> {
  let total = 0;
  for (const table of TENANT_TABLES) {
    const { rows } = await sql<{
      total: number;
    }>`select count(*) as total from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(db());
    total += Number(rows[0].total);
  }
  return total;
}

describe('deleting a tenant', () => {
  it('is refused while users and business rows belong to it, saying how many, and nothing is deleted', async () => {
    const rows = await businessRowsOf(2);
    expect(rows).toBeGreaterThan(0);
    const { status, answer } = await remove('/sys/tenant/delete?id=2');
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      success: false,
      code: 500,
      message: orgMessages.tenantInUse(orgMessages.tenantHolding(3, rows)),
    });
    expect(answer.message).toBe(`该租户已被引用，无法删除！（仍有 3 个用户、${rows} 条业务数据）`);
    expect(await tenantExists(2)).toBe(true);
    expect(await businessRowsOf(2)).toBe(rows);
    const zhengshi = await db()
      .selectFrom('sys_user')
      .select('relTenantIds')
      .where('username', '=', 'zhengshi')
      .executeTakeFirstOrThrow();
    expect(zhengshi.relTenantIds).toBe('2');
  });

  it('is refused while one user lists it, until that user is deleted', async () => {
    await addTenant(3, '绿野合作社');
    await db().updateTable('sys_user').set({ relTenantIds: '1, 3' }).where('username', '=', 'wujiu').execute();
    expect((await remove('/sys/tenant/delete?id=3')).answer).toMatchObject({
      success: false,
      code: 500,
      message: orgMessages.tenantInUse(orgMessages.tenantHolding(1, 0)),
    });
    expect(orgMessages.tenantHolding(1, 0)).toBe('仍有 1 个用户');

    expect(
      (await server.call({ method: 'DELETE', url: '/sys/user/delete?id=user-wujiu', token: admin })).json<
        Answer<unknown>
      >().success,
    ).toBe(true);
    expect((await remove('/sys/tenant/delete?id=3')).answer).toMatchObject({
      success: true,
      message: systemMessages.deleted,
    });
    expect(await tenantExists(3)).toBe(false);
    // The deleted user's list no longer names it.
    expect(
      (
        await db()
          .selectFrom('sys_user')
          .select('relTenantIds')
          .where('id', '=', 'user-wujiu')
          .executeTakeFirstOrThrow()
      ).relTenantIds,
    ).toBe('1');
  });

  it('is refused while one business row is its, in a farm table or the sensor day summaries', async () => {
    await addTenant(4, '沃土合作社');
    const carousel = await db()
      .selectFrom('farm_carousel')
      .select('id')
      .where('tenantId', '=', 1)
      .executeTakeFirstOrThrow();
    await db().updateTable('farm_carousel').set({ tenantId: 4 }).where('id', '=', carousel.id).execute();
    expect((await remove('/sys/tenant/delete?id=4')).answer).toMatchObject({
      success: false,
      code: 500,
      message: orgMessages.tenantInUse('仍有 1 条业务数据'),
    });
    await db().updateTable('farm_carousel').set({ tenantId: 1 }).where('id', '=', carousel.id).execute();

    await db()
      .insertInto('farm_sensor_daily')
      .values({
        id: 'daily-t4',
        tenantId: 4,
        day: '2024-06-01',
        sensorCode: 'S-T4',
        sensorType: 'temp',
        deviceCode: 'D-T4',
        readingCount: 1,
        minValue: 1,
        maxValue: 1,
        avgValue: 1,
        createTime: '2024-06-02 00:00:00',
      })
      .execute();
    expect((await remove('/sys/tenant/delete?id=4')).answer.message).toBe(orgMessages.tenantInUse('仍有 1 条业务数据'));
    await db().deleteFrom('farm_sensor_daily').where('id', '=', 'daily-t4').execute();

    expect((await remove('/sys/tenant/delete?id=4')).answer).toMatchObject({
      success: true,
      message: systemMessages.deleted,
    });
    expect(await tenantExists(4)).toBe(false);
  });

  it('in a batch deletes the empty tenants and names the ones still in use, as JeecgBoot; refused when none is empty', async () => {
    await addTenant(5, '青禾合作社');
    const rows = await businessRowsOf(2);
    const kept = orgMessages.tenantKept('黑土地农机合作联社', 2, orgMessages.tenantHolding(3, rows));
    const partly = await remove('/sys/tenant/deleteBatch?ids=2,5');
    expect(partly.answer).toMatchObject({ success: true, message: orgMessages.tenantsPartlyDeleted(kept) });
    expect(await tenantExists(5)).toBe(false);
    expect(await tenantExists(2)).toBe(true);

    const none = await remove('/sys/tenant/deleteBatch?ids=1,2');
    expect(none.status).toBe(200);
    expect(none.answer).toMatchObject({ success: false, code: 500 });
    expect(none.answer.message).toMatch(
      /^选择的租户都已被引用，无法删除！（.+（1）仍有 \d+ 个用户、\d+ 条业务数据；黑土地农机合作联社（2）仍有/,
    );
    expect(await tenantExists(1)).toBe(true);
  });

  it('counts every table that carries a tenant', async () => {
    // The schema as the database reports it (SQLite's table_info, PostgreSQL's information_schema).
    const tables = await db().introspection.getTables();
    const withTenant = tables.filter((table) => table.columns.some((column) => column.name === 'tenant_id'));
    expect(new Set(withTenant.map((table) => table.name))).toEqual(new Set(TENANT_TABLES));
  });
});
