/** Keys tracked before the oldest are forgotten: bounds what anonymous callers make the server hold. */
const DEFAULT_MAX_KEYS = 50_000;

/**
 * Moments of events (failed sign-ins, SMS sends, captcha images) per key within a sliding
 * window, in server memory. Bounded: past `maxKeys` keys, keys with no recent event go first,
 * then the oldest keys (a Map iterates in insertion order, and a key is re-inserted on record).
 */
export class EventWindow {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly clock: () => number,
    readonly windowMs: number,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  /** The moments of the key's events still within the window, oldest first. */
  recent(key: string): number[] {
    const since = this.clock() - this.windowMs;
    return (this.events.get(key) ?? []).filter((at) => at > since);
  }

  count(key: string): number {
    return this.recent(key).length;
  }

  record(key: string): void {
    const kept = this.recent(key);
    this.events.delete(key);
    if (this.events.size >= this.maxKeys) this.evict();
    this.events.set(key, [...kept, this.clock()]);
  }

  clear(key: string): void {
    this.events.delete(key);
  }

  /** Milliseconds until the key has fewer than `limit` events in the window; 0 when it has now. */
  waitBelow(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    const oldestCounted = recent[recent.length - limit];
    return oldestCounted === undefined ? 0 : oldestCounted + this.windowMs - this.clock();
  }

  /** Records an event when the key is below `limit`; answers the wait otherwise (nothing recorded). */
  take(key: string, limit: number): number {
    const wait = this.waitBelow(key, limit);
    if (wait === 0) this.record(key);
    return wait;
  }

  private evict(): void {
    for (const key of [...this.events.keys()]) if (!this.recent(key).length) this.events.delete(key);
    for (const key of this.events.keys()) {
      if (this.events.size < this.maxKeys) break;
      this.events.delete(key);
    }
  }
}
