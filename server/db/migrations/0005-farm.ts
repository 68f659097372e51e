import { sql, type Kysely, type Migration } from 'kysely';
import { farmTableColumns } from './snapshots/farm-columns-0005';

/*
 * The farm business tables (orders, repairs, assets, cooperatives ... meetings, yield data,
 * IoT devices) and the IoT service tokens. Every table has a string id, its fields, and the
 * audit columns; indexes cover what the lists sort and filter by: creation time everywhere,
 * references, unique fields, and the order list's usual filters and sorts.
 */

type Db = Kysely<unknown>;

/** Unique fields (besides the id) per table. */
const uniqueColumns: Readonly<Record<string, readonly string[]>> = {
  farm_order: ['order_no'],
  farm_repair: ['repair_no'],
  farm_asset: ['asset_no'],
  farm_cooperative: ['name', 'credit_code'],
  farm_renter: ['id_card'],
  farm_farmer: ['id_card'],
  farm_driver: ['phone', 'id_card'],
  farm_storefront: ['name'],
  farm_integral: ['rule_name', 'rule_code'],
  farm_topic: ['title'],
  farm_bake_loss: ['batch_no'],
  farm_bake_dict: ['crop_type'],
  farm_sensor: ['sensor_code'],
};

/** Further indexes: each a list of columns. */
const indexes: Readonly<Record<string, readonly (readonly string[])[]>> = {
  farm_order: [
    ['order_date'],
    ['status'],
    ['machine_type'],
    ['amount'],
    ['driver_id'],
    ['cooperative_id'],
    // The usual list: one province, one state, newest appointments first.
    ['province', 'status', 'order_date'],
  ],
  farm_repair: [['asset_id'], ['status'], ['report_time']],
  farm_asset: [['cooperative_id'], ['machine_type']],
  farm_farmer: [['cooperative_id']],
  farm_driver: [['cooperative_id']],
  farm_harvest: [['farmer_id'], ['harvest_date']],
  farm_meeting_attendees: [['meeting_id']],
  farm_meeting_car: [['meeting_id']],
  farm_meeting_repast: [['meeting_id']],
  farm_meeting_spot: [['meeting_id']],
  farm_meeting_video: [['meeting_id']],
  farm_yield_data: [['year', 'crop_type']],
  farm_device_pic: [['device_code', 'capture_time']],
  farm_sensor: [['device_code']],
};

async function createFarmTable(db: Db, table: string, columns: readonly string[]): Promise<void> {
  let builder = db.schema.createTable(table).addColumn('id', 'varchar(32)', (c) => c.primaryKey());
  for (const column of columns) {
    const [, name, type, notNull] = /^(\w+) (.+?)( not null)?$/.exec(column) ?? [];
    if (!name || !type) throw new Error(`"${column}" is not a column as "name type [not null]"`);
    builder = builder.addColumn(name, sql.raw(type), (c) => (notNull ? c.notNull() : c));
  }
  await builder
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)')
    .execute();
  await db.schema.createIndex(`idx_${table}_create_time`).on(table).column('create_time').execute();
  for (const column of uniqueColumns[table] ?? []) {
    await db.schema.createIndex(`uq_${table}_${column}`).on(table).column(column).unique().execute();
  }
  for (const columnsOfIndex of indexes[table] ?? []) {
    await db.schema
      .createIndex(`idx_${table}_${columnsOfIndex.join('_')}`)
      .on(table)
      .columns([...columnsOfIndex])
      .execute();
  }
}

export const farmDomain: Migration = {
  async up(db: Db) {
    for (const [table, columns] of Object.entries(farmTableColumns)) await createFarmTable(db, table, columns);
    await db.schema
      .createTable('farm_iot_token')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('farm_iot_token').ifExists().execute();
    for (const table of Object.keys(farmTableColumns).reverse()) await db.schema.dropTable(table).ifExists().execute();
  },
};
