import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { openPostgresDatabase } from './postgres';
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
  ENAMETOOLONG: 'a name in the path is too long',
  ELOOP: 'the path goes round a loop of symbolic links',
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
  const known =
    REASONS[code] ??
    (code.startsWith('SQLITE_IOERR')
      ? 'input/output error'
      : code.startsWith('SQLITE_READONLY')
        ? REASONS.SQLITE_READONLY
        : undefined);
  return known ? `${known} (${code})` : undefined;
}

/** The system's own text of a refusal not in REASONS, without the path it repeats (Node writes `CODE: text, call 'path'`). */
function unlistedReason(error: unknown, code: string): string {
  const firstLine = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  return `${firstLine.replace(/^[A-Z_]+: /, '').replace(/, \w+ '.*$/, '')} (${code})`;
}

/**
 * `mkdir -p`, step by step. Node's `mkdirSync(…, { recursive: true })` spins for ever where a
 * parent exists but refuses the child with ENOENT (under /proc, say); here that refusal is thrown.
 */
function makeDirectory(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'EEXIST' && statSync(dir).isDirectory()) return;
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    makeDirectory(parent);
    mkdirSync(dir);
  }
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
 * Opens the PostgreSQL database `databaseUrl` names, or else (creating when missing) the embedded
 * SQLite database under the data directory. Modules only ever see `Kysely<Database>`; where the
 * two need different SQL they ask `dialect.ts`.
 */
export function openDatabase(dataDir: string, databaseUrl?: string): Kysely<Database> {
  if (databaseUrl) return openPostgresDatabase(databaseUrl);
  let sqlite: SQLite.Database;
  try {
    makeDirectory(path.resolve(dataDir));
    sqlite = new SQLite(path.join(dataDir, DATABASE_FILE));
    // WAL writes beside the file: a read-only directory or file fails here, at the start.
    sqlite.pragma('journal_mode = WAL');
  } catch (error) {
    // What the file system or SQLite refuses here (an error with a code) concerns the directory: the
    // operator gets its one line even for a reason not listed above, in the system's own words. A
    // missing native module or the like is no fault of the directory and keeps its stack.
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code !== 'string') throw error;
    throw new DataDirectoryError(dataDir, storageReason(error) ?? unlistedReason(error, code));
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SelfRollbackAwareDialect(sqlite, { database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
}
