import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, preparedQuery } from '../../../server/db';
import { preparedStatementName } from '../../../server/db/prepared-query';
import { ON_POSTGRES } from '../support/test-database';
import { startServer, type TestServer } from '../support/test-server';
import type { Kysely } from 'kysely';

/*
 * A prepared query (the session lookup of every request) is built and compiled once per database
 * handle and run with each call's values; on PostgreSQL each connection keeps it prepared.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A user by name, among those not deleted: one value of the call's, one constant of the query's. */
function userByName() {
  const build = vi.fn((db: Kysely<Database>, username: string) =>
    db.selectFrom('sys_user').select(['username', 'delFlag']).where('username', '=', username).where('delFlag', '=', 0),
  );
  return { build, query: preparedQuery(build) };
}

describe('a prepared query', () => {
  it("binds each call's values and keeps its own constants, compiled once per database handle", async () => {
    const { build, query } = userByName();
    const { db } = server.app;
    expect(await query(db, 'admin')).toEqual([{ username: 'admin', delFlag: 0 }]);
    expect(await query(db, 'lisi')).toEqual([{ username: 'lisi', delFlag: 0 }]);
    expect(await query(db, 'nobody')).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);

    const other = openDatabase(server.app.settings.dataDir, server.app.settings.databaseUrl);
    try {
      expect(await query(other, 'admin')).toEqual([{ username: 'admin', delFlag: 0 }]);
      expect(build).toHaveBeenCalledTimes(2);
    } finally {
      await other.destroy();
    }
  });

  it.skipIf(!ON_POSTGRES)('is kept prepared on the PostgreSQL connection that ran it, by its name', async () => {
    // A text of its own: the test above ran its query on the pool's connections.
    const build = (db: Kysely<Database>, id: string) =>
      db.selectFrom('sys_user').select('realname').where('id', '=', id);
    const query = preparedQuery(build);
    await server.app.db.connection().execute(async (connection) => {
      const text = build(connection, 'x').compile().sql;
      const kept = () =>
        sql<{ name: string }>`select name from pg_prepared_statements where statement = ${text}`
          .execute(connection)
          .then((result) => result.rows.map((row) => row.name));
      expect(await kept()).toEqual([]);
      expect(await query(connection, 'user-admin')).toHaveLength(1);
      await query(connection, 'user-lisi');
      expect(await kept()).toEqual([preparedStatementName(text)]);
      expect(preparedStatementName(text)).toMatch(/^farm_prepared_\d+$/);
    });
  });
});
