import type { Entry, EntryLimits, ExpiringEntries } from './shared-state';

/** Entries in this process's memory, bounded by `limits` (a Map iterates in insertion order: oldest first). */
export class MemoryEntries<T> implements ExpiringEntries<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly clock: () => number,
    private readonly limits: EntryLimits,
  ) {}

  async put(key: string, value: T, expiresAt: number): Promise<boolean> {
    this.entries.delete(key);
    if (this.entries.size >= this.limits.capacity) this.dropExpired();
    while (this.entries.size >= this.limits.capacity) {
      const oldest = this.entries.keys().next().value;
      if (this.limits.whenFull === 'refuse' || oldest === undefined) return false;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt });
    return true;
  }

  async get(key: string): Promise<Entry<T> | undefined> {
    return this.entries.get(key);
  }

  async take(key: string): Promise<Entry<T> | undefined> {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return entry;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private dropExpired(): void {
    const now = this.clock();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
