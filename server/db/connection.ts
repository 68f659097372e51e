import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export const DATABASE_FILE = 'farm.sqlite';

/**
 * Opens (creating when missing) the embedded database under the data directory. This is the only
 * SQLite-specific file: to serve from PostgreSQL, build the Kysely instance with PostgresDialect
 * here and keep the same plugin; modules only ever see `Kysely<Database>`.
 */
export function openDatabase(dataDir: string): Kysely<Database> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
}
