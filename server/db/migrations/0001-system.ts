import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

/*
 * The system domain: users, departments, roles, menus and buttons, dictionaries, tenants,
 * positions, categories, announcements, logs and sessions. Plain column types only (varchar,
 * integer, bigint, text) so the same migration runs on SQLite and PostgreSQL. Migrations run
 * without the camelCase plugin, hence the snake_case names.
 */

// Kysely's schema builder is untyped by design during migrations (the schema is being made).
type Db = Kysely<unknown>;

function audited<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'varchar(19)');
}

async function createOrganisation(db: Db): Promise<void> {
  await audited(
    db.schema
      .createTable('sys_user')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('realname', 'varchar(100)', (c) => c.notNull())
      .addColumn('password', 'varchar(255)', (c) => c.notNull())
      .addColumn('salt', 'varchar(64)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(255)')
      .addColumn('birthday', 'varchar(10)')
      .addColumn('sex', 'integer')
      .addColumn('email', 'varchar(100)')
      .addColumn('phone', 'varchar(45)')
      .addColumn('telephone', 'varchar(45)')
      .addColumn('work_no', 'varchar(100)')
      .addColumn('post', 'varchar(255)')
      .addColumn('org_code', 'varchar(64)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('user_identity', 'integer')
      .addColumn('depart_ids', 'text')
      .addColumn('rel_tenant_ids', 'varchar(255)'),
  ).execute();

  await audited(
    db.schema
      .createTable('sys_depart')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('parent_id', 'varchar(32)')
      .addColumn('depart_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('depart_name_en', 'varchar(500)')
      .addColumn('depart_name_abbr', 'varchar(500)')
      .addColumn('depart_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'text')
      .addColumn('org_category', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
      .addColumn('org_type', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('mobile', 'varchar(32)')
      .addColumn('fax', 'varchar(32)')
      .addColumn('address', 'varchar(100)')
      .addColumn('memo', 'varchar(500)')
      .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('del_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0')),
  ).execute();
  await db.schema.createIndex('idx_sys_depart_parent').on('sys_depart').column('parent_id').execute();

  await db.schema
    .createTable('sys_user_depart')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('dep_id', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_user_depart', ['user_id', 'dep_id'])
    .execute();
  await db.schema.createIndex('idx_sys_user_depart_dep').on('sys_user_depart').column('dep_id').execute();
}

async function createAccess(db: Db): Promise<void> {
  await audited(
    db.schema
      .createTable('sys_role')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('role_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('role_code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('description', 'varchar(255)'),
  ).execute();

  await db.schema
    .createTable('sys_user_role')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_user_role', ['user_id', 'role_id'])
    .execute();

  await audited(
    db.schema
      .createTable('sys_permission')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('parent_id', 'varchar(32)')
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('url', 'varchar(255)')
      .addColumn('component', 'varchar(255)')
      .addColumn('component_name', 'varchar(100)')
      .addColumn('redirect', 'varchar(255)')
      .addColumn('menu_type', 'integer', (c) => c.notNull())
      .addColumn('perms', 'varchar(1000)')
      .addColumn('perms_type', 'varchar(10)')
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('icon', 'varchar(100)')
      .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_leaf', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('description', 'varchar(255)')
      .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('1'))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('idx_sys_permission_parent').on('sys_permission').column('parent_id').execute();

  await db.schema
    .createTable('sys_role_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('role_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission_id', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_role_permission', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('sys_user_token')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('ip', 'varchar(100)')
    .execute();
  await db.schema.createIndex('idx_sys_user_token_user').on('sys_user_token').column('user_id').execute();
}

async function createReferenceData(db: Db): Promise<void> {
  await audited(
    db.schema
      .createTable('sys_dict')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('dict_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('dict_code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('description', 'varchar(255)')
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await audited(
    db.schema
      .createTable('sys_dict_item')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('dict_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('item_text', 'varchar(100)', (c) => c.notNull())
      .addColumn('item_value', 'varchar(100)', (c) => c.notNull())
      .addColumn('item_color', 'varchar(10)')
      .addColumn('description', 'varchar(255)')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('idx_sys_dict_item_dict').on('sys_dict_item').column('dict_id').execute();

  await db.schema
    .createTable('sys_tenant')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('begin_date', 'varchar(19)')
    .addColumn('end_date', 'varchar(19)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)')
    .execute();

  await audited(
    db.schema
      .createTable('sys_position')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('post_rank', 'varchar(10)')
      .addColumn('sys_org_code', 'varchar(64)'),
  ).execute();

  await audited(
    db.schema
      .createTable('sys_category')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('pid', 'varchar(32)', (c) => c.notNull().defaultTo('0'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('has_child', 'varchar(3)', (c) => c.notNull().defaultTo('0'))
      .addColumn('sys_org_code', 'varchar(64)'),
  ).execute();
}

async function createMessagesAndLogs(db: Db): Promise<void> {
  await audited(
    db.schema
      .createTable('sys_announcement')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('titile', 'varchar(100)', (c) => c.notNull())
      .addColumn('msg_content', 'text')
      .addColumn('msg_abstract', 'varchar(500)')
      .addColumn('start_time', 'varchar(19)')
      .addColumn('end_time', 'varchar(19)')
      .addColumn('sender', 'varchar(100)')
      .addColumn('priority', 'varchar(1)', (c) => c.notNull().defaultTo('L'))
      .addColumn('msg_category', 'varchar(10)', (c) => c.notNull().defaultTo('1'))
      .addColumn('msg_type', 'varchar(10)', (c) => c.notNull().defaultTo('ALL'))
      .addColumn('send_status', 'varchar(10)', (c) => c.notNull().defaultTo('0'))
      .addColumn('send_time', 'varchar(19)')
      .addColumn('cancel_time', 'varchar(19)')
      .addColumn('del_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('bus_type', 'varchar(20)')
      .addColumn('bus_id', 'varchar(50)')
      .addColumn('open_type', 'varchar(20)')
      .addColumn('open_page', 'varchar(255)')
      .addColumn('user_ids', 'text'),
  ).execute();

  await audited(
    db.schema
      .createTable('sys_announcement_send')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('annt_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('read_flag', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('read_time', 'varchar(19)')
      .addUniqueConstraint('uq_sys_announcement_send', ['annt_id', 'user_id']),
  ).execute();
  await db.schema.createIndex('idx_sys_announcement_send_user').on('sys_announcement_send').column('user_id').execute();

  await db.schema
    .createTable('sys_log')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('log_type', 'integer', (c) => c.notNull())
    .addColumn('log_content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('operate_type', 'integer')
    .addColumn('userid', 'varchar(32)')
    .addColumn('username', 'varchar(100)')
    .addColumn('ip', 'varchar(100)')
    .addColumn('method', 'varchar(500)')
    .addColumn('request_url', 'varchar(255)')
    .addColumn('request_param', 'text')
    .addColumn('request_type', 'varchar(10)')
    .addColumn('cost_time', 'bigint')
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idx_sys_log_type_time').on('sys_log').columns(['log_type', 'create_time']).execute();

  await db.schema
    .createTable('farm_seed')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('applied_at', 'varchar(19)', (c) => c.notNull())
    .execute();
}

const tables = [
  'farm_seed',
  'sys_log',
  'sys_announcement_send',
  'sys_announcement',
  'sys_category',
  'sys_position',
  'sys_tenant',
  'sys_dict_item',
  'sys_dict',
  'sys_user_token',
  'sys_role_permission',
  'sys_permission',
  'sys_user_role',
  'sys_role',
  'sys_user_depart',
  'sys_depart',
  'sys_user',
];

export const systemDomain: Migration = {
  async up(db: Db) {
    await createOrganisation(db);
    await createAccess(db);
    await createReferenceData(db);
    await createMessagesAndLogs(db);
  },
  async down(db: Db) {
    for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
  },
};
