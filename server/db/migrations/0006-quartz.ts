import type { Kysely, Migration } from 'kysely';

/*
 * Scheduled jobs (JeecgBoot's sys_quartz_job), the log of their runs, and the daily sensor
 * summary written by the sensor roll-up job. Plain column types, snake_case names.
 */

type Db = Kysely<unknown>;

export const quartzJobs: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('sys_quartz_job')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('create_by', 'varchar(64)')
      .addColumn('create_time', 'varchar(19)')
      .addColumn('update_by', 'varchar(64)')
      .addColumn('update_time', 'varchar(19)')
      .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('job_class_name', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('cron_expression', 'varchar(255)', (c) => c.notNull())
      .addColumn('parameter', 'varchar(500)')
      .addColumn('description', 'varchar(500)')
      .addColumn('status', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sys_quartz_log')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('job_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('job_class_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('trigger_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('end_time', 'varchar(19)', (c) => c.notNull())
      .addColumn('cost_time', 'integer', (c) => c.notNull())
      .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
      .addColumn('message', 'varchar(1000)')
      .execute();
    await db.schema
      .createIndex('idx_sys_quartz_log_job')
      .on('sys_quartz_log')
      .columns(['job_id', 'start_time'])
      .execute();

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
  },
  async down(db: Db) {
    await db.schema.dropTable('farm_sensor_daily').execute();
    await db.schema.dropTable('sys_quartz_log').execute();
    await db.schema.dropTable('sys_quartz_job').execute();
  },
};
