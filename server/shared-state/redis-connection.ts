import { createClient } from '@redis/client';
import { urlWithoutPassword } from '../config/url-without-password';

/** A command Redis has not answered within this long is refused rather than left hanging. */
export const REDIS_COMMAND_TIMEOUT_MS = 3000;
const CONNECT_TIMEOUT_MS = 5000;
/** After a lost connection: retry after 100 ms, doubling to at most 5 s, for as long as it takes. */
const LONGEST_RECONNECT_PAUSE_MS = 5000;

/** `FARM_REDIS_URL` is set but Redis cannot be reached at start: the operator's to fix, said in one line. */
export class SharedStateStartError extends Error {
  constructor(url: string, cause: unknown) {
    super(`Redis at ${urlWithoutPassword(url)} (FARM_REDIS_URL) cannot be reached: ${reasonOf(cause)}`);
    this.name = 'SharedStateStartError';
  }
}

export interface ConnectionLog {
  warn(line: string): void;
  info(line: string): void;
}

/**
 * A connection that refuses commands while Redis is away (no offline queue: a request answers
 * at once instead of waiting for an outage to end) and reconnects on its own. The first
 * connection must succeed: a server configured to share its state must not start alone.
 */
export async function connectRedis(url: string, log: ConnectionLog, role: string): Promise<RedisConnection> {
  let everReady = false;
  let reported = false;
  const client = newClient(url, () => everReady);
  // Without a listener an 'error' event would end the process; each outage is logged once.
  client.on('error', (error: unknown) => {
    if (!everReady || reported) return;
    reported = true;
    log.warn(`Redis ${role} connection lost (${reasonOf(error)}); reconnecting`);
  });
  client.on('ready', () => {
    if (reported) log.info(`Redis ${role} connection restored`);
    everReady = true;
    reported = false;
  });
  try {
    await client.connect();
  } catch (error) {
    client.destroy();
    // The strategy's own error comes back wrapped (ReconnectStrategyError.originalError).
    const original = error instanceof Error && 'originalError' in error ? error.originalError : error;
    throw original instanceof SharedStateStartError ? original : new SharedStateStartError(url, original);
  }
  return client;
}

function newClient(url: string, everReady: () => boolean) {
  return createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries, cause) =>
        everReady() ? Math.min(100 * 2 ** retries, LONGEST_RECONNECT_PAUSE_MS) : new SharedStateStartError(url, cause),
    },
  });
}

export type RedisConnection = ReturnType<typeof newClient>;

function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return reasonOf(error.errors[0]);
  if (error instanceof Error && 'cause' in error && error.cause instanceof Error) return reasonOf(error.cause);
  return error instanceof Error ? error.message || error.name : String(error);
}
