import { sql, type Kysely } from 'kysely';
import { ON_POSTGRES } from './test-database';

/**
 * Counts the rows a server writes, so that a test can tell a request changed nothing. SQLite
 * counts them itself (`total_changes()`, per connection: the app's only one). PostgreSQL has no
 * such counter for a pool of connections, so a row trigger on every table of the test's own
 * database adds each inserted, updated or deleted row to one.
 */
export async function writeCounter<DB>(db: Kysely<DB>): Promise<() => Promise<number>> {
  if (!ON_POSTGRES) {
    return async () => {
      const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(db);
      return Number(rows[0]?.changes);
    };
  }
  await sql`create table test_write_count (n bigint not null)`.execute(db);
  await sql`insert into test_write_count values (0)`.execute(db);
  await sql`create function test_count_write() returns trigger language plpgsql as $$
    begin update test_write_count set n = n + 1; return null; end $$`.execute(db);
  const tables = await db.introspection.getTables();
  for (const { name } of tables.filter((table) => table.name !== 'test_write_count' && !table.isView))
    await sql`create trigger test_count_write after insert or update or delete on ${sql.table(name)}
      for each row execute function test_count_write()`.execute(db);
  return async () => {
    const { rows } = await sql<{ n: number }>`select n from test_write_count`.execute(db);
    return Number(rows[0]?.n);
  };
}
