import type { FastifyBaseLogger } from 'fastify';
import type { Broadcast } from '../../shared-state';
import type { ConnectionRegistry } from './connection-registry';

/** Who a frame is for: these users, one tenant's connections, or everyone connected. */
export type Audience = { users: readonly string[] } | { tenantId: number } | { everyone: true };

interface Published {
  audience: Audience;
  text: string;
}

/**
 * One channel's frames, handed to every instance: each instance sends a published frame to its
 * own connections of the audience, so a socket on any instance gets it once, whichever instance
 * it was published on. Without Redis the one instance receives its own frames at once.
 */
export class FanOut {
  private constructor(
    private readonly broadcast: Broadcast,
    private readonly topic: string,
  ) {}

  static async start(broadcast: Broadcast, topic: string, connections: ConnectionRegistry, log: FastifyBaseLogger) {
    await broadcast.subscribe(topic, (message) => {
      const published = parsePublished(message);
      if (!published) return log.warn({ topic }, 'push frame from another instance not understood');
      // A socket failing mid-send must not stop the frames that follow on the subscription.
      try {
        deliver(connections, published);
      } catch (error) {
        log.error({ err: error, topic }, 'push frame not delivered');
      }
    });
    return new FanOut(broadcast, topic);
  }

  /** Resolves once every instance has been handed the frame; rejects when it could not be. */
  publish(audience: Audience, text: string): Promise<void> {
    return this.broadcast.publish(this.topic, JSON.stringify({ audience, text } satisfies Published));
  }
}

function deliver(connections: ConnectionRegistry, { audience, text }: Published): void {
  if ('users' in audience) connections.sendToUsers(audience.users, text);
  else if ('tenantId' in audience) connections.sendToTenant(audience.tenantId, text);
  else connections.sendToAll(text);
}

function parsePublished(message: string): Published | undefined {
  try {
    const published = JSON.parse(message) as Partial<Published>;
    return typeof published.text === 'string' && typeof published.audience === 'object' && published.audience !== null
      ? (published as Published)
      : undefined;
  } catch {
    return undefined;
  }
}
