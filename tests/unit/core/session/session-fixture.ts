import { configureSession, createMemoryStorage } from '../../../../elements/core/session';

/** A session on memory storages with a clock the test moves. */
export function memorySession(start = 1_700_000_000_000) {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  const events = new EventTarget();
  const clock = { now: start };
  configureSession({ local, session, events, now: () => clock.now });
  return { local, session, events, clock };
}
