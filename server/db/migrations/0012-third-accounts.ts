import type { Kysely, Migration } from 'kysely';

/*
 * JeecgBoot's sys_third_account: which local user an account of an enterprise-chat app (WeCom
 * 'wechat_enterprise', DingTalk 'dingtalk') stands for. The OAuth2 app sign-in finds the user by
 * the provider's user id (`third_user_id`; DingTalk's union id goes in `third_user_uuid`), within
 * the tenant the app is configured for: one provider account is bound to one user per tenant.
 */

type Db = Kysely<unknown>;

export const thirdAccounts: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('sys_third_account')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('sys_user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('third_type', 'varchar(50)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(255)')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('realname', 'varchar(100)')
      .addColumn('third_user_uuid', 'varchar(100)')
      .addColumn('third_user_id', 'varchar(100)', (c) => c.notNull())
      .addColumn('create_by', 'varchar(64)')
      .addColumn('create_time', 'varchar(19)')
      .addColumn('update_by', 'varchar(64)')
      .addColumn('update_time', 'varchar(19)')
      .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('uq_sys_third_account_tenant_type_user')
      .on('sys_third_account')
      .columns(['tenant_id', 'third_type', 'third_user_id'])
      .unique()
      .execute();
    await db.schema.createIndex('idx_sys_third_account_user').on('sys_third_account').column('sys_user_id').execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('sys_third_account').execute();
  },
};
