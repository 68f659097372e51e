import type { Kysely, Migration } from 'kysely';

/*
 * The dashboards' aggregates read every order of a date range (a year by default, a million
 * orders in the benchmark): one index holding each column they read (date, state, amount, area,
 * cooperative, driver) answers them from the index alone, without a lookup of each order's row.
 */

type Db = Kysely<unknown>;

export const orderAnalysisIndex: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('idx_farm_order_analysis')
      .on('farm_order')
      .columns(['order_date', 'status', 'amount', 'work_area', 'cooperative_id', 'driver_id'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('idx_farm_order_analysis').execute();
  },
};
