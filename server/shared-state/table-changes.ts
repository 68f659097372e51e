import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TableCache } from '../db/table-cache';
import type { Broadcast } from './shared-state';

/**
 * Each instance keeps what it read from some tables until a write touches them (grants,
 * dictionaries); a write on one instance must empty the caches of the others too, or a removed
 * role would still open routes there. The instance that wrote has already forgotten; the others
 * forget when the message on `topic` arrives.
 */
export async function shareTableChanges(
  cache: TableCache,
  topic: string,
  broadcast: Broadcast,
  log: FastifyBaseLogger,
): Promise<void> {
  const instance = randomUUID();
  await broadcast.subscribe(topic, (sender) => {
    if (sender !== instance) cache.forget();
  });
  cache.afterWrite = () => {
    broadcast.publish(topic, instance).catch((error: unknown) => log.error({ err: error }, `${topic} not shared`));
  };
}
