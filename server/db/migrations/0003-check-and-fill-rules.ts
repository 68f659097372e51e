import type { Kysely, Migration } from 'kysely';

/*
 * Check rules (value checks by code) and fill rules (generated values by code), as JeecgBoot's
 * sys_check_rule and sys_fill_rule. Plain column types only, snake_case names (migrations run
 * without the camelCase plugin).
 */

// Kysely's schema builder is untyped by design during migrations (the schema is being made).
type Db = Kysely<unknown>;

export const checkAndFillRules: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('sys_check_rule')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('rule_code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('rule_json', 'text', (c) => c.notNull())
      .addColumn('rule_description', 'varchar(200)')
      .addColumn('create_by', 'varchar(64)')
      .addColumn('create_time', 'varchar(19)')
      .addColumn('update_by', 'varchar(64)')
      .addColumn('update_time', 'varchar(19)')
      .execute();

    await db.schema
      .createTable('sys_fill_rule')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('rule_code', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('rule_class', 'varchar(100)', (c) => c.notNull())
      .addColumn('rule_params', 'varchar(500)')
      .addColumn('create_by', 'varchar(64)')
      .addColumn('create_time', 'varchar(19)')
      .addColumn('update_by', 'varchar(64)')
      .addColumn('update_time', 'varchar(19)')
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('sys_fill_rule').ifExists().execute();
    await db.schema.dropTable('sys_check_rule').ifExists().execute();
  },
};
