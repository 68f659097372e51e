import { Migrator, sql } from 'kysely';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db';
import { migrationProvider } from '../../../server/db/migrations';
import { databaseUrlFor } from '../support/test-database';
import { freshDataDir, startServer } from '../support/test-server';

// A database of the version before tenants: its business rows go to tenant 1, its users without a
// tenant join tenant 1 (so they keep what they saw), and its sensor summaries are kept.

const dataDir = freshDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a database from before tenants', () => {
  it('keeps its rows in tenant 1 and its users at work there', async () => {
    // The test run's store: the SQLite file of the directory, or its database on PostgreSQL.
    const before = openDatabase(dataDir, await databaseUrlFor(dataDir, false));
    const migrator = new Migrator({ db: before.withoutPlugins(), provider: migrationProvider });
    const { error } = await migrator.migrateTo('0009-order-analysis-province');
    expect(error).toBeUndefined();
    await sql`insert into farm_cooperative (id, name, legal_person, phone, province, city, status) values ('coop-old', '老合作社', '张老', '13800000000', '河南省', '郑州市', '1')`.execute(
      before,
    );
    await sql`insert into farm_sensor_daily (id, day, sensor_code, sensor_type, device_code, reading_count, min_value, max_value, avg_value, create_time)
      values ('daily-old', '2024-09-01', 'S-OLD', 'fuel', 'D-OLD', 144, 1, 2, 1.5, '2024-09-02 00:00:00')`.execute(
      before,
    );
    await sql`insert into sys_user (id, username, realname, password, salt) values ('user-legacy', 'legacy', '老用户', 'x', 'x')`.execute(
      before,
    );
    await before.destroy();

    // No demo: the rows above are all the business there is; the start seeds the accounts, then the upgrades run.
    const server = await startServer({ demoData: false }, { dataDir });
    const db = server.app.db;
    expect(
      await db
        .selectFrom('farm_cooperative')
        .select(['tenantId', 'sysOrgCode'])
        .where('id', '=', 'coop-old')
        .executeTakeFirst(),
    ).toEqual({ tenantId: 1, sysOrgCode: null });
    expect(await db.selectFrom('farm_sensor_daily').select(['tenantId', 'sensorCode']).execute()).toEqual([
      { tenantId: 1, sensorCode: 'S-OLD' },
    ]);
    expect(
      await db.selectFrom('sys_user').select('relTenantIds').where('id', '=', 'user-legacy').executeTakeFirst(),
    ).toEqual({ relTenantIds: '1' });
    const token = await server.login('admin');
    const listed = (await server.call({ method: 'GET', url: '/farm/cooperative/list', token })).json();
    expect(listed.result.records.map((row: { id: string }) => row.id)).toEqual(['coop-old']);
    await server.close();
  });
});
