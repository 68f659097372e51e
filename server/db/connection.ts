import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export const DATABASE_FILE = 'farm.sqlite';

/** Why the data directory cannot hold the database; the start stops with this one line. */
export class DataDirectoryError extends Error {
  constructor(
    readonly dataDir: string,
    readonly reason: string,
  ) {
    super(`Cannot use the data directory ${path.resolve(dataDir)}: ${reason}`);
    this.name = 'DataDirectoryError';
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EEXIST: 'a file of that name is in the way',
  ENOENT: 'the path cannot be created',
  ENOSPC: 'no space left on the device',
  SQLITE_CANTOPEN: 'the database file cannot be opened',
  SQLITE_READONLY: 'the database is read-only',
  SQLITE_FULL: 'the disk is full',
  SQLITE_NOTADB: 'farm.sqlite is not a database',
  SQLITE_CORRUPT: 'farm.sqlite is damaged',
};

/** The one-line reason of a file-system or SQLite error, with its code. */
export function storageReason(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  const known = REASONS[code] ?? (code.startsWith('SQLITE_IOERR') ? 'input/output error' : code.startsWith('SQLITE_READONLY') ? REASONS.SQLITE_READONLY : undefined);
  return known ? `${known} (${code})` : undefined;
}

/**
 * SQLite rolls a transaction back by itself after some failures (SQLITE_FULL, SQLITE_IOERR, …);
 * Kysely's "rollback" then failed with "cannot rollback - no transaction is active" and that
 * error replaced the real one. Roll back only what is still open, so the cause is what is thrown.
 */
class SelfRollbackAwareDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly driverConfig: ConstructorParameters<typeof SqliteDialect>[0],
  ) {
    super(driverConfig);
  }

  override createDriver(): Driver {
    const sqlite = this.sqlite;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })(this.driverConfig);
  }
}

/**
 * Opens (creating when missing) the embedded database under the data directory. This is the only
 * SQLite-specific file: to serve from PostgreSQL, build the Kysely instance with PostgresDialect
 * here and keep the same plugin; modules only ever see `Kysely<Database>`.
 */
export function openDatabase(dataDir: string): Kysely<Database> {
  let sqlite: SQLite.Database;
  try {
    mkdirSync(dataDir, { recursive: true });
    sqlite = new SQLite(path.join(dataDir, DATABASE_FILE));
    // WAL writes beside the file: a read-only directory or file fails here, at the start.
    sqlite.pragma('journal_mode = WAL');
  } catch (error) {
    const reason = storageReason(error);
    throw reason ? new DataDirectoryError(dataDir, reason) : error;
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SelfRollbackAwareDialect(sqlite, { database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
}
