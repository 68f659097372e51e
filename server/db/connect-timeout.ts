/** Seconds opening one PostgreSQL connection may take when the address does not say. */
const DEFAULT_CONNECT_TIMEOUT_SECONDS = 10;

/**
 * How long opening one connection may take, in milliseconds: the address's `connect_timeout`
 * (seconds, as libpq and psql read it) when it names a positive number, else 10 s. Without a
 * bound, a host that drops packets hangs the start, and each new connection later, for as long as
 * the operating system retries.
 */
export function connectTimeoutMs(url: string): number {
  let named: string | null = null;
  try {
    named = new URL(url).searchParams.get('connect_timeout');
  } catch {
    // An address URL cannot parse is node-postgres's to refuse; the bound stays the default.
  }
  const seconds = Number(named);
  return (named && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_CONNECT_TIMEOUT_SECONDS) * 1000;
}
