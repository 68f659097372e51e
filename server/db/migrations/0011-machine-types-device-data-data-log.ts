import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Two farm business tables the seeded menu named without a form behind them, and JeecgBoot's data
 * log (issue 26):
 * - farm_machine_type (农机分类): a tree form, each row naming its parent (`pid`, '0' at the top)
 *   and whether it has children (`has_child`), as JeecgBoot's tree forms keep them;
 * - farm_device_data (设备数据): the readings devices report;
 * - sys_data_log: every add and edit of a business row through a form, as the row stood after it
 *   (JeecgBoot's columns, `data_version` counting per table and row), in the row's tenant.
 * Both farm tables carry the tenant and the adder's department like every business table
 * (migration 0010), with their unique field unique within a tenant.
 */

type Db = Kysely<unknown>;

const FIRST_TENANT = 1;

/** The business columns of each table: 'snake_name type [not null]' (a frozen snapshot of the declarations). */
const TABLES: Readonly<Record<string, readonly string[]>> = {
  farm_machine_type: [
    'name varchar(50) not null',
    'code varchar(32) not null',
    'pid varchar(32)',
    'has_child varchar(3)',
    'machine_type varchar(10)',
    'sort_no integer',
    'remark varchar(500)',
  ],
  farm_device_data: [
    'device_code varchar(32) not null',
    'sensor_code varchar(32) not null',
    'sensor_type varchar(20) not null',
    'value double precision not null',
    'unit varchar(20)',
    'collect_time varchar(19) not null',
    'remark varchar(500)',
  ],
};

async function createBusinessTable(db: Db, table: string, columns: readonly string[]): Promise<void> {
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
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(FIRST_TENANT))
    .addColumn('sys_org_code', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex(`idx_${table}_tenant_create_time`)
    .on(table)
    .columns(['tenant_id', 'create_time'])
    .execute();
}

export const machineTypesDeviceDataAndDataLog: Migration = {
  async up(db: Db) {
    for (const [table, columns] of Object.entries(TABLES)) await createBusinessTable(db, table, columns);
    // A tree list reads one level at a time: the children of a parent.
    await db.schema
      .createIndex('idx_farm_machine_type_tenant_pid')
      .on('farm_machine_type')
      .columns(['tenant_id', 'pid'])
      .execute();
    await db.schema
      .createIndex('uq_farm_machine_type_tenant_code')
      .on('farm_machine_type')
      .columns(['tenant_id', 'code'])
      .unique()
      .execute();
    // Readings are listed newest first, often for one device.
    await db.schema
      .createIndex('idx_farm_device_data_tenant_collect_time')
      .on('farm_device_data')
      .columns(['tenant_id', 'collect_time'])
      .execute();
    await db.schema
      .createIndex('idx_farm_device_data_tenant_device')
      .on('farm_device_data')
      .columns(['tenant_id', 'device_code', 'collect_time'])
      .execute();

    await db.schema
      .createTable('sys_data_log')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('create_by', 'varchar(64)')
      .addColumn('create_name', 'varchar(100)')
      .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('update_by', 'varchar(64)')
      .addColumn('update_time', 'varchar(19)')
      .addColumn('data_table', 'varchar(200)', (c) => c.notNull())
      .addColumn('data_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('data_content', 'text', (c) => c.notNull())
      .addColumn('data_version', 'integer', (c) => c.notNull())
      .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('json'))
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      .execute();
    // The versions of one row (the compare dialog), and the tenant's log newest first (the list).
    await db.schema
      .createIndex('uq_sys_data_log_version')
      .on('sys_data_log')
      .columns(['data_table', 'data_id', 'data_version'])
      .unique()
      .execute();
    await db.schema
      .createIndex('idx_sys_data_log_tenant_create_time')
      .on('sys_data_log')
      .columns(['tenant_id', 'create_time'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('sys_data_log').execute();
    for (const table of Object.keys(TABLES)) await db.schema.dropTable(table).execute();
  },
};
