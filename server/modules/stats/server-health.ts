import { sql, type Kysely } from 'kysely';
import { statSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE } from '../../db/connection';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** Requests per second are averaged over this window. */
export const RATE_WINDOW_SECONDS = 60;

/** Counts answered requests in one-second buckets, keeping only the rate window. */
export class RequestMeter {
  private readonly buckets = new Map<number, number>();

  record(now: number): void {
    const second = Math.floor(now / 1000);
    this.buckets.set(second, (this.buckets.get(second) ?? 0) + 1);
    for (const key of this.buckets.keys()) if (key <= second - RATE_WINDOW_SECONDS) this.buckets.delete(key);
  }

  /** Requests per second over the last window, two decimals. */
  rate(now: number): number {
    const second = Math.floor(now / 1000);
    let count = 0;
    for (const [key, value] of this.buckets) if (key > second - RATE_WINDOW_SECONDS) count += value;
    return Math.round((count / RATE_WINDOW_SECONDS) * 100) / 100;
  }
}

export interface ServerHealth {
  uptimeSeconds: number;
  memory: { rss: number; heapUsed: number; heapTotal: number };
  requestsPerSecond: number;
  databaseBytes: number;
}

/** The SQLite file's size, with its write-ahead log (where recent writes wait). */
function databaseFileBytes(dataDir: string): number {
  let bytes = 0;
  for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`]) {
    try {
      bytes += statSync(path.join(dataDir, file)).size;
    } catch {
      // No write-ahead log yet: nothing to add.
    }
  }
  return bytes;
}

/** The database's size on disk: the file on SQLite, what PostgreSQL reports for the database on it. */
async function databaseBytes(db: Kysely<Database>, dataDir: string): Promise<number> {
  if (dialectOf(db) === 'sqlite') return databaseFileBytes(dataDir);
  const { rows } = await sql<{ bytes: string | number }>`select pg_database_size(current_database()) as bytes`.execute(
    db,
  );
  return Number(rows[0]?.bytes ?? 0);
}

export async function serverHealth(
  meter: RequestMeter,
  db: Kysely<Database>,
  dataDir: string,
  now: number,
): Promise<ServerHealth> {
  const memory = process.memoryUsage();
  return {
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
    requestsPerSecond: meter.rate(now),
    databaseBytes: await databaseBytes(db, dataDir),
  };
}
