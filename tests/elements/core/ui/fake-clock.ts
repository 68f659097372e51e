// Holds back long timers (a second or more: notice lifetimes) so a test can see which were
// scheduled and run them at once; short timers used by React and the test runner pass through.
const LONG = 1000;

export interface FakeClock {
  /** Delays of the held timers still pending, in scheduling order. */
  pending(): number[];
  /** Runs every held timer now. */
  runAll(): void;
  uninstall(): void;
}

export function installClock(): FakeClock {
  const realSetTimeout = window.setTimeout;
  const realClearTimeout = window.clearTimeout;
  const held = new Map<number, { delay: number; run: () => void }>();
  let nextId = 1_000_000;
  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    if (delay < LONG || typeof handler !== 'function') return realSetTimeout(handler, delay, ...args);
    const id = nextId++;
    held.set(id, { delay, run: () => handler(...args) });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClearTimeout(id);
  }) as typeof window.clearTimeout;
  return {
    pending: () => Array.from(held.values(), (timer) => timer.delay),
    runAll() {
      const timers = Array.from(held.values());
      held.clear();
      for (const timer of timers) timer.run();
    },
    uninstall() {
      window.setTimeout = realSetTimeout;
      window.clearTimeout = realClearTimeout;
    },
  };
}
