import type { FastifyBaseLogger } from 'fastify';
import { MemoryState } from './memory-state';
import { RedisState } from './redis-state';
import type { SharedState } from './shared-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every instance of the server must see alike: in memory, or in Redis with `FARM_REDIS_URL`. */
    sharedState: SharedState;
  }
}

/** Redis when a URL is given (failing the start when it cannot be reached), else this process's memory. */
export async function openSharedState(
  redisUrl: string | undefined,
  clock: () => number,
  log: FastifyBaseLogger,
): Promise<SharedState> {
  if (!redisUrl) return new MemoryState(clock);
  return RedisState.connect(redisUrl, clock, {
    info: (line) => log.info(line),
    warn: (line) => log.warn(line),
    error: (details, line) => log.error(details, line),
  });
}

export { MemoryState } from './memory-state';
export { RedisState } from './redis-state';
export { SharedStateStartError, REDIS_COMMAND_TIMEOUT_MS } from './redis-connection';
export type { Broadcast, Entry, EntryLimits, EventCounter, ExpiringEntries, SharedState } from './shared-state';
export { waitBelow } from './shared-state';
export { shareTableChanges } from './table-changes';
