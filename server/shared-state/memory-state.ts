import { EventWindow } from '../security/event-window';
import { MemoryEntries } from './memory-entries';
import type { Broadcast, EntryLimits, EventCounter, ExpiringEntries, SharedState } from './shared-state';

/** One instance's state in its own memory: what `npm start` and the tests use unless `FARM_REDIS_URL` is set. */
export class MemoryState implements SharedState {
  readonly kind = 'memory';
  readonly broadcast: Broadcast = new LocalBroadcast();
  // One store per namespace, as one Redis holds one set of keys per namespace for every caller.
  private readonly namespaces = new Map<string, ExpiringEntries<unknown>>();
  private readonly windows = new Map<string, EventCounter>();

  constructor(private readonly clock: () => number) {}

  entries<T>(namespace: string, limits: EntryLimits): ExpiringEntries<T> {
    const known = this.namespaces.get(namespace) ?? new MemoryEntries<unknown>(this.clock, limits);
    this.namespaces.set(namespace, known);
    // A namespace holds one kind of value: its callers agree on T.
    return known as ExpiringEntries<T>;
  }

  eventWindow(namespace: string, windowMs: number): EventCounter {
    const name = `${namespace}/${windowMs}`;
    const known = this.windows.get(name) ?? new MemoryEventCounter(new EventWindow(this.clock, windowMs));
    this.windows.set(name, known);
    return known;
  }

  async close(): Promise<void> {}
}

class MemoryEventCounter implements EventCounter {
  readonly windowMs: number;

  constructor(private readonly window: EventWindow) {
    this.windowMs = window.windowMs;
  }

  async recent(key: string): Promise<number[]> {
    return this.window.recent(key);
  }

  async record(key: string): Promise<void> {
    this.window.record(key);
  }

  async clear(key: string): Promise<void> {
    this.window.clear(key);
  }

  async take(key: string, limit: number): Promise<number> {
    return this.window.take(key, limit);
  }
}

/** Delivers at once to this process's subscribers: there is no other instance to reach. */
class LocalBroadcast implements Broadcast {
  private readonly subscribers = new Map<string, ((message: string) => void)[]>();

  async publish(topic: string, message: string): Promise<void> {
    for (const deliver of this.subscribers.get(topic) ?? []) deliver(message);
  }

  async subscribe(topic: string, deliver: (message: string) => void): Promise<void> {
    this.subscribers.set(topic, [...(this.subscribers.get(topic) ?? []), deliver]);
  }
}
