import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { GrantCache } from '../access/grant-cache';
import type { Broadcast } from './shared-state';

const TOPIC = 'grants-changed';

/**
 * Each instance caches grants until a write touches a grant table; a write on one instance must
 * empty the caches of the others too, or a removed role would still open routes there. The
 * instance that wrote has already forgotten; the others forget when the message arrives.
 */
export async function shareGrantChanges(
  grants: GrantCache,
  broadcast: Broadcast,
  log: FastifyBaseLogger,
): Promise<void> {
  const instance = randomUUID();
  await broadcast.subscribe(TOPIC, (sender) => {
    if (sender !== instance) grants.forget();
  });
  grants.afterGrantWrite = () => {
    broadcast.publish(TOPIC, instance).catch((error: unknown) => log.error({ err: error }, 'grant change not shared'));
  };
}
