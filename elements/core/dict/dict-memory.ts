import type { DictItem } from './dict-item';

/** Dictionary lookups use a local cache first, 30000 ms by default (widgets spec section 7). */
export const DICT_CACHE_LIFETIME_MS = 30_000;

interface CachedItems {
  items: DictItem[];
  expiresAt: number;
}

let lifetimeMs = DICT_CACHE_LIFETIME_MS;
let now: () => number = () => Date.now();
const cached = new Map<string, CachedItems>();
const inFlight = new Map<string, Promise<DictItem[]>>();

/** Changes the cache lifetime or its clock (tests); also empties the cache. */
export function configureDictCache(options: { lifetimeMs?: number; now?: () => number }): void {
  lifetimeMs = options.lifetimeMs ?? lifetimeMs;
  now = options.now ?? now;
  clearDictMemoryCache();
}

export function clearDictMemoryCache(): void {
  cached.clear();
  inFlight.clear();
}

export function rememberedItems(code: string): DictItem[] | null {
  const entry = cached.get(code);
  if (!entry) return null;
  if (entry.expiresAt > now()) return entry.items;
  cached.delete(code);
  return null;
}

/** Loads once per code at a time: concurrent callers share the same request. */
export function loadOnce(code: string, load: () => Promise<DictItem[]>): Promise<DictItem[]> {
  const pending = inFlight.get(code);
  if (pending) return pending;
  const started = load()
    .then((items) => {
      if (inFlight.get(code) === started) cached.set(code, { items, expiresAt: now() + lifetimeMs });
      return items;
    })
    .finally(() => {
      if (inFlight.get(code) === started) inFlight.delete(code);
    });
  inFlight.set(code, started);
  return started;
}
