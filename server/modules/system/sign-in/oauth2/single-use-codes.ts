import { createHash, randomBytes } from 'node:crypto';
import type { ExpiringEntries, SharedState } from '../../../../shared-state';

const CODE_BYTES = 32;

const digest = (code: string) => createHash('sha256').update(code).digest('base64url');

/**
 * Random codes that each stand for a value for a short while and can be taken once, also across
 * instances (with Redis one takes what another issued, and only one of two callers gets it). Kept
 * by their hash; in memory the oldest are dropped beyond `capacity`, so a flood of requests cannot
 * grow the server without bound (a dropped code is an expired one to its holder).
 */
export class SingleUseCodes<T> {
  private readonly entries: ExpiringEntries<T>;

  constructor(
    private readonly clock: () => number,
    state: SharedState,
    namespace: string,
    readonly lifetimeMs: number,
    capacity: number,
  ) {
    this.entries = state.entries(namespace, { capacity, whenFull: 'dropOldest' });
  }

  /** A new code for `value`: 43 URL-safe characters, valid for `lifetimeMs`. */
  async issue(value: T): Promise<string> {
    const code = randomBytes(CODE_BYTES).toString('base64url');
    await this.entries.put(digest(code), value, this.clock() + this.lifetimeMs);
    return code;
  }

  /** The value of a code that is known and still valid, taking it; null otherwise. */
  async take(code: string): Promise<T | null> {
    const entry = await this.entries.take(digest(code));
    return entry && entry.expiresAt > this.clock() ? entry.value : null;
  }
}
