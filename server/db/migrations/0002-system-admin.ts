import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

/*
 * System administration beyond the foundation: department roles and grants, data rules of
 * menus, gateway routes and data sources. Plain column types and snake_case names, as 0001.
 */
type Db = Kysely<unknown>;

function audited<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)');
}

async function createDepartmentGrants(db: Db): Promise<void> {
  await audited(
    db.schema
      .createTable('sys_depart_role')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)')
      .addUniqueConstraint('uq_sys_depart_role_code', ['depart_id', 'role_code']),
  ).execute();

  await db.schema
    .createTable('sys_depart_role_user')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('drole_id', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_depart_role_user', ['user_id', 'drole_id'])
    .execute();

  await db.schema
    .createTable('sys_depart_role_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addColumn('operate_date', 'varchar(19)')
    .addColumn('operate_ip', 'varchar(100)')
    .addUniqueConstraint('uq_sys_depart_role_permission', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('sys_depart_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('depart_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_rule_ids', 'varchar(1000)')
    .addUniqueConstraint('uq_sys_depart_permission', ['depart_id', 'permission_id'])
    .execute();
}

async function createDataRules(db: Db): Promise<void> {
  await audited(
    db.schema
      .createTable('sys_permission_data_rule')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('rule_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('rule_column', 'varchar(50)')
      .addColumn('rule_conditions', 'varchar(50)', (c) => c.notNull())
      .addColumn('rule_value', 'varchar(300)', (c) => c.notNull())
      .addColumn('status', 'varchar(3)', (c) => c.notNull().defaultTo('1')),
  ).execute();
  await db.schema
    .createIndex('idx_sys_permission_data_rule_perm')
    .on('sys_permission_data_rule')
    .column('permission_id')
    .execute();
}

async function createManagedLists(db: Db): Promise<void> {
  await audited(
    db.schema
      .createTable('sys_gateway_route')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('router_id', 'varchar(50)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('uri', 'varchar(255)', (c) => c.notNull())
      .addColumn('predicates', 'text')
      .addColumn('filters', 'text')
      .addColumn('retryable', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('strip_prefix', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('persistable', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('show_api', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await audited(
    db.schema
      .createTable('sys_data_source')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('remark', 'varchar(200)')
      .addColumn('db_type', 'varchar(10)')
      .addColumn('db_driver', 'varchar(100)')
      .addColumn('db_url', 'varchar(500)')
      .addColumn('db_name', 'varchar(100)')
      .addColumn('db_username', 'varchar(100)')
      .addColumn('db_password', 'varchar(100)')
      .addColumn('sys_org_code', 'varchar(64)'),
  ).execute();
}

const tables = [
  'sys_data_source',
  'sys_gateway_route',
  'sys_permission_data_rule',
  'sys_depart_permission',
  'sys_depart_role_permission',
  'sys_depart_role_user',
  'sys_depart_role',
];

export const systemAdministration: Migration = {
  async up(db: Db) {
    await createDepartmentGrants(db);
    await createDataRules(db);
    await createManagedLists(db);
  },
  async down(db: Db) {
    for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
  },
};
