import { urlWithoutPassword } from '../config/url-without-password';
import { connectTimeoutMs } from './connect-timeout';

/**
 * What a PostgreSQL error means for the request that met it, by its SQLSTATE class
 * (https://www.postgresql.org/docs/current/errcodes-appendix.html). The HTTP layer answers each
 * kind as it answers SQLite's counterpart.
 */
export type PostgresFault = 'refused-data' | 'disk-full' | 'unavailable';

/** node-postgres gives the server's errors a `severity` and a five-character `code`. */
function sqlState(error: unknown): string | undefined {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Socket-level failures of the connection to the database server. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** node-postgres ends a connection that did not open in time (connect-timeout.ts) with this error, and no code. */
function connectTimedOut(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout expired';
}

export function postgresFault(error: unknown): PostgresFault | undefined {
  const state = sqlState(error);
  if (!state) {
    const code = (error as { code?: unknown } | null)?.code;
    return (typeof code === 'string' && CONNECTION_CODES.has(code)) || connectTimedOut(error)
      ? 'unavailable'
      : undefined;
  }
  if (state === '53100') return 'disk-full';
  // 22: a value the column cannot hold (too long, not a number, a NUL character, out of range);
  // 23: a constraint (unique, not null, foreign key, check); 54000: a value too large to index.
  // SQLite stores the first kind as given and refuses the others: both are refusals of the data.
  if (state.startsWith('22') || state.startsWith('23') || state === '54000') return 'refused-data';
  // 08: connection; 53: out of resources; 57P0x: the server shutting down or restarting; 25006: read-only.
  if (state.startsWith('08') || state.startsWith('53') || state.startsWith('57P') || state === '25006')
    return 'unavailable';
  return undefined;
}

/**
 * `FARM_DATABASE_URL` names a PostgreSQL the start cannot use (nothing listens, the host or socket
 * is unknown, the login or the database is refused): the operator's to fix, said in one line.
 */
export class DatabaseStartError extends Error {
  constructor(url: string, cause: unknown) {
    super(`PostgreSQL at ${urlWithoutPassword(url)} (FARM_DATABASE_URL) cannot be reached: ${reasonOf(url, cause)}`);
    this.name = 'DatabaseStartError';
  }
}

/** The server refusing the connection itself: the login (28), the database (3D000), no room or not ready yet. */
function refusesConnection(state: string): boolean {
  return state.startsWith('28') || state === '3D000' || state === '53300' || state === '57P03';
}

/** Socket-level and connection refusals at start: a missing Unix socket is ENOENT, an unknown host EAI_AGAIN too. */
const START_CONNECTION_CODES = new Set([...CONNECTION_CODES, 'ENOENT', 'EAI_AGAIN', 'ENETUNREACH', 'EACCES']);

/** The start's error as the one line it deserves when it is the database's absence; undefined for any other failure. */
export function databaseStartError(url: string, error: unknown): DatabaseStartError | undefined {
  const cause = error instanceof AggregateError && error.errors.length ? error.errors[0] : error;
  const state = sqlState(cause);
  const code = (cause as { code?: unknown } | null)?.code;
  const unreachable = state
    ? refusesConnection(state) || postgresFault(cause) === 'unavailable'
    : (typeof code === 'string' && START_CONNECTION_CODES.has(code)) || connectTimedOut(cause);
  return unreachable ? new DatabaseStartError(url, cause) : undefined;
}

function reasonOf(url: string, error: unknown): string {
  if (connectTimedOut(error)) return `no answer within ${connectTimeoutMs(url) / 1000} s`;
  return error instanceof Error ? error.message || error.name : String(error);
}
