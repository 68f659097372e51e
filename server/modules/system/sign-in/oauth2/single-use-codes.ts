import { createHash, randomBytes } from 'node:crypto';

const CODE_BYTES = 32;

const digest = (code: string) => createHash('sha256').update(code).digest('base64url');

/**
 * Random codes that each stand for a value for a short while and can be taken once. Kept in
 * memory by their hash; the oldest are dropped beyond `capacity`, so a flood of requests cannot
 * grow the server without bound (a dropped code is an expired one to its holder).
 */
export class SingleUseCodes<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly clock: () => number,
    readonly lifetimeMs: number,
    private readonly capacity: number,
  ) {}

  /** A new code for `value`: 43 URL-safe characters, valid for `lifetimeMs`. */
  issue(value: T): string {
    this.dropExpired();
    while (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const code = randomBytes(CODE_BYTES).toString('base64url');
    this.entries.set(digest(code), { value, expiresAt: this.clock() + this.lifetimeMs });
    return code;
  }

  /** The value of a code that is known and still valid, taking it; null otherwise. */
  take(code: string): T | null {
    const key = digest(code);
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    return entry.expiresAt > this.clock() ? entry.value : null;
  }

  private dropExpired(): void {
    const now = this.clock();
    // Every code lives as long, so the map's insertion order is the order they expire in.
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.entries.delete(key);
    }
  }
}
