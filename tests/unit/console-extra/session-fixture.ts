import { configureSession, createMemoryStorage } from '../../../elements/core/session';

/** A session on memory storages, with the vue-ls entries readable as JeecgBoot stores them. */
export function memorySession(now = 1_700_000_000_000) {
  const local = createMemoryStorage();
  configureSession({ local, session: createMemoryStorage(), events: new EventTarget(), now: () => now });
  return {
    local,
    /** The parsed vue-ls record `{ value, expire }` under `pro__<key>`, or null. */
    entry: (key: string): { value: unknown; expire: number | null } | null => {
      const raw = local.getItem(`pro__${key}`);
      return raw === null ? null : JSON.parse(raw);
    },
    /** Writes an entry the way a JeecgBoot page (Vue.ls.set without expiry) does. */
    writeAsJeecg: (key: string, value: unknown) =>
      local.setItem(`pro__${key}`, JSON.stringify({ value, expire: null })),
  };
}
