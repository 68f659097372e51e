import type { Kysely, Migration } from 'kysely';

/*
 * The analysis page ranks cooperatives and drivers by their orders in a date range. Grouping the
 * range's orders by owner made SQLite sort every one of them (half a million in the benchmark);
 * an index led by the owner, then the date, lets it read each owner's orders of the range in
 * turn, already grouped, with the state and amount beside them. They replace the owner-only
 * indexes, which are their prefixes.
 */

type Db = Kysely<unknown>;

const RANKED = ['cooperative_id', 'driver_id'] as const;

export const orderRankingIndexes: Migration = {
  async up(db: Db) {
    for (const owner of RANKED) {
      await db.schema
        .createIndex(`idx_farm_order_${owner}_ranking`)
        .on('farm_order')
        .columns([owner, 'order_date', 'status', 'amount'])
        .execute();
      await db.schema.dropIndex(`idx_farm_order_${owner}`).execute();
    }
  },
  async down(db: Db) {
    for (const owner of RANKED) {
      await db.schema.createIndex(`idx_farm_order_${owner}`).on('farm_order').column(owner).execute();
      await db.schema.dropIndex(`idx_farm_order_${owner}_ranking`).execute();
    }
  },
};
