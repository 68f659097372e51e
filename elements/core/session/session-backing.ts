import { createMemoryStorage } from './memory-storage';

/**
 * Where the session lives. Defaults to the page's localStorage / sessionStorage (so a JeecgBoot
 * page on the same origin shares it) and falls back to memory where they do not exist.
 */
export interface SessionBacking {
  /** vue-ls entries: token, user, username, tenant, dictionary, kept-alive routes. */
  local: Storage;
  /** The button authorisation lists. */
  session: Storage;
  /** Clock in ms, for the 7-day lifetime. */
  now: () => number;
  /** Source of `storage` events from other tabs; the window in a browser. */
  events: EventTarget | null;
}

function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const storage = (globalThis as Record<string, unknown>)[name] as Storage | undefined;
    return storage ?? null;
  } catch {
    // Access throws where storage is disabled (sandboxed iframes, some privacy modes).
    return null;
  }
}

function defaultBacking(): SessionBacking {
  return {
    local: browserStorage('localStorage') ?? createMemoryStorage(),
    session: browserStorage('sessionStorage') ?? createMemoryStorage(),
    now: () => Date.now(),
    events: typeof window === 'undefined' ? null : window,
  };
}

let backing: SessionBacking | null = null;
const backingListeners = new Set<() => void>();

export function currentBacking(): SessionBacking {
  backing ??= defaultBacking();
  return backing;
}

/** Points the session at other storages or another clock (tests, embedding hosts). */
export function configureSession(options: Partial<SessionBacking>): void {
  backing = { ...currentBacking(), ...options };
  for (const listener of backingListeners) listener();
}

/** Back to the page's own storages. */
export function resetSessionBacking(): void {
  backing = null;
  for (const listener of backingListeners) listener();
}

export function onBackingChange(listener: () => void): () => void {
  backingListeners.add(listener);
  return () => backingListeners.delete(listener);
}
