import { VUE_LS_NAMESPACE } from './storage-keys';

/**
 * vue-ls stores `JSON.stringify({ value, expire })` under `namespace + key`, where `expire` is an
 * absolute time in ms or null for "never". A reader removes an entry it finds expired.
 */
interface VueLsRecord {
  value?: unknown;
  expire: number | null;
}

export function readVueLs<T>(storage: Storage, key: string, now: number): T | null {
  const raw = storage.getItem(VUE_LS_NAMESPACE + key);
  if (raw === null) return null;
  let record: VueLsRecord;
  try {
    record = JSON.parse(raw) as VueLsRecord;
  } catch {
    return null;
  }
  if (record === null || typeof record !== 'object') return null;
  if (record.expire !== null && !(record.expire >= now)) {
    storage.removeItem(VUE_LS_NAMESPACE + key);
    return null;
  }
  return (record.value ?? null) as T | null;
}

export function writeVueLs(
  storage: Storage,
  key: string,
  value: unknown,
  lifetimeMs: number | null,
  now: number,
): void {
  const record: VueLsRecord = { value, expire: lifetimeMs === null ? null : now + lifetimeMs };
  storage.setItem(VUE_LS_NAMESPACE + key, JSON.stringify(record));
}

export function removeVueLs(storage: Storage, key: string): void {
  storage.removeItem(VUE_LS_NAMESPACE + key);
}
