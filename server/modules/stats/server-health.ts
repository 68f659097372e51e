import { statSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE } from '../../db/connection';

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

/** The database file's size, with its write-ahead log (where recent writes wait). */
function databaseBytes(dataDir: string): number {
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

export function serverHealth(meter: RequestMeter, dataDir: string, now: number): ServerHealth {
  const memory = process.memoryUsage();
  return {
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
    requestsPerSecond: meter.rate(now),
    databaseBytes: databaseBytes(dataDir),
  };
}
