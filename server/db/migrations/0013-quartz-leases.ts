import type { Kysely, Migration } from 'kysely';

/*
 * Who fires a scheduled job's run when several server instances share the database: one row per
 * job, claimed for a fire time by the first instance that gets there, held for a lease it renews
 * while the job runs. A lease whose holder stopped renewing (the instance died) is taken over.
 * Times are milliseconds since the epoch (bigint on both dialects).
 */

type Db = Kysely<unknown>;

export const quartzLeases: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('sys_quartz_lease')
      .addColumn('job_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('fire_at', 'bigint', (c) => c.notNull())
      .addColumn('owner', 'varchar(100)', (c) => c.notNull())
      .addColumn('lease_until', 'bigint', (c) => c.notNull())
      .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('sys_quartz_lease').execute();
  },
};
