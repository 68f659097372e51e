/**
 * What server instances must agree on, behind one interface with two implementations: in this
 * process's memory (the default: one instance, `npm start`) and in Redis (`FARM_REDIS_URL`:
 * several instances behind one address see the same codes, counts and messages). Every method
 * is asynchronous, so a caller reads the same whichever is configured; times are the server's
 * clock (`app.clock`), so tests that move it see both expire alike.
 */
export interface SharedState {
  /** Values kept under keys until a moment (captchas, SMS codes, single-use codes, print tickets). */
  entries<T>(namespace: string, options: EntryLimits): ExpiringEntries<T>;
  /** Moments of events per key within a sliding window (failed sign-ins, SMS sends, captcha images). */
  eventWindow(namespace: string, windowMs: number): EventCounter;
  /** Messages every instance receives once (push notices, grid row updates). */
  readonly broadcast: Broadcast;
  /** `memory` or `redis`: what the server log says at start. */
  readonly kind: 'memory' | 'redis';
  close(): Promise<void>;
}

/**
 * What bounds a namespace held in memory: `capacity` entries at most, then the oldest go
 * (`dropOldest`) or a new one is refused (`refuse`). Redis holds every entry until its TTL.
 */
export interface EntryLimits {
  capacity: number;
  whenFull: 'dropOldest' | 'refuse';
}

export interface Entry<T> {
  value: T;
  /** Milliseconds since the epoch, by the server's clock. */
  expiresAt: number;
}

export interface ExpiringEntries<T> {
  /** Keeps `value` under `key` until `expiresAt`, replacing any earlier one; false when refused for room. */
  put(key: string, value: T, expiresAt: number): Promise<boolean>;
  /** The entry under `key` if one is kept (the caller compares `expiresAt` with its clock). */
  get(key: string): Promise<Entry<T> | undefined>;
  /** The entry under `key`, removed in the same step: of two callers taking one key, one gets it. */
  take(key: string): Promise<Entry<T> | undefined>;
  delete(key: string): Promise<void>;
}

export interface EventCounter {
  readonly windowMs: number;
  /** The moments of the key's events still within the window, oldest first. */
  recent(key: string): Promise<number[]>;
  record(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** Records an event when the key has fewer than `limit` in the window (answers 0); otherwise the wait in ms, nothing recorded. */
  take(key: string, limit: number): Promise<number>;
}

export interface Broadcast {
  /** Sends `message` to every instance's subscribers of `topic`, this one's included, once each. */
  publish(topic: string, message: string): Promise<void>;
  subscribe(topic: string, deliver: (message: string) => void): Promise<void>;
}

/** Milliseconds until the key has fewer than `limit` of these moments within the window; 0 when it has now. */
export function waitBelow(recent: readonly number[], limit: number, windowMs: number, now: number): number {
  if (recent.length < limit) return 0;
  const deciding = recent[recent.length - limit] ?? now;
  return Math.max(0, deciding + windowMs - now);
}
