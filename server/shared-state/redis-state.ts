import { randomBytes } from 'node:crypto';
import { refused } from '../http/api-error';
import { httpMessages } from '../messages';
import { connectRedis, type ConnectionLog, type RedisConnection } from './redis-connection';
import {
  waitBelow,
  type Broadcast,
  type Entry,
  type EntryLimits,
  type EventCounter,
  type ExpiringEntries,
  type SharedState,
} from './shared-state';

/** Every key and channel of this server in a shared Redis starts with it. */
const PREFIX = 'farm:';

/**
 * Records an event when the key has fewer than the limit within the window, in one step on the
 * Redis server so that two instances cannot both take the last place. KEYS[1]: the sorted set of
 * moments; ARGV: the window's start (moments at or before it are dropped), now, the limit, a
 * unique member, the window in ms (the key's TTL). Answers 0, or the moment that decides the wait.
 */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local count = redis.call('ZCARD', KEYS[1])
local limit = tonumber(ARGV[3])
if count < limit then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  return '0'
end
return redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')[2]
`;

type Log = ConnectionLog & { error(details: object, line: string): void };

/**
 * The shared state in Redis. Entries are JSON with a TTL (they vanish on their own; nothing in
 * this process keeps a timer), event windows are sorted sets of moments with the window as TTL,
 * and broadcasts are pub/sub on a second connection. A command that fails (Redis away, or too
 * slow) is refused with a clear message, answered HTTP 200 `success: false` on the API routes.
 */
export class RedisState implements SharedState {
  readonly kind = 'redis';
  readonly broadcast: Broadcast;

  private constructor(
    private readonly client: RedisConnection,
    private readonly subscriber: RedisConnection,
    private readonly clock: () => number,
    private readonly log: Log,
  ) {
    this.broadcast = {
      publish: (topic, message) =>
        this.guarded(() => this.client.publish(PREFIX + topic, message)).then(() => undefined),
      subscribe: (topic, deliver) => this.guarded(() => this.subscriber.subscribe(PREFIX + topic, deliver)),
    };
  }

  static async connect(url: string, clock: () => number, log: Log): Promise<RedisState> {
    const client = await connectRedis(url, log, 'command');
    try {
      return new RedisState(client, await connectRedis(url, log, 'subscriber'), clock, log);
    } catch (error) {
      client.destroy();
      throw error;
    }
  }

  entries<T>(namespace: string, _limits: EntryLimits): ExpiringEntries<T> {
    const keyOf = (key: string) => `${PREFIX}${namespace}:${key}`;
    const parse = (text: unknown): Entry<T> | undefined =>
      typeof text === 'string' ? (JSON.parse(text) as Entry<T>) : undefined;
    return {
      put: async (key, value, expiresAt) => {
        const ttl = String(Math.max(1, Math.ceil(expiresAt - this.clock())));
        await this.command(['SET', keyOf(key), JSON.stringify({ value, expiresAt }), 'PX', ttl]);
        return true;
      },
      get: async (key) => parse(await this.command(['GET', keyOf(key)])),
      take: async (key) => parse(await this.command(['GETDEL', keyOf(key)])),
      delete: async (key) => {
        await this.command(['DEL', keyOf(key)]);
      },
    };
  }

  eventWindow(namespace: string, windowMs: number): EventCounter {
    const keyOf = (key: string) => `${PREFIX}${namespace}:${key}`;
    const recent = async (key: string): Promise<number[]> => {
      const since = this.clock() - windowMs;
      const members = await this.command(['ZRANGE', keyOf(key), `(${since}`, '+inf', 'BYSCORE']);
      return Array.isArray(members) ? members.map(momentOf) : [];
    };
    return {
      windowMs,
      recent,
      record: async (key) => {
        const now = this.clock();
        await this.guarded(() =>
          this.client
            .multi()
            .addCommand(['ZREMRANGEBYSCORE', keyOf(key), '-inf', String(now - windowMs)])
            .addCommand(['ZADD', keyOf(key), String(now), uniqueMember(now)])
            .addCommand(['PEXPIRE', keyOf(key), String(windowMs)])
            .exec(),
        );
      },
      clear: async (key) => {
        await this.command(['DEL', keyOf(key)]);
      },
      take: async (key, limit) => {
        const now = this.clock();
        const args = [String(now - windowMs), String(now), String(limit), uniqueMember(now), String(windowMs)];
        const deciding = Number(await this.command(['EVAL', TAKE_SCRIPT, '1', keyOf(key), ...args]));
        return deciding === 0 ? 0 : waitBelow([deciding], 1, windowMs, now);
      },
    };
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.client.close()]);
  }

  private command(args: string[]): Promise<unknown> {
    return this.guarded(() => this.client.sendCommand(args));
  }

  private async guarded<R>(run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } catch (error) {
      this.log.error({ err: error }, 'Redis command failed');
      throw refused(httpMessages.sharedStateUnavailable);
    }
  }
}

/** Members of a sorted set are unique: two events in the same millisecond must both count. */
const uniqueMember = (now: number) => `${now}:${randomBytes(6).toString('base64url')}`;
/** The moment a member was recorded at (its score, also the start of its name). */
const momentOf = (member: unknown) => Number(String(member).split(':')[0]);
