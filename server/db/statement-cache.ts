import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every query shape the routes build; lists with many ids make the rare extra ones. */
const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 behind Kysely's SQLite dialect, keeping prepared statements by their SQL text.
 * The dialect prepares each query anew, and preparing cost as much as running a page query; the
 * queries of a route are the same text every time (values are bound), so each is prepared once.
 * Kysely runs one query at a time on this connection, so a statement is never in use twice.
 */
export function withStatementCache(sqlite: SQLiteDatabase): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(text: string) {
      const known = statements.get(text);
      if (known) {
        // Most recently used last, so the oldest is the one to drop.
        statements.delete(text);
        statements.set(text, known);
        return known;
      }
      const statement = sqlite.prepare(text);
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      statements.set(text, statement);
      return statement;
    },
  };
}
