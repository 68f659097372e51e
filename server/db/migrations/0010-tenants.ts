import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Tenants and departments on the business rows. Every farm business table gets `tenant_id`
 * (the tenant the row belongs to; existing rows go to tenant 1, the column's default) and
 * `sys_org_code` (the department of the user who added it, which JeecgBoot's data rules name).
 * Lists of one tenant sort by creation time: an index leads with the tenant. A unique field is
 * unique within its tenant now (two cooperative unions may register the same farmer): each
 * unique index gains the tenant. The order analysis index leads with the tenant, so the
 * dashboards of one tenant still read it alone. The sensor day summaries carry their sensor's
 * tenant; SQLite cannot change a table constraint in place, so that table is rebuilt. A role's
 * grant of a page carries the page's data rules it is subject to (`data_rule_ids`, as JeecgBoot).
 * System tables (users, roles, menus, departments, dictionaries, categories, announcements) stay
 * global, as in JeecgBoot without its system tenant control (server/README.md "Tenants").
 */

type Db = Kysely<unknown>;

/** The farm business tables as they were when tenants came (migration 0005 made them). */
const BUSINESS_TABLES = [
  'farm_order',
  'farm_repair',
  'farm_asset',
  'farm_cooperative',
  'farm_renter',
  'farm_farmer',
  'farm_driver',
  'farm_storefront',
  'farm_integral',
  'farm_unit_price',
  'farm_harvest',
  'farm_policy',
  'farm_topic',
  'farm_carousel',
  'farm_meeting_main',
  'farm_meeting_attendees',
  'farm_meeting_car',
  'farm_meeting_repast',
  'farm_meeting_spot',
  'farm_meeting_video',
  'farm_yield_data',
  'farm_bake_loss',
  'farm_bake_dict',
  'farm_device_pic',
  'farm_sensor',
] as const;

/** The unique indexes of migration 0005 (`uq_<table>_<column>`). */
const UNIQUE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
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

const ANALYSIS_COLUMNS = ['order_date', 'status', 'amount', 'work_area', 'cooperative_id', 'driver_id', 'province'];
const FIRST_TENANT = 1;

const SENSOR_DAILY_COLUMNS = [
  'id',
  'day',
  'sensor_code',
  'sensor_type',
  'device_code',
  'reading_count',
  'min_value',
  'max_value',
  'avg_value',
  'create_time',
];

async function createSensorDaily(
  db: Db,
  table: string,
  unique: readonly ('tenant_id' | 'day' | 'sensor_code')[],
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(FIRST_TENANT))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('sensor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('sensor_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('device_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('reading_count', 'integer', (c) => c.notNull())
    .addColumn('min_value', 'double precision', (c) => c.notNull())
    .addColumn('max_value', 'double precision', (c) => c.notNull())
    .addColumn('avg_value', 'double precision', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('uniq_farm_sensor_daily_tenant', [...unique])
    .execute();
}

export const tenantsOnBusinessRows: Migration = {
  async up(db: Db) {
    for (const table of BUSINESS_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(FIRST_TENANT))
        .execute();
      await db.schema.alterTable(table).addColumn('sys_org_code', 'varchar(64)').execute();
      await db.schema
        .createIndex(`idx_${table}_tenant_create_time`)
        .on(table)
        .columns(['tenant_id', 'create_time'])
        .execute();
      for (const column of UNIQUE_COLUMNS[table] ?? []) {
        await db.schema.dropIndex(`uq_${table}_${column}`).execute();
        await db.schema
          .createIndex(`uq_${table}_tenant_${column}`)
          .on(table)
          .columns(['tenant_id', column])
          .unique()
          .execute();
      }
    }
    // The branch managers' rule reads the department of each order.
    await db.schema
      .createIndex('idx_farm_order_tenant_org')
      .on('farm_order')
      .columns(['tenant_id', 'sys_org_code'])
      .execute();
    await db.schema.dropIndex('idx_farm_order_analysis').execute();
    await db.schema
      .createIndex('idx_farm_order_analysis')
      .on('farm_order')
      .columns(['tenant_id', ...ANALYSIS_COLUMNS])
      .execute();

    // JeecgBoot grants a page's data rules to a role on the grant itself.
    await db.schema.alterTable('sys_role_permission').addColumn('data_rule_ids', 'varchar(1000)').execute();

    await createSensorDaily(db, 'farm_sensor_daily_tenant', ['tenant_id', 'day', 'sensor_code']);
    const columns = sql.join(SENSOR_DAILY_COLUMNS.map((column) => sql.ref(column)));
    await sql`insert into ${sql.table('farm_sensor_daily_tenant')} (${columns}) select ${columns} from ${sql.table('farm_sensor_daily')}`.execute(
      db,
    );
    await db.schema.dropTable('farm_sensor_daily').execute();
    await db.schema.alterTable('farm_sensor_daily_tenant').renameTo('farm_sensor_daily').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('farm_sensor_daily').renameTo('farm_sensor_daily_tenant').execute();
    await db.schema
      .createTable('farm_sensor_daily')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('sensor_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('sensor_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('device_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('reading_count', 'integer', (c) => c.notNull())
      .addColumn('min_value', 'double precision', (c) => c.notNull())
      .addColumn('max_value', 'double precision', (c) => c.notNull())
      .addColumn('avg_value', 'double precision', (c) => c.notNull())
      .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
      .addUniqueConstraint('uniq_farm_sensor_daily', ['day', 'sensor_code'])
      .execute();
    const columns = sql.join(SENSOR_DAILY_COLUMNS.map((column) => sql.ref(column)));
    await sql`insert into ${sql.table('farm_sensor_daily')} (${columns}) select ${columns} from ${sql.table('farm_sensor_daily_tenant')} where ${sql.ref('tenant_id')} = ${FIRST_TENANT}`.execute(
      db,
    );
    await db.schema.dropTable('farm_sensor_daily_tenant').execute();

    await db.schema.alterTable('sys_role_permission').dropColumn('data_rule_ids').execute();
    await db.schema.dropIndex('idx_farm_order_analysis').execute();
    await db.schema.createIndex('idx_farm_order_analysis').on('farm_order').columns(ANALYSIS_COLUMNS).execute();
    await db.schema.dropIndex('idx_farm_order_tenant_org').execute();
    for (const table of BUSINESS_TABLES) {
      for (const column of UNIQUE_COLUMNS[table] ?? []) {
        await db.schema.dropIndex(`uq_${table}_tenant_${column}`).execute();
        await db.schema.createIndex(`uq_${table}_${column}`).on(table).column(column).unique().execute();
      }
      await db.schema.dropIndex(`idx_${table}_tenant_create_time`).execute();
      await db.schema.alterTable(table).dropColumn('sys_org_code').execute();
      await db.schema.alterTable(table).dropColumn('tenant_id').execute();
    }
  },
};
