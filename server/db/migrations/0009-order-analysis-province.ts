import type { Kysely, Migration } from 'kysely';

/*
 * The order statistics by province read every order of a date range. The analysis index
 * (migration 0007) held every other column they read; with the province added at its end they
 * are answered from the index alone too, instead of looking up each order's row.
 */

type Db = Kysely<unknown>;

const ANALYSIS_COLUMNS = ['order_date', 'status', 'amount', 'work_area', 'cooperative_id', 'driver_id'];

export const orderAnalysisProvince: Migration = {
  async up(db: Db) {
    await db.schema.dropIndex('idx_farm_order_analysis').execute();
    await db.schema
      .createIndex('idx_farm_order_analysis')
      .on('farm_order')
      .columns([...ANALYSIS_COLUMNS, 'province'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('idx_farm_order_analysis').execute();
    await db.schema.createIndex('idx_farm_order_analysis').on('farm_order').columns(ANALYSIS_COLUMNS).execute();
  },
};
