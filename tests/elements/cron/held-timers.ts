// Holds back the timers of one delay (the preview's 500 ms debounce) so a test can see what
// is shown before and after they run, without waiting on the clock. Other timers pass through.
export interface HeldTimers {
  /** How many held timers are still pending. */
  pending(): number;
  /** Runs the pending held timers now. */
  runAll(): void;
  uninstall(): void;
}

export function holdTimers(delay: number): HeldTimers {
  const realSetTimeout = window.setTimeout;
  const realClearTimeout = window.clearTimeout;
  const held = new Map<number, () => void>();
  let nextId = 2_000_000;
  window.setTimeout = ((handler: TimerHandler, wanted = 0, ...args: unknown[]) => {
    if (wanted !== delay || typeof handler !== 'function') return realSetTimeout(handler, wanted, ...args);
    const id = nextId++;
    held.set(id, () => handler(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClearTimeout(id);
  }) as typeof window.clearTimeout;
  return {
    pending: () => held.size,
    runAll() {
      const timers = [...held.values()];
      held.clear();
      for (const run of timers) run();
    },
    uninstall() {
      window.setTimeout = realSetTimeout;
      window.clearTimeout = realClearTimeout;
    },
  };
}
