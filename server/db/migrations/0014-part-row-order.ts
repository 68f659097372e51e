import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialect';

/*
 * The order a master's parts were added in, as a column: `row_order`, a number each new row takes
 * above every row before it, kept by an update. Ids are random and times count whole seconds, so
 * nothing else orders the rows one save adds. SQLite's rowid did, but PostgreSQL has no such
 * number: its physical position (`ctid`) moves when a row is updated. On PostgreSQL the column
 * takes its sequence's next value by default; SQLite has no sequences, so a trigger copies the
 * new row's rowid. Existing rows keep the order they had: their rowid, or on PostgreSQL the
 * order they are read in when the column is added.
 */

type Db = Kysely<unknown>;

/** The part tables of migration 0005 (the meeting's one-to-many parts). */
const PART_TABLES = [
  'farm_meeting_attendees',
  'farm_meeting_car',
  'farm_meeting_repast',
  'farm_meeting_spot',
  'farm_meeting_video',
] as const;

const triggerOf = (table: string) => `trg_${table}_row_order`;

async function addRowOrderOnPostgres(db: Db, table: string): Promise<void> {
  await sql`alter table ${sql.table(table)} add column row_order bigserial`.execute(db);
}

async function addRowOrderOnSqlite(db: Db, table: string): Promise<void> {
  await db.schema.alterTable(table).addColumn('row_order', 'integer').execute();
  await sql`update ${sql.table(table)} set row_order = rowid`.execute(db);
  await sql`
    create trigger ${sql.id(triggerOf(table))} after insert on ${sql.table(table)}
    begin
      update ${sql.table(table)} set row_order = new.rowid where rowid = new.rowid;
    end
  `.execute(db);
}

export const partRowOrder: Migration = {
  async up(db: Db) {
    const onPostgres = dialectOf(db) === 'postgres';
    for (const table of PART_TABLES) {
      if (onPostgres) await addRowOrderOnPostgres(db, table);
      else await addRowOrderOnSqlite(db, table);
      await db.schema
        .createIndex(`idx_${table}_meeting_row_order`)
        .on(table)
        .columns(['meeting_id', 'row_order'])
        .execute();
    }
  },
  async down(db: Db) {
    const onPostgres = dialectOf(db) === 'postgres';
    for (const table of PART_TABLES) {
      await db.schema.dropIndex(`idx_${table}_meeting_row_order`).execute();
      if (!onPostgres) await sql`drop trigger ${sql.id(triggerOf(table))}`.execute(db);
      await db.schema.alterTable(table).dropColumn('row_order').execute();
    }
  },
};
