import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db';
import { ADMIN_TENANT, farmServer, type FarmServer } from './farm-support';

/*
 * The labels beside referencing fields (an order's driver's name) are kept in memory, as JeecgBoot
 * keeps its table-dictionary texts: a change through the server shows on the next request, a
 * change made straight in the database once 刷新缓存 (`/sys/dict/refleshCache`) has been asked for,
 * and a tenant never reads a label kept for another.
 */
let farm: FarmServer;
let outside: Kysely<Database>;
/** An order of the admin's tenant with a driver, and that driver's name. */
let order: { orderNo: string; driverId: string };
let driverName: string;

beforeAll(async () => {
  farm = await farmServer();
  const { app } = farm.server;
  outside = openDatabase(app.settings.dataDir, app.settings.databaseUrl);
  const found = await app.db
    .selectFrom('farm_order')
    .select(['orderNo', 'driverId'])
    .where('tenantId', '=', ADMIN_TENANT)
    .where('driverId', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  order = { orderNo: String(found.orderNo), driverId: String(found.driverId) };
  driverName = String(
    (
      await app.db
        .selectFrom('farm_driver')
        .select('realname')
        .where('id', '=', order.driverId)
        .executeTakeFirstOrThrow()
    ).realname,
  );
});
afterAll(async () => {
  await outside.destroy();
  await farm.close();
});

/** The order's driver label as the order list answers it, in the tenant the request names. */
async function listedDriverName(tenant = ADMIN_TENANT, orderNo = order.orderNo): Promise<string | undefined> {
  const answer = await farm.call('GET', `/farm/order/list?orderNo=${encodeURIComponent(orderNo)}`, {
    headers: { 'tenant-id': String(tenant) },
  });
  const records = answer.json().result.records as { orderNo: string; driverId_dictText: string }[];
  return records.find((record) => record.orderNo === orderNo)?.driverId_dictText;
}

const renameDriver = (db: Kysely<Database>, realname: string) =>
  db.updateTable('farm_driver').set({ realname }).where('id', '=', order.driverId).execute();

describe('the labels of referenced rows', () => {
  it('show a rename through the server on the next list', async () => {
    expect(await listedDriverName()).toBe(driverName);
    const renamed = await farm.call('PUT', '/farm/driver/edit', {
      payload: { id: order.driverId, realname: '改名机手' },
    });
    expect(renamed.json().success).toBe(true);
    try {
      expect(await listedDriverName()).toBe('改名机手');
    } finally {
      await renameDriver(farm.server.app.db, driverName);
    }
    expect(await listedDriverName()).toBe(driverName);
  });

  it('are answered from memory: a rename made outside the server shows once the cache is refreshed', async () => {
    expect(await listedDriverName()).toBe(driverName);
    await renameDriver(outside, '库中改名');
    try {
      expect(await listedDriverName()).toBe(driverName);
      const refreshed = await farm.call('GET', '/sys/dict/refleshCache');
      expect(refreshed.json().success).toBe(true);
      expect(await listedDriverName()).toBe('库中改名');
    } finally {
      await renameDriver(farm.server.app.db, driverName);
    }
  });

  it("lend another tenant no name, though the same id was read for this one's", async () => {
    expect(await listedDriverName()).toBe(driverName);
    const { app } = farm.server;
    const theirs = await app.db
      .selectFrom('farm_order')
      .select(['id', 'orderNo', 'driverId'])
      .where('tenantId', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Tenant 2's order made to name tenant 1's driver, as a hostile import could.
    await outside.updateTable('farm_order').set({ driverId: order.driverId }).where('id', '=', theirs.id).execute();
    try {
      expect(await listedDriverName(2, String(theirs.orderNo))).toBe('');
    } finally {
      await outside.updateTable('farm_order').set({ driverId: theirs.driverId }).where('id', '=', theirs.id).execute();
    }
  });
});
